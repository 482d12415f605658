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
     WHERE o.state = 'pending' AND o.next_attempt_at <= now()
       AND (o.locked_until IS NULL OR o.locked_until < now())
       AND o.merchant_id NOT IN (SELECT id FROM merchant WHERE webhook_disabled_at IS NOT NULL)
       AND NOT EXISTS (
         SELECT 1 FROM webhook_outbox p WHERE p.intent_id = o.intent_id AND p.seq < o.seq AND p.state = 'pending'
       )
     ORDER BY o.next_attempt_at
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
 *
 * The shape is chosen so that the plan walks the (state, next_attempt_at) index in order and stops
 * after `limit` claimable rows, whatever the backlog: ordering by the index alone (per-intent order
 * comes from the NOT EXISTS, not from the sort) and filtering disabled merchants with a hashed
 * NOT IN rather than a join (an unanalyzed merchant table made the planner fetch, check and sort
 * every pending row: 65 ms per claim at a 26 000-event backlog, and delivery collapsed as the
 * backlog grew; this form takes 2 ms there, EXPLAIN ANALYZE on PostgreSQL 15).
 */
export async function claimDueEvents(exec: Executor, limit: number, leaseSeconds: number): Promise<DueEvent[]> {
  return exec<DueEvent>(CLAIM, [limit, leaseSeconds]);
}
