import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { PaymentApi } from "../payment-api";

/** Asks the payment service to deliver one webhook event again; recorded in the audit trail (webhook.redelivered). */
export async function redeliverWebhook(store: Store, api: PaymentApi, event: string, by: AuditBy) {
  await api.redeliver(event);
  await recordAudit(store, { ...by, action: "webhook.redelivered", target: event });
}
