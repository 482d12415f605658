import { statement } from "../../db/statements";
import type { Executor } from "../types";

export type DueEvent = {
  eventId: string;
  merchantId: string;
  intentId: string;
  seq: number;
  attempts: number;
  status: string;
  code: number;
  reason: string | null;
  webhookUrl: string | null;
};

const CLAIM = statement(
  "gw_claim_due_events",
  `WITH due AS (
     SELECT o.event_id FROM webhook_outbox o
     JOIN merchant m ON m.id = o.merchant_id
     WHERE o.state = 'pending' AND o.next_attempt_at <= now()
       AND (o.locked_until IS NULL OR o.locked_until < now())
       AND m.webhook_disabled_at IS NULL
       AND NOT EXISTS (
         SELECT 1 FROM webhook_outbox p WHERE p.intent_id = o.intent_id AND p.seq < o.seq AND p.state = 'pending'
       )
     ORDER BY o.next_attempt_at, o.seq
     LIMIT $1::int
     FOR UPDATE OF o SKIP LOCKED
   )
   UPDATE webhook_outbox w SET locked_until = now() + make_interval(secs => $2::float8)
   FROM due, intent_status_event e, merchant m
   WHERE w.event_id = due.event_id AND e.id = w.event_id AND m.id = w.merchant_id
   RETURNING w.event_id AS "eventId", w.merchant_id AS "merchantId", w.intent_id AS "intentId", w.seq, w.attempts,
     e.status, e.code, e.reason, m.webhook_url AS "webhookUrl"`,
);

/**
 * Claims up to `limit` events due for delivery, with a lease of `leaseSeconds`, in one statement:
 * pending, due, not leased by another dispatcher, merchant endpoint enabled, and no earlier event
 * of the same intent still pending (per-intent order). FOR UPDATE SKIP LOCKED lets several
 * dispatchers claim side by side without waiting or claiming the same row.
 */
export async function claimDueEvents(exec: Executor, limit: number, leaseSeconds: number): Promise<DueEvent[]> {
  return exec<DueEvent>(CLAIM, [limit, leaseSeconds]);
}
