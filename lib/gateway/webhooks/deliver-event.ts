import { retryWhileUnavailable } from "../../db/retry-while-unavailable";
import { statement } from "../../db/statements";
import { log } from "../../log";
import { metrics } from "../../metrics/metrics";
import type { Store } from "../../db/store";
import { activeWebhookSecrets } from "./active-webhook-secrets";
import type { AddressPolicy } from "./address-policy";
import type { DueEvent } from "./claim-due-events";
import { postWebhook } from "./post-webhook";
import { recordAttempt, type RetryPolicy } from "./record-attempt";
import { signWebhook } from "./sign-webhook";
import { STATUS_EVENT_TYPE } from "./notify-outbox";

export type DeliveryConfig = { masterKey: Buffer; timeoutMs: number; retry: RetryPolicy; addresses: AddressPolicy };

/** The headers that carry our extensions beside the Standard Webhooks ones. */
export const SEQUENCE_HEADER = "caja-sequence";
export const REASON_HEADER = "caja-status-reason";
export const EVENT_TYPE_HEADER = "caja-event-type";
export const EVENT_TIME_HEADER = "caja-event-time";

/**
 * What a webhook says: a status event, the spec's body `{intent, status, code}` exactly; a refund
 * event, the Standard Webhooks payload `{type, timestamp, data}` (data: the refund as the event
 * tells it). Both carry their type in the caja-event-type header.
 */
export function webhookBody(event: Pick<DueEvent, "intentId" | "status" | "code" | "type" | "data">, at: Date): string {
  if (event.type === STATUS_EVENT_TYPE || !event.data) return JSON.stringify({ intent: event.intentId, status: event.status, code: event.code });
  return JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: event.data });
}

/** The attempt in the metrics: its outcome, how long the receiver took, and a delivery's latency from the event. */
function countAttempt(outcome: Awaited<ReturnType<typeof recordAttempt>>, latencyMs: number): void {
  const m = metrics();
  m.deliveries.inc({ outcome: outcome.ok ? "delivered" : outcome.gone ? "gone" : outcome.failed ? "failed" : "retry" });
  if (outcome.retry) m.retries.inc();
  m.attemptDuration.observe(latencyMs / 1000);
  if (outcome.ok && outcome.sinceEventSeconds !== null) m.deliveryLatency.observe(outcome.sinceEventSeconds);
}

const SKIP = statement(
  "gw_skip_event",
  "UPDATE webhook_outbox SET state = 'skipped', completed_at = now(), locked_until = NULL WHERE event_id = $1 AND endpoint_id = $2 RETURNING event_id",
);

/**
 * Delivers one claimed event: its body (webhookBody), signed the Standard
 * Webhooks way with every secret of its endpoint in force, the per-intent sequence number in `caja-sequence` and the
 * event's time in `caja-event-time`, then
 * records the attempt. An event for the merchant's first endpoint while it has no URL is marked
 * skipped.
 *
 * The database steps around the POST wait for a database that is restarting or down (until
 * `signal` aborts; `onWaiting` hears when such a wait starts and ends): an attempt made while it
 * was away, success or not, is recorded as soon as it is back (retried every 250 ms at most),
 * instead of the event sitting leased (and the intent's later events held back) until the lease
 * runs out and it is sent again. An outage longer than the lease can still let another dispatcher
 * take the event over and send it again (at least once, as webhooks are).
 *
 * Answers whether the receiver answered at all (any HTTP status), or null when nothing was sent.
 */
export async function deliverEvent(
  store: Store,
  event: DueEvent,
  config: DeliveryConfig,
  { signal, onWaiting }: { signal?: AbortSignal; onWaiting?: (waiting: boolean) => void } = {},
): Promise<{ answered: boolean | null }> {
  const patiently = async <T,>(step: string, task: () => Promise<T>) => {
    let waiting = false;
    try {
      return await retryWhileUnavailable(task, {
        signal,
        maxMs: 250,
        onRetry: (attempts, error) => {
          if (attempts > 1) return;
          waiting = true;
          onWaiting?.(true);
          log.warn("webhook.waiting_for_database", { eventId: event.eventId, endpoint: event.endpointId, step, error: (error as Error).message });
        },
      });
    } finally {
      if (waiting) onWaiting?.(false);
    }
  };
  if (!event.webhookUrl) {
    await patiently("skip", () => store.sql(SKIP, [event.eventId, event.endpointId]));
    metrics().deliveries.inc({ outcome: "skipped" });
    return { answered: null };
  }
  const secrets = await patiently("secrets", () => activeWebhookSecrets(store, config.masterKey, event));
  const startedAt = new Date();
  const timestamp = Math.floor(startedAt.getTime() / 1000);
  const body = webhookBody(event, startedAt);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "Caja-Webhooks/1.0",
    "webhook-id": event.eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(event.eventId, timestamp, body, secrets),
    [SEQUENCE_HEADER]: String(event.seq),
    [EVENT_TYPE_HEADER]: event.type,
    [EVENT_TIME_HEADER]: new Date(event.occurredAt).toISOString(),
  };
  if (event.reason) headers[REASON_HEADER] = event.reason;
  const result = await postWebhook(event.webhookUrl, headers, body, { timeoutMs: config.timeoutMs, policy: config.addresses });
  const outcome = await patiently("record", () => recordAttempt(store, event, event.webhookUrl!, startedAt, result, config.retry));
  countAttempt(outcome, result.latencyMs);
  if (!outcome.ok) {
    log.warn("webhook.attempt_failed", {
      eventId: event.eventId,
      endpoint: event.endpointId,
      intent: event.intentId,
      attempt: event.attempts + 1,
      httpStatus: result.httpStatus,
      error: result.error,
      ...(outcome.failed ? { gaveUp: true } : {}),
      ...(outcome.gone ? { endpointDisabled: true } : {}),
    });
  }
  return { answered: result.httpStatus !== null };
}
