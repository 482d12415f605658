import { randomToken } from "../../crypto";
import { endpointDisabledSchema, payoutSchema, refundFactsSchema } from "../../contract/responses";
import { ENDPOINT_DISABLED, type WebhookEventType } from "../../contract/webhook-events";
import type { AddressPolicy } from "./address-policy";
import { classifyDeliveryError } from "./classify-delivery-error";
import { EVENT_TIME_HEADER, EVENT_TYPE_HEADER, SEQUENCE_HEADER, webhookBody } from "./deliver-event";
import { postWebhook, RESPONSE_KEEP_FOR_TESTS } from "./post-webhook";
import { signWebhook } from "./sign-webhook";

/** Marks a test event: never an intent of the merchant's, never in the delivery log or the feed. */
export const TEST_HEADER = "caja-test";

export type SampleConfig = { timeoutMs: number; addresses: AddressPolicy };

const TEST_INTENT = "qp_TEST0000000000000000";

/**
 * A sample of each type, as a real one is shaped (its intent, refund and endpoint ids are made up,
 * and say so): parsed by the contract's own schemas, so a sample cannot drift from a real event.
 */
function sample(type: WebhookEventType, at: Date, endpointId: string) {
  if (type === "intent.status_changed") return { intentId: TEST_INTENT, type, status: "qr_authorized", code: 103, data: null };
  if (type === ENDPOINT_DISABLED) {
    const failingSince = new Date(at.getTime() - 5 * 86_400_000).toISOString();
    const data = endpointDisabledSchema.parse({
      endpoint: "we_TEST0000000000000000",
      url: "https://hooks.example/caja",
      description: `a sample: another endpoint than ${endpointId} was disabled`,
      reason: `deliveries failing since ${failingSince.replace(/\.\d{3}Z$/, "Z")}`,
      disabled: at.toISOString(),
      failingSince,
    });
    return { intentId: null, type, status: null, code: null, data };
  }
  if (type.startsWith("payout.")) {
    const status = type === "payout.created" ? "pending" : type.slice("payout.".length);
    const day = at.toISOString().slice(0, 10);
    const data = payoutSchema.parse({
      payout: "po_TEST0000000000000000",
      amount: 1209.65,
      currency: "MXN",
      status,
      failure: status === "failed" ? "account_closed" : status === "canceled" ? "canceled_by_bank" : null,
      date: day,
      arrival: day,
      trackingKey: `CAJA${day.replaceAll("-", "")}TEST0000000000`,
      bank: "Banco Nacional de México",
      clabeLast4: "9013",
      created: at.toISOString(),
      updated: at.toISOString(),
    });
    return { intentId: null, type, status: null, code: null, data };
  }
  const status = type.replace("refund.", "refund_");
  const data = refundFactsSchema.parse({
    refund: "rf_TEST0000000000000000",
    intent: TEST_INTENT,
    amount: 10,
    status,
    reason: "requested_by_customer",
    failure: type === "refund.failed" ? "insufficient_funds" : null,
    refunded: type === "refund.succeeded" ? 10 : 0,
    remaining: type === "refund.succeeded" ? 139.5 : 149.5,
    created: at.toISOString(),
  });
  return { intentId: TEST_INTENT, type, status: "qr_authorized", code: 103, data };
}

/**
 * Sends one signed sample event of `type` to `url` now (the headers of a real delivery plus
 * `caja-test: 1`), signed with `secrets`, and answers what the receiver did: its HTTP status,
 * latency, headers and the first 2 KB of its answer, or why there was none (DNS, refused,
 * certificate, timeout…). Nothing is queued, retried or recorded. `endpointId` is whose sample it is.
 */
export async function sendSampleEvent(config: SampleConfig, url: string, secrets: string[], type: WebhookEventType, endpointId: string) {
  const at = new Date();
  const eventId = randomToken("evt_");
  const body = webhookBody(sample(type, at, endpointId), at);
  const timestamp = Math.floor(at.getTime() / 1000);
  const result = await postWebhook(
    url,
    {
      "content-type": "application/json",
      "user-agent": "Caja-Webhooks/1.0",
      "webhook-id": eventId,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(eventId, timestamp, body, secrets),
      // as a real one: 1 for an intent's first event, 0 for endpoint.disabled (no intent's)
      [SEQUENCE_HEADER]: type === ENDPOINT_DISABLED ? "0" : "1",
      [EVENT_TYPE_HEADER]: type,
      [EVENT_TIME_HEADER]: at.toISOString(),
      [TEST_HEADER]: "1",
    },
    body,
    { timeoutMs: config.timeoutMs, policy: config.addresses, keepBytes: RESPONSE_KEEP_FOR_TESTS },
  );
  return {
    event: eventId,
    type,
    url,
    sent: true,
    httpStatus: result.httpStatus,
    latencyMs: result.latencyMs,
    headers: result.responseHeaders,
    response: result.response,
    error: result.error,
    failure: classifyDeliveryError(result.error),
  };
}
