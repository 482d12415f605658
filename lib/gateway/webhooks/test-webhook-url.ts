import { randomBytes } from "node:crypto";
import type { WebhookEventType } from "../../contract/webhook-events";
import { sendSampleEvent, type SampleConfig } from "./send-sample-event";

/**
 * POST /webhook-tests: a signed sample event of `type` sent now to a URL that is no endpoint yet
 * (a check before saving it), signed with a secret made for this one test and answered with it,
 * so the receiver's verification can be tried too. Nothing is kept.
 */
export async function testWebhookUrl(config: SampleConfig, url: string, type: WebhookEventType) {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  return { ...(await sendSampleEvent(config, url, [secret], type, "we_TEST0000000000000000")), secret };
}
