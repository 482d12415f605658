import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Executor } from "../types";
import type { DueEvent } from "./claim-due-events";
import type { PostResult } from "./post-webhook";

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
     RETURNING event_id
   )
   UPDATE webhook_endpoint SET
     failing_since = CASE WHEN $14::boolean OR $15::boolean THEN NULL ELSE COALESCE(failing_since, now()) END,
     disabled_at = CASE
       WHEN $15::boolean THEN now()
       WHEN NOT $14::boolean AND failing_since < now() - make_interval(secs => $16::float8) THEN now()
       ELSE disabled_at END,
     disabled_why = CASE
       WHEN $15::boolean THEN 'the endpoint answered 410 Gone'
       WHEN NOT $14::boolean AND failing_since < now() - make_interval(secs => $16::float8)
         THEN 'deliveries failing since ' || to_char(failing_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
       ELSE disabled_why END
   WHERE id = $13 AND (NOT $14::boolean OR failing_since IS NOT NULL) AND EXISTS (SELECT 1 FROM outbox)
   RETURNING id`,
);

/**
 * Records one attempt and what follows from it, in ONE statement: 2xx → delivered; 410 → the
 * endpoint is disabled (the event waits for it to be re-enabled); any other failure → retried per
 * the schedule, or marked failed after the last attempt (never dropped). The endpoint's run of
 * failures is tracked (its row is written only when that changes); past `disableAfterSeconds` the
 * endpoint is disabled.
 */
export async function recordAttempt(exec: Executor, event: DueEvent, url: string, startedAt: Date, result: PostResult, policy: RetryPolicy) {
  const attempt = event.attempts + 1;
  const ok = result.httpStatus !== null && result.httpStatus >= 200 && result.httpStatus < 300;
  const gone = result.httpStatus === 410;
  const lastTry = attempt >= policy.schedule.length;
  const now = new Date();
  const state = ok ? "delivered" : !gone && lastTry ? "failed" : "pending";
  const nextAttemptAt = ok || (!gone && lastTry) ? null : gone ? now : new Date(now.getTime() + nextDelaySeconds(policy, attempt, result) * 1000);
  const completedAt = state === "pending" ? null : now;
  await exec(RECORD, [
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
  ]);
  return { ok, gone, failed: state === "failed" };
}
