import type { WebhookEventType } from "../../contract/webhook-events";
import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { PaymentApi } from "../payment-api";

/**
 * Has the payment service send a signed sample event of `type` to the endpoint now, and answers what
 * the receiver did (status, latency, headers, the first 2 KB, or why there was no answer). Recorded
 * (webhook_endpoint.tested: the type and the outcome).
 */
export async function testEndpoint(store: Store, api: PaymentApi, id: string, type: WebhookEventType, by: AuditBy) {
  const result = await api.testEndpoint(id, type);
  await recordAudit(store, { ...by, action: "webhook_endpoint.tested", target: id, details: { type, httpStatus: result.httpStatus, failure: result.failure } });
  return result;
}
