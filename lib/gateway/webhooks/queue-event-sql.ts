import { subscribedEndpoints } from "./notify-outbox";

/**
 * The SQL, for one CTE of an event's own statement, that queues the event for every endpoint of the
 * merchant subscribed to its type (subscribedEndpoints): one outbox row each, due at once. The
 * writers of events (the intents' statuses, refunds) put it in the statement that writes the event,
 * so the outbox row commits with it in the same round trip; the outbox's SQL stays in webhooks/.
 * Each argument is an SQL expression over `from` (a parameter, a column of a CTE).
 */
export function queueEventSql(event: { id: string; merchantId: string; intentId: string; seq: string; at: string; type: string; from: string }): string {
  return `INSERT INTO webhook_outbox (event_id, endpoint_id, merchant_id, intent_id, seq, created_at, next_attempt_at)
     SELECT ${event.id}, ep.id, ${event.merchantId}, ${event.intentId}, ${event.seq}, ${event.at}, ${event.at}
     FROM ${event.from} ${subscribedEndpoints(event.merchantId, event.type)}`;
}
