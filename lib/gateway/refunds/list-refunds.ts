import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import type { PageQuery } from "../../contract/requests";
import type { RefundRecord } from "../../contract/responses";
import { isAuthorizedStatus } from "../../contract/statuses";
import { decodeTimeIdCursor, encodeTimeIdCursor } from "../time-id-cursor";
import type { Merchant } from "../types";
import type { Store } from "../../db/store";

const INTENT = statement(
  "gw_refunds_intent",
  "SELECT amount::float8 AS amount, refunded::float8 AS refunded, (amount - refunded)::float8 AS remaining, status FROM payment_intent WHERE id = $1 AND merchant_id = $2",
);

/** The intent's refunds after (created, id), oldest first. $1 intent, $2 after time, $3 after id, $4 limit + 1. */
const REFUNDS = statement(
  "gw_list_refunds",
  `SELECT id, amount::float8 AS amount, status, reason, failure, note, created_at, updated_at FROM refund
   WHERE intent_id = $1 AND (created_at, id) > ($2::timestamptz, $3::text) ORDER BY created_at, id LIMIT $4::int`,
);

type Row = { id: string; amount: number; status: RefundRecord["status"]; reason: RefundRecord["reason"]; failure: string | null; note: string | null; created_at: Date; updated_at: Date };

/**
 * GET /payment/{intent}/refunds: a page of the intent's refunds, oldest first, each as it stands
 * now, with the intent's amount, refunded total and what remains (refunded and remaining as each
 * refund's latest event told them are in the feed; here, now).
 */
export async function listRefunds(store: Store, merchant: Merchant, intentId: string, query: PageQuery) {
  const [intent] = await store.sql<{ amount: number; refunded: number; remaining: number; status: string }>(INTENT, [intentId, merchant.id]);
  if (!intent) throw new AppError("intent_not_found");
  const after = query.after ? decodeTimeIdCursor(query.after, "after", "list") : { at: "-infinity", id: "" };
  const rows = await store.sql<Row>(REFUNDS, [intentId, after.at, after.id, query.limit + 1]);
  const page = rows.slice(0, query.limit);
  return {
    intent: intentId,
    amount: intent.amount,
    refunded: intent.refunded,
    remaining: isAuthorizedStatus(intent.status) ? intent.remaining : 0,
    data: page.map(
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
    has_more: rows.length > query.limit,
    next: rows.length > query.limit ? encodeTimeIdCursor(page.at(-1)!.created_at, page.at(-1)!.id) : null,
  };
}
