import { endpointEventRowSql } from "../intents/endpoint-event-sql";
import { OUTBOX_CHANNEL } from "../webhooks/notify-outbox";
import { queueEventSql } from "../webhooks/queue-event-sql";

/**
 * A payout as the API, the feed and the webhooks tell it, built in SQL from a row of `payout`
 * (alias `p`), so the event written in the statement that changes a payout says exactly what the
 * row holds. Amounts are JSON numbers (two decimals); dates YYYY-MM-DD; instants ISO 8601 UTC.
 */
export const PAYOUT_RECORD_SQL = `jsonb_build_object(
  'payout', p.id, 'amount', p.amount, 'currency', 'MXN', 'status', p.status, 'failure', p.failure,
  'date', to_char(p.business_date, 'YYYY-MM-DD'), 'arrival', to_char(p.arrival_date, 'YYYY-MM-DD'),
  'trackingKey', p.tracking_key, 'bank', p.bank_name, 'clabeLast4', p.clabe_last4,
  'created', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'updated', to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * The tail of a statement that changes a payout (the CTE `p` holds its row as changed): its payout.*
 * event (the merchant's own: no intent, seq 0), the event's deliveries, the announcement to the
 * dispatchers, and the payout as it now stands (`record`). Each argument is an SQL expression.
 */
export function payoutEventSql(p: { eventId: string; type: string; at: string }): string {
  return `told AS (
     ${endpointEventRowSql({ eventId: p.eventId, type: p.type, data: PAYOUT_RECORD_SQL, from: "p" })}
   ), outbox AS (
     ${queueEventSql({ id: p.eventId, merchantId: "told.merchant_id", intentId: "NULL", seq: "0", at: p.at, type: `${p.type}::text`, from: "told" })}
   )
   SELECT ${PAYOUT_RECORD_SQL} AS record FROM p, LATERAL (SELECT pg_notify('${OUTBOX_CHANNEL}', p.id)) AS announced`;
}
