import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { PaymentApi } from "../payment-api";

/** Deletes a webhook endpoint (with its secrets, queue and log) at the payment service; recorded (webhook_endpoint.deleted). */
export async function removeEndpoint(store: Store, api: PaymentApi, id: string, by: AuditBy) {
  await api.deleteEndpoint(id);
  await recordAudit(store, { ...by, action: "webhook_endpoint.deleted", target: id });
}
