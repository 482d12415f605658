import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { AuditFiltersForm } from "@/components/settings/audit-filters-form";
import { AuditTable } from "@/components/settings/audit-table";
import { getStore } from "@/lib/db/client";
import { auditFiltersQuery, parseAuditFilters } from "@/lib/dashboard/audit/audit-filters";
import { listAuditEvents } from "@/lib/dashboard/audit/list-audit-events";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("activity"))("title") };
}

/** A filter's refusal (a key of this catalogue, lib/dashboard/audit/audit-filters.ts) in the reader's words. */
function wordRefusal(t: { has: (key: never) => boolean }, message: string, value: string): string {
  const key = message.replace(/^activity\./, "");
  return t.has(key as never) ? (t as unknown as (key: string, values: Record<string, string>) => string)(key, { value }) : message;
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FIELDS = ["action", "actor", "target", "from", "to", "cursor"] as const;
const isField = (field: string): field is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(field);

/** Settings › Activity (owners): the audit trail, filtered by the URL, 50 events a page; invalid filters are said, not applied. */
export default async function ActivityPage({ searchParams }: Props) {
  await requirePermission("audit:read");
  const raw = await searchParams;
  const [t, settings, f] = await Promise.all([getTranslations("activity"), getTranslations("settings"), getFormat()]);
  const parsed = parseAuditFilters(raw);
  const page = parsed.filters ? await listAuditEvents(await getStore(), parsed.filters, merchantConfig().timeZone) : null;
  const problems = (parsed.errors ?? []).map((error) => ({
    field: error.field,
    label: isField(error.field) ? t(`fieldNames.${error.field}`) : error.field,
    problem: wordRefusal(t, error.message, error.value),
  }));
  const dateErrors = Object.fromEntries(problems.filter((p) => p.field === "from" || p.field === "to").map((p) => [p.field, p.problem]));
  return (
    <div className="space-y-4">
      <nav aria-label={t("breadcrumb")} className="text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/settings" className="hover:underline">
              {settings("title")}
            </Link>
          </li>
          <li aria-hidden>›</li>
          <li aria-current="page" className="font-medium text-slate-700">
            {t("title")}
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-sm text-slate-500">{t("subtitle", { zone: f.zone() })}</p>
      </div>
      <AuditFiltersForm raw={raw} filters={parsed.filters ?? null} errors={dateErrors} />
      {problems.length > 0 && (
        <div role="alert" data-testid="audit-filter-errors" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-medium">{t("invalidHeading")}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem.field}>
                {problem.label}: {problem.problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      {page && parsed.filters && (
        <>
          <AuditTable rows={page.rows} f={f} />
          <div className="flex gap-3 text-sm">
            {parsed.filters.cursor && (
              <Link href={`/settings/activity?${auditFiltersQuery(parsed.filters)}`} className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-indigo-700 hover:bg-indigo-50">
                {t("newest")}
              </Link>
            )}
            {page.nextCursor && (
              <Link href={`/settings/activity?${auditFiltersQuery(parsed.filters, page.nextCursor)}`} className="ml-auto inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-indigo-700 hover:bg-indigo-50">
                {t("older")}
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  );
}
