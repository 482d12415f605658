import { useTranslations } from "next-intl";
import { dashboardPath } from "@/lib/dashboard/json-api/dashboard-client";

const link =
  "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/**
 * The downloads of a selection of payments (`query`: the export's filters, without `?`): the CSV,
 * and the same for Excel (UTF-8 with a byte order mark, so Excel reads the accents). One piece for
 * the reports and the payments list (server or client), so both offer the same choice.
 */
export function ExportLinks({ query, label, testId, className = "" }: { query: string; label: string; testId: string; className?: string }) {
  const t = useTranslations("common.export");
  const href = dashboardPath("intents.export", { query });
  return (
    <div className={`flex flex-wrap items-center gap-2 print:hidden ${className}`} role="group" aria-label={label} data-testid={testId}>
      <a href={href} download className={link} data-export="csv">
        {t("csv")}
      </a>
      <a href={`${href}${query ? "&" : "?"}bom=1`} download className={link} data-export="excel">
        {t("excel")}
      </a>
    </div>
  );
}
