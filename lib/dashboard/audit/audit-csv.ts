import type { Store } from "../../db/store";
import { csvLine, csvLocalTime, csvStream } from "../reports/csv";
import type { AuditFilters } from "./audit-filters";
import { listAuditEvents, type AuditRow } from "./list-audit-events";

export const AUDIT_CSV_COLUMNS = ["id", "occurred_at", "time_zone", "occurred_at_utc", "actor_email", "actor_id", "action", "action_label", "target", "ip", "user_agent", "details"] as const;
const BATCH = 1000;

function line(row: AuditRow, timeZone: string, label: (action: string) => string): string {
  return csvLine([
    row.id,
    csvLocalTime(row.occurredAt, timeZone),
    timeZone,
    row.occurredAt,
    row.actorEmail,
    row.actorId,
    row.action,
    label(row.action),
    row.target,
    row.ip,
    row.userAgent,
    JSON.stringify(row.details),
  ]);
}

/**
 * The filtered audit trail as CSV (UTF-8, one header line, the same columns on every row; cells
 * that could run as spreadsheet formulas defused), newest first, streamed in batches of 1 000.
 * Times in `timeZone` (the dashboard's) with the UTC instant beside them; `details` as JSON;
 * `action_label` is the action as the downloading person reads it (`label`).
 */
export function auditCsv(store: Store, filters: AuditFilters, timeZone: string, label: (action: string) => string = (action) => action): ReadableStream<Uint8Array> {
  const { cursor: _cursor, ...rest } = filters;
  return csvStream(csvLine(AUDIT_CSV_COLUMNS), async (cursor) => {
    const page = await listAuditEvents(store, { ...rest, cursor }, timeZone, BATCH);
    return { lines: page.rows.map((row) => line(row, timeZone, label)), nextCursor: page.nextCursor };
  });
}
