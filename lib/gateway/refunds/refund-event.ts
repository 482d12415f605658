import type { RefundRecord } from "../../contract/responses";
import { refundEventRowSql } from "../intents/refund-sql";
import { OUTBOX_CHANNEL } from "../webhooks/notify-outbox";
import { queueEventSql } from "../webhooks/queue-event-sql";

/**
 * The SQL both refund changes share, after a CTE `moved` that answers the intent's row as the change
 * left it (id, merchant_id, seq, status, code, amount, refunded) and a CTE `changed` that answers
 * the refund's (id, amount, status, reason, failure, created_at, note, updated_at): the event as the
 * webhook and the feed tell it, the event row (type refund.*, the intent's status unchanged), its
 * outbox rows (one per endpoint that receives its type), and the announcement to the dispatchers. $E1 the event id, $E2 its type, $E3 the time.
 */
export function refundEventSql(eventId: string, type: string, at: string): string {
  return `told AS (
     SELECT m.id, m.merchant_id, m.seq, m.status, m.code, c.id AS refund_id, c.note, c.updated_at,
       jsonb_build_object('refund', c.id, 'intent', m.id, 'amount', c.amount, 'status', c.status, 'reason', c.reason,
         'failure', c.failure, 'refunded', m.refunded, 'remaining', m.amount - m.refunded,
         'created', to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS data
     FROM moved m, changed c
   ), event AS (
     ${refundEventRowSql(eventId, type, at)}
   ), outbox AS (
     ${queueEventSql({ id: eventId, merchantId: "told.merchant_id", intentId: "told.id", seq: "told.seq", at, type: `${type}::text`, from: "told" })}
   )
   SELECT told.data, told.note, told.updated_at FROM told, LATERAL (SELECT pg_notify('${OUTBOX_CHANNEL}', told.id)) AS announced`;
}

export type RefundEventRow = { data: Record<string, unknown>; note: string | null; updated_at: Date };

/** The operations' answer: the event's facts, the note, when it last changed. */
export function toRefundRecord(row: RefundEventRow): RefundRecord {
  return { ...(row.data as Omit<RefundRecord, "note" | "updated">), note: row.note, updated: row.updated_at.toISOString() };
}
