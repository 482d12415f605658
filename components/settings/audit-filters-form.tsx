import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DateField } from "@/components/date-field";
import { auditActionGroups } from "@/lib/dashboard/audit/audit-actions";
import { auditFiltersQuery, type AuditFilters } from "@/lib/dashboard/audit/audit-filters";
import { dashboardPath } from "@/lib/dashboard/json-api/dashboard-client";

type Raw = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * The activity filters as a plain GET form (the URL is shareable). It shows what was typed, valid
 * or not (`raw`), so an invalid value can be corrected in place; `errors` are the worded refusals
 * of the dates, shown under their fields.
 */
export async function AuditFiltersForm({ raw, filters, errors }: { raw: Raw; filters: AuditFilters | null; errors: Partial<Record<"from" | "to", string>> }) {
  const t = await getTranslations("activity");
  const selected = new Set([raw.action ?? []].flat().flatMap((value) => value.split(",")));
  const field = "mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";
  const button = "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium";
  return (
    <form method="get" role="search" aria-label={t("filters.label")} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      {/* Checkboxes, not a multiple select: several are chosen by tapping (a tablet has no Ctrl or ⌘); they arrive as repeated `action` params. */}
      <fieldset aria-describedby="action-hint" className="min-w-0 sm:col-span-2 lg:col-span-4">
        <legend className="text-sm font-medium text-slate-700">{t("filters.actions")}</legend>
        <p id="action-hint" className="text-xs text-slate-500">
          {t("filters.actionsHint")}
        </p>
        <div className="mt-1 grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-5">
          {auditActionGroups().map(({ group, actions }) => (
            <fieldset key={group} className="min-w-0">
              <legend className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(`groups.${group}`)}</legend>
              {actions.map((action) => (
                <label key={action} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50 lg:min-h-9">
                  <input type="checkbox" name="action" value={action} defaultChecked={selected.has(action)} className="size-4 shrink-0 accent-indigo-600" />
                  <span className="min-w-0">{t(`actions.${action}`)}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </fieldset>
      <label className="min-w-0 text-sm font-medium text-slate-700">
        {t("filters.actor")}
        <input name="actor" defaultValue={first(raw.actor)} className={field} />
      </label>
      <label className="min-w-0 text-sm font-medium text-slate-700">
        {t("filters.target")}
        <input name="target" defaultValue={first(raw.target)} placeholder={t("filters.targetPlaceholder")} className={field} />
      </label>
      <DateField name="from" label={t("filters.from")} defaultValue={first(raw.from)} error={errors.from} className="min-w-0" />
      <DateField name="to" label={t("filters.to")} defaultValue={first(raw.to)} error={errors.to} className="min-w-0" />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={`${button} bg-indigo-600 px-4 text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2`}>
          {t("filters.apply")}
        </button>
        <Link href="/settings/activity" className={`${button} text-slate-600 hover:bg-slate-100`}>
          {t("filters.clear")}
        </Link>
        {filters && (
          <a href={dashboardPath("audit.export", { query: auditFiltersQuery(filters) })} className={`${button} ml-auto text-indigo-700 hover:bg-indigo-50`} download>
            {t("filters.export")}
          </a>
        )}
      </div>
    </form>
  );
}
