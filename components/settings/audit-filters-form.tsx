import Link from "next/link";
import { auditActionGroups } from "@/lib/dashboard/audit/audit-actions";
import { auditFiltersQuery, type AuditFilters } from "@/lib/dashboard/audit/audit-filters";

type Raw = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * The activity filters as a plain GET form (works without JavaScript; the URL is shareable). It
 * shows what was typed, valid or not (`raw`), so an invalid value can be corrected in place.
 */
export function AuditFiltersForm({ raw, filters }: { raw: Raw; filters: AuditFilters | null }) {
  const selected = new Set([raw.action ?? []].flat().flatMap((value) => value.split(",")));
  const field = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";
  return (
    <form method="get" role="search" aria-label="Filter the activity" className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-4">
      <label className="row-span-2 text-xs font-medium text-slate-600">
        Actions
        <select name="action" multiple size={7} defaultValue={[...selected]} aria-describedby="action-hint" className={field}>
          {auditActionGroups().map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.actions.map(({ action, label }) => (
                <option key={action} value={action}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <span id="action-hint" className="mt-1 block font-normal text-slate-500">
          None selected: all. Ctrl or ⌘ to pick several.
        </span>
      </label>
      <label className="text-xs font-medium text-slate-600">
        Who (email contains)
        <input name="actor" defaultValue={first(raw.actor)} className={field} />
      </label>
      <label className="text-xs font-medium text-slate-600">
        Target contains
        <input name="target" defaultValue={first(raw.target)} placeholder="Email, intent or event id" className={field} />
      </label>
      <label className="text-xs font-medium text-slate-600">
        From
        <input type="date" name="from" defaultValue={first(raw.from)} className={field} />
      </label>
      <label className="text-xs font-medium text-slate-600">
        To
        <input type="date" name="to" defaultValue={first(raw.to)} className={field} />
      </label>
      <div className="col-span-2 flex items-end gap-2 md:col-span-3">
        <button type="submit" className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2">
          Apply
        </button>
        <Link href="/settings/activity" className="rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100">
          Clear
        </Link>
        {filters && (
          <a href={`/api/dashboard/audit/export?${auditFiltersQuery(filters)}`} className="ml-auto rounded-lg px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50" download>
            Export CSV
          </a>
        )}
      </div>
    </form>
  );
}
