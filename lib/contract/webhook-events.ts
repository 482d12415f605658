/**
 * The webhook event types, as plain constants (no zod: the dashboard's browser code reads them):
 * what an endpoint's `events` may name (or "*", every type), each with what it means.
 */
export const WEBHOOK_EVENT_TYPES = ["intent.status_changed", "refund.pending", "refund.succeeded", "refund.failed", "endpoint.disabled"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_MEANING: Record<WebhookEventType, string> = {
  "intent.status_changed": "An intent entered a status: the spec's body {intent, status, code}",
  "refund.pending": "A refund is pending (it settles later): {type, timestamp, data}",
  "refund.succeeded": "A refund succeeded: {type, timestamp, data}",
  "refund.failed": "A refund failed, nothing was given back: {type, timestamp, data}",
  "endpoint.disabled": "The service stopped delivering to another of the merchant's endpoints (it answered 410, or failed every attempt for too long): {type, timestamp, data}",
};

/** The type of the event the merchant's other endpoints receive when the service disables one. */
export const ENDPOINT_DISABLED = "endpoint.disabled";

/** Every type, for an endpoint's `events`. */
export const ALL_EVENTS = "*";

/** At most this many endpoints per merchant (Stripe's limit). */
export const WEBHOOK_ENDPOINTS_MAX = 16;

/** An endpoint's `disabledReason` when the merchant disabled it (the others are the service's: a 410, failing too long). */
export const DISABLED_BY_MERCHANT = "disabled by the merchant";
