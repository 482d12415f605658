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
  /** intent.status_changed, or refund.* */
  type: string;
  /** refund.*: the refund as the event tells it */
  data: Record<string, unknown> | null;
};

// claim_due_webhook_events: prisma/migrations/20261122120000_webhook_claim_function (a function so
// that the plan cannot depend on table statistics; see the comment there).
const CLAIM = statement("gw_claim_due_events", "SELECT * FROM claim_due_webhook_events($1::int, $2::float8)");

/**
 * Claims up to `limit` events due for delivery, with a lease of `leaseSeconds`, in one statement:
 * pending, due, not leased by another dispatcher, merchant endpoint enabled, and no earlier event
 * of the same intent still pending (per-intent order). FOR UPDATE SKIP LOCKED lets several
 * dispatchers claim side by side without waiting or claiming the same row. The work per claim is
 * proportional to the batch plus the rows it steps over (in flight, or waiting behind an earlier
 * event of their intent), not to the backlog: the function walks the outbox index in order.
 */
export async function claimDueEvents(exec: Executor, limit: number, leaseSeconds: number): Promise<DueEvent[]> {
  return exec<DueEvent>(CLAIM, [limit, leaseSeconds]);
}
