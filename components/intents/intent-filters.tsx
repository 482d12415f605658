import Link from "next/link";
import type { IntentFilters } from "@/lib/dashboard/intent-filters";
import { ALL_STATUSES, DISPLAY_GROUP_LABELS, DISPLAY_GROUPS, statusInfo } from "@/lib/contract/statuses";

/** The filters as a plain GET form: works without JavaScript, shareable as a URL. */
export function IntentFiltersForm({ filters, invalid, canExport }: { filters: IntentFilters; invalid: string[]; canExport: boolean }) {
  const exportQuery = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => e[0] !== "cursor" && !!e[1]));
  const field = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";
  return (
    <form method="get" role="search" aria-label="Search and filter payments" className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-4 lg:grid-cols-9">
      <label className="col-span-2 text-xs font-medium text-slate-600">
        Search
        <input name="q" defaultValue={filters.q} placeholder="Intent id, ticket, last 4 of phone or card" className={field} />
      </label>
      <label className="text-xs font-medium text-slate-600">
        Status
        <select name="status" defaultValue={filters.status ?? ""} className={field}>
          <option value="">Any</option>
          {ALL_STATUSES.map((name) => [name, statusInfo(name)] as const).map(([name, info]) => (
            <option key={name} value={name}>
              {info.label} ({name})
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-medium text-slate-600">
        Group
        <select name="group" defaultValue={filters.group ?? ""} className={field}>
          <option value="">Any</option>
          {DISPLAY_GROUPS.map((group) => (
            <option key={group} value={group}>
              {DISPLAY_GROUP_LABELS[group]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-medium text-slate-600">
        Type
        <select name="payment" defaultValue={filters.payment ?? ""} className={field}>
          <option value="">Any</option>
          <option value="qr_present">QR</option>
          <option value="card_present">Card</option>
          <option value="ec_remote">E-commerce</option>
        </select>
      </label>
      <label className="text-xs font-medium text-slate-600">
        From
        <input type="date" name="from" defaultValue={filters.from} className={field} />
      </label>
      <label className="text-xs font-medium text-slate-600">
        To
        <input type="date" name="to" defaultValue={filters.to} className={field} />
      </label>
      <label className="text-xs font-medium text-slate-600">
        Branch
        <input name="branch" defaultValue={filters.branch} className={field} />
      </label>
      <label className="text-xs font-medium text-slate-600">
        Terminal
        <input name="terminal" defaultValue={filters.terminal} className={field} />
      </label>
      <div className="col-span-2 flex items-end gap-2 md:col-span-4 lg:col-span-9">
        <button type="submit" className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2">
          Apply
        </button>
        <Link href="/intents" className="rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100">
          Clear
        </Link>
        {canExport && (
          <a href={`/api/dashboard/intents/export?${exportQuery}`} className="ml-auto rounded-lg px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50" download>
            Export CSV
          </a>
        )}
        {invalid.length > 0 && (
          <p role="alert" className="text-sm text-amber-700">
            Ignored invalid filter{invalid.length > 1 ? "s" : ""}: {invalid.join(", ")}
          </p>
        )}
      </div>
    </form>
  );
}
