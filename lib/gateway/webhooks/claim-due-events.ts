import { statement } from "../../db/statements";
import type { Store } from "../../db/store";

export type DueEvent = {
  eventId: string;
  /** the endpoint this delivery is for (one outbox row per event and endpoint) */
  endpointId: string;
  merchantId: string;
  /** null for an endpoint's event (endpoint.disabled), which is the merchant's */
  intentId: string | null;
  /** the intent's sequence number (0 for an endpoint's event) */
  seq: number;
  attempts: number;
  status: string | null;
  code: number | null;
  reason: string | null;
  webhookUrl: string | null;
  /** intent.status_changed, refund.*, or endpoint.disabled */
  type: string;
  /** refund.*: the refund as the event tells it; endpoint.disabled: the endpoint */
  data: Record<string, unknown> | null;
  /** when the service recorded the event (millisecond precision): sent in caja-event-time */
  occurredAt: Date | string;
};

// claim_due_webhook_events: prisma/migrations/20261128110000_webhook_event_time (a function so that
// the plan cannot depend on table statistics; see 20261122120000_webhook_claim_function).
const CLAIM = statement("gw_claim_due_events", "SELECT * FROM claim_due_webhook_events($1::int, $2::float8, $3::text[])");

/**
 * Claims up to `limit` deliveries due, with a lease of `leaseSeconds`, in one statement: pending,
 * due, not leased by another dispatcher, endpoint enabled and not in `full` (endpoints this
 * dispatcher already has its share of deliveries in flight to), and no earlier event of the same
 * intent still pending for the same endpoint (per-intent order, per endpoint). FOR UPDATE SKIP
 * LOCKED lets several dispatchers claim side by side without waiting or claiming the same row. The
 * work per claim is proportional to the batch plus the rows it steps over (in flight, waiting
 * behind an earlier event of their intent, or a full endpoint's), not to the backlog.
 */
export async function claimDueEvents(store: Store, limit: number, leaseSeconds: number, full: string[] = []): Promise<DueEvent[]> {
  return store.sql<DueEvent>(CLAIM, [limit, leaseSeconds, full]);
}
