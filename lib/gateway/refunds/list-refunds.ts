import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import type { RefundRecord } from "../../contract/responses";
import { isAuthorizedStatus } from "../../contract/statuses";
import type { Executor, Merchant } from "../types";

const INTENT = statement(
  "gw_refunds_intent",
  "SELECT amount::float8 AS amount, refunded::float8 AS refunded, (amount - refunded)::float8 AS remaining, status FROM payment_intent WHERE id = $1 AND merchant_id = $2",
);

const REFUNDS = statement(
  "gw_list_refunds",
  `SELECT id, amount::float8 AS amount, status, reason, failure, note, created_at, updated_at FROM refund
   WHERE intent_id = $1 ORDER BY created_at, id`,
);

type Row = { id: string; amount: number; status: RefundRecord["status"]; reason: RefundRecord["reason"]; failure: string | null; note: string | null; created_at: Date; updated_at: Date };

/**
 * GET /payment/{intent}/refunds: the intent's refunds, oldest first, each as it stands now, with
 * the intent's amount, refunded total and what remains (refunded and remaining as each refund's
 * latest event told them are in the feed; here, now).
 */
export async function listRefunds(exec: Executor, merchant: Merchant, intentId: string) {
  const [intent] = await exec<{ amount: number; refunded: number; remaining: number; status: string }>(INTENT, [intentId, merchant.id]);
  if (!intent) throw new AppError("intent_not_found");
  const rows = await exec<Row>(REFUNDS, [intentId]);
  return {
    intent: intentId,
    amount: intent.amount,
    refunded: intent.refunded,
    remaining: isAuthorizedStatus(intent.status) ? intent.remaining : 0,
    data: rows.map(
      (row): RefundRecord => ({
        refund: row.id,
        intent: intentId,
        amount: row.amount,
        status: row.status,
        reason: row.reason,
        failure: row.failure,
        refunded: intent.refunded,
        remaining: intent.remaining,
        created: row.created_at.toISOString(),
        note: row.note,
        updated: row.updated_at.toISOString(),
      }),
    ),
  };
}
