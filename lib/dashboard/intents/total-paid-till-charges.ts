import { statusesIn } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { statement } from "../../db/statements";

/** $1 till, $2 start, $3 end, $4 the authorized statuses. */
const CHARGES = statement<{ method: string; count: number; amount: string; tips: string }>(
  "dash_paid_till_charges",
  `SELECT c.method, count(*)::int AS count, COALESCE(sum(c.amount), 0.00)::text AS amount, COALESCE(sum(c.tip), 0.00)::text AS tips
  FROM dashboard_till_charge c JOIN dashboard_intent i ON i.id = c.intent_id
  WHERE c.till_id = $1 AND c.created_at >= $2::timestamptz AND c.created_at < $3::timestamptz
    AND c.method IN ('card', 'qr') AND i.status = ANY($4::text[])
  GROUP BY c.method`,
);

/**
 * What a till charged through the payment service in [from, to) and the copy knows as paid
 * (authorized): by method (card, qr), how many, their amounts and their tips added up (exact decimals).
 */
export async function totalPaidTillCharges(store: Store, till: { tillId: string; from: string; to: string }): Promise<Array<{ method: string; count: number; amount: string; tips: string }>> {
  return store.sql(CHARGES, [till.tillId, till.from, till.to, statusesIn("authorized")]);
}
