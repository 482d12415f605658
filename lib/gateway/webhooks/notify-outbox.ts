/**
 * The channel on which committed outbox rows are announced (NOTIFY inside the writing statement,
 * delivered only on commit) to every dispatcher listening on the database: the in-process one on
 * PGlite, every instance's on PostgreSQL. A delivery starts within milliseconds of the change.
 */
export const OUTBOX_CHANNEL = "caja_outbox";

/** The type of an intent's status change, as webhooks and endpoint filters name it. */
export const STATUS_EVENT_TYPE = "intent.status_changed";

/**
 * The SQL that joins an event to the endpoints that receive it: the merchant's endpoints whose
 * `events` name its type or "*" (enabled or not: a disabled endpoint's events wait for it). Each
 * writer of an event inserts one outbox row per endpoint this joins, in the event's statement.
 */
export function subscribedEndpoints(merchantIdSql: string, typeSql: string): string {
  return `JOIN webhook_endpoint ep ON ep.merchant_id = ${merchantIdSql} AND ep.events && ARRAY['*', ${typeSql}]::text[]`;
}
