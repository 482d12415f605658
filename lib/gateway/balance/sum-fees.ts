import { statement } from "../../db/statements";
import type { Store } from "../../db/store";

/**
 * Caja's fees and their IVA on the payments created in the range (of its branch/terminal): the
 * ledger's fee and fee_tax rows of those payments, negative (they take from the merchant's money).
 * $1 merchant, $2 from, $3 to, $4 branch or null, $5 terminal or null.
 */
const FEES = statement<{ fee: string; tax: string }>(
  "gw_totals_fees",
  `SELECT COALESCE(sum(b.amount) FILTER (WHERE b.type = 'fee'), 0.00)::text AS fee,
          COALESCE(sum(b.amount) FILTER (WHERE b.type = 'fee_tax'), 0.00)::text AS tax
   FROM payment_intent i JOIN balance_transaction b ON b.intent_id = i.id AND b.type IN ('fee', 'fee_tax')
   WHERE i.merchant_id = $1 AND i.created_at >= $2::timestamptz AND i.created_at < $3::timestamptz
     AND ($4::text IS NULL OR i.branch = $4::text) AND ($5::text IS NULL OR i.terminal = $5::text)`,
);

/** GET /payment/totals' fees: the range's payments' fees and the IVA on them, as exact decimal text ("-35.00"). */
export async function sumFees(store: Store, merchantId: string, range: { from: string; to: string; branch?: string; terminal?: string }): Promise<{ fee: string; tax: string }> {
  const [row] = await store.sql(FEES, [merchantId, range.from, range.to, range.branch ?? null, range.terminal ?? null]);
  return { fee: row?.fee ?? "0.00", tax: row?.tax ?? "0.00" };
}
