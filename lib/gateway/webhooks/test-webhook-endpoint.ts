import type { Db } from "../../db/store";
import { randomToken } from "../../crypto";
import type { WebhookEventType } from "../../contract/webhook-events";
import type { Merchant } from "../types";
import { activeWebhookSecrets } from "./active-webhook-secrets";
import type { AddressPolicy } from "./address-policy";
import { classifyDeliveryError } from "./classify-delivery-error";
import { EVENT_TYPE_HEADER, SEQUENCE_HEADER, webhookBody } from "./deliver-event";
import { findWebhookEndpoint } from "./find-webhook-endpoint";
import { postWebhook, RESPONSE_KEEP_FOR_TESTS } from "./post-webhook";
import { signWebhook } from "./sign-webhook";

/** Marks a test event: never an intent of the merchant's, never in the delivery log or the feed. */
export const TEST_HEADER = "caja-test";

/** A sample of each type, as a real one is shaped (its intent id is made up, and says so). */
function sample(type: WebhookEventType, at: Date) {
  const intentId = "qp_TEST0000000000000000";
  if (type === "intent.status_changed") return { intentId, type, status: "qr_authorized", code: 103, data: null };
  const status = type.replace("refund.", "refund_");
  return {
    intentId,
    type,
    status: "qr_authorized",
    code: 103,
    data: {
      refund: "rf_TEST0000000000000000",
      intent: intentId,
      amount: 10,
      status,
      reason: "requested_by_customer",
      failure: type === "refund.failed" ? "insufficient_funds" : null,
      refunded: type === "refund.succeeded" ? 10 : 0,
      remaining: type === "refund.succeeded" ? 139.5 : 149.5,
      created: at.toISOString(),
    },
  };
}

/**
 * Sends one signed sample event of `type` to the endpoint now (its URL, its secrets in force, the
 * headers of a real delivery plus `caja-test: 1`) and answers what the receiver did: its HTTP
 * status, latency, headers and the first 2 KB of its answer, or why there was none (DNS, refused,
 * certificate, timeout…). Nothing is queued, retried or recorded.
 */
export async function testWebhookEndpoint(
  prisma: Db,
  config: { masterKey: Buffer; timeoutMs: number; addresses: AddressPolicy },
  merchant: Merchant,
  endpointId: string,
  type: WebhookEventType,
) {
  const endpoint = await findWebhookEndpoint(prisma, merchant, endpointId);
  const at = new Date();
  const event = sample(type, at);
  const eventId = randomToken("evt_");
  const body = webhookBody(event, at);
  if (!endpoint.url) return { event: eventId, type, url: null, sent: false, httpStatus: null, latencyMs: 0, headers: {}, response: null, error: "no_url", failure: null };
  const secrets = await activeWebhookSecrets(prisma, config.masterKey, { endpointId, merchantId: merchant.id });
  const timestamp = Math.floor(at.getTime() / 1000);
  const result = await postWebhook(
    endpoint.url,
    {
      "content-type": "application/json",
      "user-agent": "Caja-Webhooks/1.0",
      "webhook-id": eventId,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(eventId, timestamp, body, secrets),
      [SEQUENCE_HEADER]: "1",
      [EVENT_TYPE_HEADER]: type,
      [TEST_HEADER]: "1",
    },
    body,
    { timeoutMs: config.timeoutMs, policy: config.addresses, keepBytes: RESPONSE_KEEP_FOR_TESTS },
  );
  return {
    event: eventId,
    type,
    url: endpoint.url,
    sent: true,
    httpStatus: result.httpStatus,
    latencyMs: result.latencyMs,
    headers: result.responseHeaders,
    response: result.response,
    error: result.error,
    failure: classifyDeliveryError(result.error),
  };
}
