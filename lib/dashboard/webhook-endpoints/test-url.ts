import type { WebhookEventType } from "../../contract/webhook-events";
import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { PaymentApi } from "../payment-api";
import { auditUrl } from "./audit-url";

/**
 * Has the payment service send a signed sample to a URL that is no endpoint yet (a check before
 * saving it); answers the receiver's answer and the secret made for the test. Recorded
 * (webhook_endpoint.tested: the URL without its query, the type and the outcome; never the secret).
 */
export async function testUrl(store: Store, api: PaymentApi, url: string, type: WebhookEventType, by: AuditBy) {
  const result = await api.testUrl(url, type);
  await recordAudit(store, { ...by, action: "webhook_endpoint.tested", target: auditUrl(url), details: { type, httpStatus: result.httpStatus, failure: result.failure } });
  return result;
}
