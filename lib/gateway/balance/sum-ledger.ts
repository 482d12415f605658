import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { statusesIn } from "../../contract/statuses";

/**
 * The ledger's view of a range (of its branch/terminal), in one statement over the range's payments
 * and refunds (each chosen once): Caja's fees and their IVA on the payments created in it
 * (negative); the ledger's own sum for the range, what it moved into the balance: those payments'
 * rows (gross, fee, IVA) and the rows of the refunds asked for in it (by the refund's time, as the
 * totals count refunds: a refund that failed is given back by its refund_failure row, so it nets to
 * zero); and the authorized payments of the range the ledger holds no row of (paid before the ledger
 * began: it starts with its migration), with what they less their refunds asked for in the range
 * come to, which the ledger leaves out by design.
 * $1 merchant, $2 from, $3 to, $4 branch or null, $5 terminal or null, $6 the authorized statuses.
 */
const LEDGER = statement<{ fee: string; tax: string; ledger: string; unbooked_count: number; unbooked_amount: string }>(
  "gw_totals_ledger",
  `WITH payments AS (
     SELECT i.id, i.amount, i.status = ANY($6::text[]) AS authorized,
            EXISTS (SELECT 1 FROM balance_transaction b WHERE b.intent_id = i.id AND b.type = 'payment') AS booked
     FROM payment_intent i
     WHERE i.merchant_id = $1 AND i.created_at >= $2::timestamptz AND i.created_at < $3::timestamptz
       AND ($4::text IS NULL OR i.branch = $4::text) AND ($5::text IS NULL OR i.terminal = $5::text)
   ), refunds AS (
     SELECT r.id, r.amount, r.status,
            EXISTS (SELECT 1 FROM balance_transaction b WHERE b.intent_id = r.intent_id AND b.type = 'payment') AS booked
     FROM refund r JOIN payment_intent i ON i.id = r.intent_id
     WHERE r.merchant_id = $1 AND r.created_at >= $2::timestamptz AND r.created_at < $3::timestamptz
       AND ($4::text IS NULL OR i.branch = $4::text) AND ($5::text IS NULL OR i.terminal = $5::text)
   ), of_payments AS (
     SELECT COALESCE(sum(b.amount) FILTER (WHERE b.type = 'fee'), 0.00) AS fee,
            COALESCE(sum(b.amount) FILTER (WHERE b.type = 'fee_tax'), 0.00) AS tax,
            COALESCE(sum(b.amount), 0.00) AS moved
     FROM payments p JOIN balance_transaction b ON b.intent_id = p.id AND b.type IN ('payment', 'fee', 'fee_tax')
   ), of_refunds AS (
     SELECT COALESCE(sum(b.amount), 0.00) AS moved
     FROM refunds r JOIN balance_transaction b ON b.refund_id = r.id AND b.type IN ('refund', 'refund_failure')
   ), unbooked AS (
     SELECT count(*)::int AS count, COALESCE(sum(amount), 0.00) AS gross FROM payments WHERE authorized AND NOT booked
   ), unbooked_refunds AS (
     SELECT COALESCE(sum(amount), 0.00) AS given FROM refunds WHERE NOT booked AND status IN ('refund_succeeded', 'refund_pending')
   )
   SELECT p.fee::text AS fee, p.tax::text AS tax, (p.moved + r.moved)::text AS ledger,
          u.count AS unbooked_count, (u.gross - ur.given)::text AS unbooked_amount
   FROM of_payments p, of_refunds r, unbooked u, unbooked_refunds ur`,
);

export type LedgerFigures = { fee: string; tax: string; ledger: string; unbooked: { count: number; amount: string } };

/** GET /payment/totals' ledger figures, as exact decimal text: the range's fees and their IVA ("-35.00"), what the ledger moved for it, and what it leaves out. */
export async function sumLedger(store: Store, merchantId: string, range: { from: string; to: string; branch?: string; terminal?: string }): Promise<LedgerFigures> {
  const [row] = await store.sql(LEDGER, [merchantId, range.from, range.to, range.branch ?? null, range.terminal ?? null, statusesIn("authorized")]);
  return { fee: row?.fee ?? "0.00", tax: row?.tax ?? "0.00", ledger: row?.ledger ?? "0.00", unbooked: { count: row?.unbooked_count ?? 0, amount: row?.unbooked_amount ?? "0.00" } };
}
