import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import type { DueEvent } from "./claim-due-events";
import type { PostResult } from "./post-webhook";
import { ENDPOINT_DISABLED } from "../../contract/webhook-events";
import { OUTBOX_CHANNEL, subscribedEndpoints } from "./notify-outbox";
import { endpointEventRowSql } from "../intents/endpoint-event-sql";

export type RetryPolicy = { schedule: number[]; disableAfterSeconds: number };

/** The delay before the next attempt: the schedule's next step with ±10% jitter, or Retry-After for 429/503. */
export function nextDelaySeconds(policy: RetryPolicy, attemptsMade: number, result: Pick<PostResult, "httpStatus" | "retryAfterSeconds">): number {
  const step = policy.schedule[attemptsMade] ?? 0;
  if ((result.httpStatus === 429 || result.httpStatus === 503) && result.retryAfterSeconds !== null) {
    return Math.min(Math.max(result.retryAfterSeconds, 0.1), 86_400);
  }
  return step * (0.9 + Math.random() * 0.2);
}

const RECORD = statement(
  "gw_record_attempt",
  `WITH attempt AS (
     INSERT INTO webhook_attempt (id, event_id, endpoint_id, attempt, url, started_at, latency_ms, http_status, error, response)
     VALUES ($1, $2, $13, $3::int, $4, $5::timestamptz, $6::int, $7::int, $8::text, $9::text)
   ), outbox AS (
     UPDATE webhook_outbox SET state = $10, attempts = $3::int, next_attempt_at = COALESCE($11::timestamptz, next_attempt_at),
       completed_at = $12::timestamptz, locked_until = NULL
     -- A failure recorded late (the database was down when it happened) never undoes a delivery
     -- that another dispatcher recorded meanwhile; a success always lands.
     WHERE event_id = $2 AND endpoint_id = $13 AND (state = 'pending' OR $14::boolean)
     RETURNING event_id, created_at
   ), endpoint AS (
     UPDATE webhook_endpoint SET
       failing_since = CASE WHEN $14::boolean OR $15::boolean THEN NULL ELSE COALESCE(failing_since, now()) END,
       -- an endpoint already disabled keeps when and why (a delivery in flight may record after it)
       disabled_at = CASE
         WHEN disabled_at IS NOT NULL THEN disabled_at
         WHEN $15::boolean THEN now()
         WHEN NOT $14::boolean AND failing_since < now() - make_interval(secs => $16::float8) THEN now()
         ELSE disabled_at END,
       disabled_why = CASE
         WHEN disabled_at IS NOT NULL THEN disabled_why
         WHEN $15::boolean THEN 'the endpoint answered 410 Gone'
         WHEN NOT $14::boolean AND failing_since < now() - make_interval(secs => $16::float8)
           THEN 'deliveries failing since ' || to_char(failing_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
         ELSE disabled_why END
     WHERE id = $13 AND (NOT $14::boolean OR failing_since IS NOT NULL) AND EXISTS (SELECT 1 FROM outbox)
     RETURNING id, merchant_id, url, description, disabled_at, disabled_why, failing_since
   ), stopped AS (
     -- disabled by this attempt, not before (disabled_at is kept once set; stored to the millisecond)
     SELECT * FROM endpoint WHERE disabled_at = now()::timestamptz(3)
   ), told AS (
    ${endpointEventRowSql({ eventId: "$17", type: `'${ENDPOINT_DISABLED}'`, data: `jsonb_build_object(
         'endpoint', id,
         'url', regexp_replace(regexp_replace(url, '^([a-z]+://)[^/@]*@', '\\1'), '[?#].*$', ''),
         'description', description,
         'reason', disabled_why,
         'disabled', to_char(disabled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'failingSince', to_char(failing_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`, from: "stopped" })}
   ), queued AS (
     INSERT INTO webhook_outbox (event_id, endpoint_id, merchant_id, intent_id, seq, created_at, next_attempt_at)
     SELECT $17, ep.id, told.merchant_id, NULL, 0, now(), now()
     FROM told JOIN stopped ON true ${subscribedEndpoints("told.merchant_id", `'${ENDPOINT_DISABLED}'::text`)} AND ep.id <> stopped.id
     RETURNING event_id
   )
   SELECT (SELECT count(*)::int FROM stopped) AS stopped, (SELECT count(*)::int FROM queued) AS told,
     (SELECT EXTRACT(EPOCH FROM clock_timestamp() - created_at)::float8 FROM outbox) AS "sinceEvent",
     (SELECT pg_notify('${OUTBOX_CHANNEL}', 'endpoint') FROM queued LIMIT 1) AS announced`,
);

/**
 * Records one attempt and what follows from it, in ONE statement: 2xx → delivered; 410 → the
 * endpoint is disabled (the event waits for it to be re-enabled); any other failure → retried per
 * the schedule, or marked failed after the last attempt (never dropped). The endpoint's run of
 * failures is tracked (its row is written only when that changes); past `disableAfterSeconds` the
 * endpoint is disabled. When this attempt disables it (a 410, or failing too long), the merchant's
 * other endpoints that receive `endpoint.disabled` are told, by an event written in the same
 * statement (no intent, seq 0; its URL without credentials or query).
 */
export async function recordAttempt(store: Store, event: DueEvent, url: string, startedAt: Date, result: PostResult, policy: RetryPolicy) {
  const attempt = event.attempts + 1;
  const ok = result.httpStatus !== null && result.httpStatus >= 200 && result.httpStatus < 300;
  const gone = result.httpStatus === 410;
  const lastTry = attempt >= policy.schedule.length;
  const now = new Date();
  const state = ok ? "delivered" : !gone && lastTry ? "failed" : "pending";
  const nextAttemptAt = ok || (!gone && lastTry) ? null : gone ? now : new Date(now.getTime() + nextDelaySeconds(policy, attempt, result) * 1000);
  const completedAt = state === "pending" ? null : now;
  const [row] = await store.sql<{ sinceEvent: number | null }>(RECORD, [
    randomToken("att_", 16),
    event.eventId,
    attempt,
    url,
    startedAt,
    result.latencyMs,
    result.httpStatus,
    result.error,
    result.response,
    state,
    nextAttemptAt,
    completedAt,
    event.endpointId,
    ok,
    gone,
    policy.disableAfterSeconds,
    randomToken("evt_"),
  ]);
  // seconds from the event (its outbox row, written with the status change) to this answer; null
  // when another dispatcher had already recorded the delivery
  return { ok, gone, failed: state === "failed", retry: state === "pending" && !gone, sinceEventSeconds: row?.sinceEvent ?? null };
}
