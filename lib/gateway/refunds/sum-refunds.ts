import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import type { Merchant } from "../types";

/**
 * The refunds asked for in the range (by the refund's time: a refund made the next day counts on
 * that day), of the range's branch/terminal, succeeded and pending. $1 merchant, $2 from, $3 to, $4
 * branch or null, $5 terminal or null.
 */
const REFUNDS = statement(
  "gw_totals_refunds",
  `SELECT r.status, count(*)::int AS count, COALESCE(sum(r.amount), 0.00)::text AS amount
   FROM refund r JOIN payment_intent i ON i.id = r.intent_id
   WHERE r.merchant_id = $1 AND r.created_at >= $2::timestamptz AND r.created_at < $3::timestamptz
     AND r.status IN ('refund_succeeded', 'refund_pending')
     AND ($4::text IS NULL OR i.branch = $4::text) AND ($5::text IS NULL OR i.terminal = $5::text)
   GROUP BY r.status`,
);

/** GET /payment/totals' refunds: count and amount (exact decimal text) by status, succeeded and pending. */
export async function sumRefunds(store: Store, merchant: Merchant, range: { from: string; to: string; branch?: string; terminal?: string }) {
  return store.sql<{ status: string; count: number; amount: string }>(REFUNDS, [merchant.id, range.from, range.to, range.branch ?? null, range.terminal ?? null]);
}
