/**
 * The event row of a merchant's own event (endpoint.disabled: no intent, no status, its facts in
 * `data`), as the body of a CTE in lib/gateway/webhooks' statement that disables the endpoint,
 * records the event and queues its deliveries at once (one round trip). The event table is this
 * module's; each argument is an SQL expression of the caller's statement, `from` the CTE of the
 * endpoint(s) the event is about (with their merchant_id). Answers the events' merchant_id.
 */
export function endpointEventRowSql(p: { eventId: string; type: string; data: string; from: string }): string {
  return `INSERT INTO intent_status_event (id, intent_id, merchant_id, seq, status, code, type, data, created_at)
     SELECT ${p.eventId}, NULL, merchant_id, 0, NULL, NULL, ${p.type}, ${p.data},
       now()
     FROM ${p.from}
     RETURNING merchant_id`;
}
