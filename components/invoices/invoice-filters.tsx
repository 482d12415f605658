import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DateField } from "@/components/date-field";
import { INVOICE_KINDS, INVOICE_STATUSES } from "@/lib/dashboard/invoices/invoice-view";
import { REPORT_RANGES, type ReportRange } from "@/lib/dashboard/reports/report-filters";

export type InvoicePageChoices = { range: ReportRange | null; from: string; to: string; branch: string; kind: string; status: string; q: string };

const field = "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";
const labelClass = "flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700";

/** Facturas' address with these choices (blank ones left out). */
export function invoicesHref(choices: Partial<Record<string, string | undefined>>): string {
  const query = new URLSearchParams(Object.entries(choices).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return query ? `/invoices?${query}` : "/invoices";
}

/**
 * Facturas' choices, as a plain GET form (the URL is shareable, it works without JavaScript): the
 * period (one-tap ranges, or from and to days in the shop's time zone) and branch of the books, and
 * the list's type, status and search.
 */
export async function InvoiceFilters({ choices, branches }: { choices: InvoicePageChoices; branches: string[] }) {
  const [t, ranges, kinds, statuses] = await Promise.all([getTranslations("invoices.filters"), getTranslations("reports.range"), getTranslations("invoices.kind"), getTranslations("invoices.status")]);
  const keep = { branch: choices.branch, kind: choices.kind, status: choices.status, q: choices.q };
  return (
    <div className="space-y-3">
      <nav aria-label={t("quick")} className="-mx-1 flex flex-wrap gap-1" data-testid="invoice-quick">
        {REPORT_RANGES.filter((range) => range !== "custom").map((range) => (
          <Link
            key={range}
            href={invoicesHref({ range, ...keep })}
            prefetch={false}
            aria-current={choices.range === range ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-[current=page]:border-indigo-600 aria-[current=page]:bg-indigo-600 aria-[current=page]:font-medium aria-[current=page]:text-white"
          >
            {ranges(range)}
          </Link>
        ))}
      </nav>
      <form method="get" action="/invoices" role="search" aria-label={t("aria")} data-testid="invoice-filters" className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <DateField key={`from:${choices.from}`} name="from" label={t("from")} defaultValue={choices.from} />
        <DateField key={`to:${choices.to}`} name="to" label={t("to")} defaultValue={choices.to} />
        <label className={labelClass}>
          {t("branch")}
          <select name="branch" defaultValue={choices.branch} key={`branch:${choices.branch}`} className={field}>
            <option value="">{t("allBranches")}</option>
            {branches.map((name) => (
              <option key={name} value={name} translate="no">
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("kind")}
          <select name="kind" defaultValue={choices.kind} key={`kind:${choices.kind}`} className={field} data-testid="invoice-filter-kind">
            <option value="">{t("allKinds")}</option>
            {INVOICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds(kind)}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("status")}
          <select name="status" defaultValue={choices.status} key={`status:${choices.status}`} className={field} data-testid="invoice-filter-status">
            <option value="">{t("allStatuses")}</option>
            {INVOICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statuses(status)}
              </option>
            ))}
          </select>
        </label>
        <label className={`${labelClass} sm:col-span-2`}>
          {t("q")}
          <input type="search" name="q" defaultValue={choices.q} key={`q:${choices.q}`} placeholder={t("qPlaceholder")} enterKeyHint="search" maxLength={60} className={field} data-testid="invoice-search" />
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="min-h-11 rounded-lg bg-indigo-600 px-5 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
            {t("show")}
          </button>
          <Link href="/invoices" prefetch={false} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
            {t("reset")}
          </Link>
        </div>
        <p className="text-xs text-slate-600 sm:col-span-2 lg:col-span-4">{t("note")}</p>
      </form>
    </div>
  );
}
