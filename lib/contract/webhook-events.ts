/**
 * The webhook event types, as plain constants (no zod: the dashboard's browser code reads them):
 * what an endpoint's `events` may name (or "*", every type), each with what it means.
 */
export const WEBHOOK_EVENT_TYPES = [
  "intent.status_changed",
  "refund.pending",
  "refund.succeeded",
  "refund.failed",
  "endpoint.disabled",
  "payout.created",
  "payout.paid",
  "payout.failed",
  "payout.canceled",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_MEANING: Record<WebhookEventType, string> = {
  "intent.status_changed": "An intent entered a status: the spec's body {intent, status, code}",
  "refund.pending": "A refund is pending (it settles later): {type, timestamp, data}",
  "refund.succeeded": "A refund succeeded: {type, timestamp, data}",
  "refund.failed": "A refund failed, nothing was given back: {type, timestamp, data}",
  "endpoint.disabled": "The service stopped delivering to another of the merchant's endpoints (it answered 410, or failed every attempt for too long): {type, timestamp, data}",
  "payout.created": "A cut-off made a payout (depósito) and sent it to the bank: {type, timestamp, data}",
  "payout.paid": "The bank credited a payout: {type, timestamp, data}",
  "payout.failed": "A payout failed; its amount is back in the balance: {type, timestamp, data}",
  "payout.canceled": "A payout was canceled; its amount is back in the balance: {type, timestamp, data}",
};

/** The payout events, in the order a payout's life tells them. */
export const PAYOUT_EVENT_TYPES = ["payout.created", "payout.paid", "payout.failed", "payout.canceled"] as const;

/** The type of the event the merchant's other endpoints receive when the service disables one. */
export const ENDPOINT_DISABLED = "endpoint.disabled";

/** Every type, for an endpoint's `events`. */
export const ALL_EVENTS = "*";

/** At most this many endpoints per merchant (Stripe's limit). */
export const WEBHOOK_ENDPOINTS_MAX = 16;

/** An endpoint's `disabledReason` when the merchant disabled it (the others are the service's: a 410, failing too long). */
export const DISABLED_BY_MERCHANT = "disabled by the merchant";
