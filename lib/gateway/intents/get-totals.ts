import { centsToMoney, minusMoney, moneyToCents } from "../../contract/money";
import { statement } from "../../db/statements";
import { CANCELED_REASON, statusesIn } from "../../contract/statuses";
import type { Totals } from "../../contract/responses";
import type { Merchant } from "../types";
import { sumRefunds } from "../refunds/sum-refunds";
import { sumLedger } from "../balance/sum-ledger";
import type { Store } from "../../db/store";

/**
 * The range's payments by status group in one pass over the merchant's creation-time index, sums as
 * exact decimals (numeric, never floats). Parameters: $1 merchant, $2 from, $3 to, $4 branch or
 * null, $5 terminal or null, $6-$9 the statuses of authorized, in progress, failed and expired, $10
 * the canceled reason.
 */
const TOTALS = statement(
  "gw_totals",
  `SELECT GROUPING(grp)::int AS total, grp, count(*)::int AS count, COALESCE(sum(amount), 0.00)::text AS amount
   FROM (
     SELECT amount,
       CASE WHEN status = ANY($6::text[]) THEN 'authorized'
            WHEN status = ANY($7::text[]) THEN 'in_progress'
            WHEN status = ANY($8::text[]) THEN 'failed'
            WHEN status = ANY($9::text[]) AND reason = $10::text THEN 'canceled'
            WHEN status = ANY($9::text[]) THEN 'expired'
       END AS grp
     FROM payment_intent
     WHERE merchant_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz
       AND ($4::text IS NULL OR branch = $4::text) AND ($5::text IS NULL OR terminal = $5::text)
   ) AS scope
   GROUP BY ROLLUP (grp)`,
);

type Group = keyof Totals["groups"];
const GROUPS: Group[] = ["authorized", "in_progress", "failed", "expired", "canceled"];

/**
 * GET /payment/totals: how many payments the merchant created in [from, to) (of a branch and/or a
 * terminal) and what they add up to, in all and by status group, computed from the service's own
 * table, for a consumer to check its copy against ("do my books balance?"); the refunds asked for in the
 * range, with the net (authorized less succeeded refunds); and Caja's fees on the range's payments
 * with what is left after them (`payable`), and the ledger's own sum for the range (`ledger`).
 */
export async function getTotals(store: Store, merchant: Merchant, range: { from: string; to: string; branch?: string; terminal?: string }): Promise<Totals> {
  const rows = await store.sql<{ total: number; grp: string | null; count: number; amount: string }>(TOTALS, [
    merchant.id,
    range.from,
    range.to,
    range.branch ?? null,
    range.terminal ?? null,
    statusesIn("authorized"),
    statusesIn("in_progress"),
    statusesIn("failed"),
    statusesIn("expired"),
    CANCELED_REASON,
  ]);
  const refunds = await sumRefunds(store, merchant, range);
  const { ledger, unbooked, ...fees } = await sumLedger(store, merchant.id, range);
  const figure = (row: { count: number; amount: string } | undefined) => ({ count: row?.count ?? 0, amount: row?.amount ?? "0.00" });
  const groups = Object.fromEntries(GROUPS.map((group) => [group, figure(rows.find((row) => row.total === 0 && row.grp === group))])) as Totals["groups"];
  const succeeded = figure(refunds.find((row) => row.status === "refund_succeeded"));
  const net = minusMoney(groups.authorized.amount, succeeded.amount);
  return {
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    branch: range.branch ?? null,
    terminal: range.terminal ?? null,
    total: figure(rows.find((row) => row.total === 1)),
    groups,
    refunds: { succeeded, pending: figure(refunds.find((row) => row.status === "refund_pending")) },
    net,
    fees,
    ledger,
    unbooked,
    payable: centsToMoney(moneyToCents(net) + moneyToCents(fees.fee) + moneyToCents(fees.tax)),
    at: new Date().toISOString(),
  };
}

