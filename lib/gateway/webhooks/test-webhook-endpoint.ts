import type { Store } from "../../db/store";
import { randomToken } from "../../crypto";
import type { WebhookEventType } from "../../contract/webhook-events";
import type { Merchant } from "../types";
import { activeWebhookSecrets } from "./active-webhook-secrets";
import { findWebhookEndpoint } from "./find-webhook-endpoint";
import { sendSampleEvent, type SampleConfig } from "./send-sample-event";

/**
 * Sends one signed sample event of `type` to the endpoint now (its URL, its secrets in force) and
 * answers what the receiver did (sendSampleEvent). An endpoint with no URL (the first one set to
 * none) is not sent anything: `sent: false`.
 */
export async function testWebhookEndpoint(store: Store, config: SampleConfig & { masterKey: Buffer }, merchant: Merchant, endpointId: string, type: WebhookEventType) {
  const endpoint = await findWebhookEndpoint(store, merchant, endpointId);
  if (!endpoint.url) return { event: randomToken("evt_"), type, url: null, sent: false, httpStatus: null, latencyMs: 0, headers: {}, response: null, error: "no_url", failure: null };
  const secrets = await activeWebhookSecrets(store, config.masterKey, { endpointId, merchantId: merchant.id });
  return sendSampleEvent(config, endpoint.url, secrets, type, endpointId);
}
