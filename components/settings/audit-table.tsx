import { auditActionLabel } from "@/lib/dashboard/audit/audit-actions";
import { describeAuditDetails } from "@/lib/dashboard/audit/describe-audit-details";
import type { AuditRow } from "@/lib/dashboard/audit/list-audit-events";
import { formatTime, type DisplayPrefs } from "@/lib/dashboard/format";

/** One page of the audit trail: when (in the dashboard's time zone), who, what, on what, from where, what changed. */
export function AuditTable({ rows, prefs }: { rows: AuditRow[]; prefs: DisplayPrefs }) {
  if (rows.length === 0) {
    return (
      <div data-testid="audit-empty" className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
        <p className="font-medium text-slate-800">No activity matches</p>
        <p className="mt-1 text-sm">Try other filters.</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[860px] text-left text-sm" data-testid="audit-table">
        <caption className="sr-only">Dashboard activity, newest first, times in {prefs.timeZone}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">When</th>
            <th scope="col" className="px-4 py-3 font-medium">Who</th>
            <th scope="col" className="px-4 py-3 font-medium">Action</th>
            <th scope="col" className="px-4 py-3 font-medium">Target</th>
            <th scope="col" className="px-4 py-3 font-medium">From where</th>
            <th scope="col" className="px-4 py-3 font-medium">What changed</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {rows.map((row) => {
            const changes = describeAuditDetails(row.details);
            return (
              <tr key={row.id} data-audit-action={row.action} data-testid="audit-row">
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                  <time dateTime={row.occurredAt}>{formatTime(row.occurredAt, prefs, true)}</time>
                </td>
                <td className="px-4 py-3" data-testid="audit-actor">
                  {row.actorEmail ?? <span className="text-slate-400">unknown</span>}
                  {!row.actorId && row.actorEmail && <span className="block text-xs text-slate-500">no such user</span>}
                </td>
                <td className="px-4 py-3 font-medium" data-testid="audit-action">
                  {auditActionLabel(row.action)}
                </td>
                <td className="px-4 py-3 font-mono text-xs" data-testid="audit-target">
                  {row.target ?? "—"}
                </td>
                <td className="px-4 py-3" data-testid="audit-from">
                  <span className="font-mono text-xs">{row.ip ?? "—"}</span>
                  {row.userAgent && (
                    <span className="block max-w-64 truncate text-xs text-slate-500" title={row.userAgent}>
                      {row.userAgent}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3" data-testid="audit-changes">
                  {changes.length > 0 ? (
                    <ul className="space-y-0.5">
                      {changes.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-400">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
