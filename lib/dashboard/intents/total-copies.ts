import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { groupCase, groupParams } from "../reports/report-sql";

/** A range of the copy: payments created in [from, to), of a branch and a terminal (each absent: any). */
export type CopyRange = { from: Date; to: Date; branch?: string | null; terminal?: string | null };

/** The copy's totals of the range, by status group, counted exactly as the reports count them. */
const OWN_TOTALS = statement<{ grp: string; count: number; amount: string }>(
  "dash_books_own_totals",
  `SELECT grp, count(*)::int AS count, COALESCE(sum(amount), 0.00)::text AS amount
  FROM (SELECT amount, ${groupCase(5)} AS grp FROM dashboard_intent
        WHERE COALESCE(created_at, first_seen_at) >= $1::timestamptz AND COALESCE(created_at, first_seen_at) < $2::timestamptz
          AND ($3::text IS NULL OR branch = $3::text) AND ($4::text IS NULL OR terminal = $4::text)) AS scope
  GROUP BY grp`,
);

/** The copy's refunds made in the range (by the refund's time), of payments of the range's branch/terminal. */
const OWN_REFUNDS = statement<{ status: string; count: number; amount: string }>(
  "dash_books_own_refunds",
  `SELECT r.status, count(*)::int AS count, COALESCE(sum(r.amount), 0.00)::text AS amount
  FROM dashboard_refund r JOIN dashboard_intent i ON i.id = r.intent_id
  WHERE r.created_at >= $1::timestamptz AND r.created_at < $2::timestamptz AND r.status IN ('refund_succeeded', 'refund_pending')
    AND ($3::text IS NULL OR i.branch = $3::text) AND ($4::text IS NULL OR i.terminal = $4::text)
  GROUP BY r.status`,
);

const rangeParams = (range: CopyRange) => [range.from.toISOString(), range.to.toISOString(), range.branch ?? null, range.terminal ?? null];

/**
 * The copy's totals of a range, as the books compare them with the service's: count and amount
 * (exact decimals) of its payments by status group (`groups`, one row per group present), and of
 * the refunds made in it by status (succeeded, pending).
 */
export async function totalCopies(store: Store, range: CopyRange): Promise<{ groups: Array<{ grp: string; count: number; amount: string }>; refunds: Array<{ status: string; count: number; amount: string }> }> {
  const scope = rangeParams(range);
  const [groups, refunds] = await Promise.all([store.sql(OWN_TOTALS, [...scope, ...groupParams()]), store.sql(OWN_REFUNDS, scope)]);
  return { groups, refunds };
}
