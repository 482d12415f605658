import type { PrismaClient } from "../../db/generated/client";
import { randomToken } from "../../crypto";
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

/**
 * Records one attempt and what follows from it, in one transaction: 2xx → delivered; 410 → the
 * endpoint is disabled (the event waits for it to be re-enabled); any other failure → retried per
 * the schedule, or marked failed after the last attempt (never dropped). The merchant's run of
 * failures is tracked; past `disableAfterSeconds` the endpoint is disabled.
 */
export async function recordAttempt(prisma: PrismaClient, event: DueEvent, url: string, startedAt: Date, result: PostResult, policy: RetryPolicy) {
  const attempt = event.attempts + 1;
  const ok = result.httpStatus !== null && result.httpStatus >= 200 && result.httpStatus < 300;
  const gone = result.httpStatus === 410;
  const lastTry = attempt >= policy.schedule.length;
  const now = new Date();
  const outbox = ok
    ? { state: "delivered", attempts: attempt, completedAt: now, lockedUntil: null }
    : gone
      ? { attempts: attempt, nextAttemptAt: now, lockedUntil: null }
      : lastTry
        ? { state: "failed", attempts: attempt, completedAt: now, lockedUntil: null }
        : { attempts: attempt, nextAttemptAt: new Date(now.getTime() + nextDelaySeconds(policy, attempt, result) * 1000), lockedUntil: null };

  const merchantUpdate = ok
    ? prisma.merchant.updateMany({ where: { id: event.merchantId, webhookFailingSince: { not: null } }, data: { webhookFailingSince: null } })
    : gone
      ? prisma.merchant.update({
          where: { id: event.merchantId },
          data: { webhookDisabledAt: now, webhookDisabledWhy: "the endpoint answered 410 Gone", webhookFailingSince: null },
        })
      : prisma.$executeRaw`
          UPDATE merchant SET
            webhook_disabled_at = CASE WHEN webhook_failing_since < now() - make_interval(secs => ${policy.disableAfterSeconds}::float8)
              THEN now() ELSE webhook_disabled_at END,
            webhook_disabled_why = CASE WHEN webhook_failing_since < now() - make_interval(secs => ${policy.disableAfterSeconds}::float8)
              THEN 'deliveries failing since ' || to_char(webhook_failing_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') ELSE webhook_disabled_why END,
            webhook_failing_since = COALESCE(webhook_failing_since, now())
          WHERE id = ${event.merchantId}`;

  await prisma.$transaction([
    prisma.webhookAttempt.create({
      data: {
        id: randomToken("att_", 16),
        eventId: event.eventId,
        attempt,
        url,
        startedAt,
        latencyMs: result.latencyMs,
        httpStatus: result.httpStatus,
        error: result.error,
        response: result.response,
      },
    }),
    prisma.webhookOutbox.update({ where: { eventId: event.eventId }, data: outbox }),
    merchantUpdate,
  ]);
  return { ok, gone, failed: !ok && !gone && lastTry };
}
