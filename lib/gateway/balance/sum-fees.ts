import { statement } from "../../db/statements";
import type { Store } from "../../db/store";

/**
 * The ledger's view of a range (of its branch/terminal), in one statement: Caja's fees and their
 * IVA on the payments created in it (negative), and the ledger's own sum for the range, what it
 * moved into the balance: those payments' rows (gross, fee, IVA) and the rows of the refunds asked
 * for in it (by the refund's time, as the totals count refunds: a refund that failed is given back
 * by its refund_failure row, so it nets to zero). $1 merchant, $2 from, $3 to, $4 branch or null,
 * $5 terminal or null.
 */
const LEDGER = statement<{ fee: string; tax: string; ledger: string }>(
  "gw_totals_ledger",
  `WITH of_payments AS (
     SELECT COALESCE(sum(b.amount) FILTER (WHERE b.type = 'fee'), 0.00) AS fee,
            COALESCE(sum(b.amount) FILTER (WHERE b.type = 'fee_tax'), 0.00) AS tax,
            COALESCE(sum(b.amount), 0.00) AS moved
     FROM payment_intent i JOIN balance_transaction b ON b.intent_id = i.id AND b.type IN ('payment', 'fee', 'fee_tax')
     WHERE i.merchant_id = $1 AND i.created_at >= $2::timestamptz AND i.created_at < $3::timestamptz
       AND ($4::text IS NULL OR i.branch = $4::text) AND ($5::text IS NULL OR i.terminal = $5::text)
   ), of_refunds AS (
     SELECT COALESCE(sum(b.amount), 0.00) AS moved
     FROM refund r JOIN payment_intent i ON i.id = r.intent_id JOIN balance_transaction b ON b.refund_id = r.id AND b.type IN ('refund', 'refund_failure')
     WHERE r.merchant_id = $1 AND r.created_at >= $2::timestamptz AND r.created_at < $3::timestamptz
       AND ($4::text IS NULL OR i.branch = $4::text) AND ($5::text IS NULL OR i.terminal = $5::text)
   )
   SELECT p.fee::text AS fee, p.tax::text AS tax, (p.moved + r.moved)::text AS ledger FROM of_payments p, of_refunds r`,
);

/** GET /payment/totals' ledger figures, as exact decimal text: the range's fees and their IVA ("-35.00"), and what the ledger moved for it. */
export async function sumFees(store: Store, merchantId: string, range: { from: string; to: string; branch?: string; terminal?: string }): Promise<{ fee: string; tax: string; ledger: string }> {
  const [row] = await store.sql(LEDGER, [merchantId, range.from, range.to, range.branch ?? null, range.terminal ?? null]);
  return { fee: row?.fee ?? "0.00", tax: row?.tax ?? "0.00", ledger: row?.ledger ?? "0.00" };
}
