import { isIntentId } from "../../contract/ids";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { CASH_ID_PREFIX, CASH_SALE_ID } from "../cash-sale";
import { valueSaleLines, type SaleLineValue } from "./sale-line-schema";

/**
 * What the refunds by line read of a sale (the refund forms, the reservation of lines): its valued
 * lines and what each has been given back so far. Shared pieces, like ./sales-sql.ts: the verbs are
 * ./read-sale-lines.ts and ./reserve-refund-lines.ts.
 */

/**
 * How long a reservation of lines (a refund by line on its way to the payment service, refund_id
 * `rq_` and the form's attempt: lib/dashboard/intents/reserve-refund-lines.ts) counts while the
 * service has not answered. One the dashboard never settled (the process stopped mid-call, the
 * service did not answer) stops counting after this, and its lines can be refunded again: the
 * service's own guard still caps the money at what remains of the payment.
 */
export const RESERVATION_TTL = "15 minutes";

/** A reservation's refund id: `rq_` and the form's attempt. */
export const reservationId = (attempt: string) => `rq_${attempt}`;

/** The sale's stored items ($1 an intent id, or null; $2 a cash sale's attempt, or null): the copy's, else the till's. */
const SALE_ITEMS = statement<{ items: unknown }>(
  "dash_sale_lines_items",
  `SELECT COALESCE(i.items, c.items) AS items FROM dashboard_intent i LEFT JOIN dashboard_till_charge c ON c.intent_id = i.id WHERE i.id = $1
   UNION ALL
   SELECT c.items FROM dashboard_till_charge c WHERE c.attempt = $2 AND c.method = 'cash'`,
);

/**
 * What each line of the sale has been given back so far: the refund lines of its refunds that did
 * not fail (a refund the copy does not know yet counts: its refund was asked for), and the
 * reservations still in time, but not those of refund id $3 (the caller's own reservation).
 */
const REFUNDED = statement<{ line: number; quantity: string; amount: string }>(
  "dash_sale_lines_refunded",
  `SELECT rl.line, sum(rl.quantity)::text AS quantity, sum(rl.amount)::text AS amount
   FROM dashboard_refund_line rl LEFT JOIN dashboard_refund r ON r.id = rl.refund_id
   WHERE (rl.intent_id = $1 OR rl.sale_attempt = $2) AND r.status IS DISTINCT FROM 'refund_failed' AND rl.refund_id <> $3
     AND NOT (starts_with(rl.refund_id, 'rq_') AND rl.created_at < now() - $4::interval)
   GROUP BY rl.line`,
);

/** The sale's two keys as the tables name it: an intent id, or a cash sale's till attempt. */
export function saleKeys(sale: string): { intentId: string | null; attempt: string | null } | null {
  if (CASH_SALE_ID.test(sale)) return { intentId: null, attempt: sale.slice(CASH_ID_PREFIX.length) };
  if (isIntentId(sale)) return { intentId: sale, attempt: null };
  return null;
}

/** The valued lines of a sale and what each has been given back, in thousandths and cents (for the reservation's arithmetic). */
export async function readSaleLineValues(
  store: Store,
  sale: string,
  options: { except?: string } = {},
): Promise<{ keys: { intentId: string | null; attempt: string | null }; lines: Array<SaleLineValue & { refunded: bigint; refundedCents: bigint }> } | null> {
  const keys = saleKeys(sale);
  if (!keys) return null;
  const found = await store.sql(SALE_ITEMS, [keys.intentId, keys.attempt]);
  if (found.length === 0) return null;
  const refunded = new Map((await store.sql(REFUNDED, [keys.intentId, keys.attempt, options.except ?? "", RESERVATION_TTL])).map((row) => [row.line, row]));
  const lines = valueSaleLines(found[0]!.items).map((line) => {
    const done = refunded.get(line.line);
    return { ...line, refunded: done ? thousandths(done.quantity) : 0n, refundedCents: done ? thousandths(done.amount) / 10n : 0n };
  });
  return { keys, lines };
}

/** A non-negative numeric's text with at most three decimals, in thousandths. */
function thousandths(value: string): bigint {
  const [whole = "0", fraction = ""] = value.split(".");
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, "0").slice(0, 3));
}
