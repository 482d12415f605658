import { Webhook } from "standardwebhooks";
import type { components } from "./generated/api-types";

/** What a webhook of the service carries: the spec's status body, or a typed event. */
export type WebhookPayload =
  | components["schemas"]["StatusRecord"]
  | { type: "refund.pending" | "refund.succeeded" | "refund.failed"; timestamp: string; data: components["schemas"]["RefundFacts"] }
  | { type: "endpoint.disabled"; timestamp: string; data: components["schemas"]["DisabledEndpoint"] };

/**
 * Verifies a webhook as the service signs it (Standard Webhooks: HMAC-SHA256 of id.timestamp.body,
 * 5-minute tolerance) against any of `secrets` (during a rotation both are in force) and answers
 * its payload with its event type and sequence; throws when no secret verifies it. Pass the body
 * exactly as received (the raw text, not a re-serialized object).
 */
export function verifyWebhook(secrets: string[], headers: Record<string, string | undefined>, rawBody: string): { type: string; seq: number; test: boolean; payload: WebhookPayload } {
  const wanted = { "webhook-id": headers["webhook-id"] ?? "", "webhook-timestamp": headers["webhook-timestamp"] ?? "", "webhook-signature": headers["webhook-signature"] ?? "" };
  let payload: WebhookPayload | undefined;
  for (const secret of secrets) {
    try {
      payload = new Webhook(secret).verify(rawBody, wanted) as WebhookPayload;
      break;
    } catch {
      // the next secret in force
    }
  }
  if (!payload) throw new Error("webhook signature does not verify with any of the secrets given");
  return { type: headers["caja-event-type"] ?? "intent.status_changed", seq: Number(headers["caja-sequence"] ?? 0), test: headers["caja-test"] === "1", payload };
}
