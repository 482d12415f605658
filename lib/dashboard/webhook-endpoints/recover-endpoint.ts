import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { PaymentApi } from "../payment-api";

/**
 * Sends again every event since `since` that the endpoint did not receive (in order per intent);
 * answers how many were queued. Recorded (webhook_endpoint.recovered: the window and the count).
 */
export async function recoverEndpoint(store: Store, api: PaymentApi, id: string, since: Date, by: AuditBy) {
  const recovered = await api.recoverEndpoint(id, since);
  await recordAudit(store, { ...by, action: "webhook_endpoint.recovered", target: id, details: { since: recovered.since, queued: recovered.queued } });
  return recovered;
}
