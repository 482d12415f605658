import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { PaymentApi } from "../payment-api";

/**
 * A new signing secret for one endpoint (not the first one: this dashboard's receiver learns that
 * one's through rotateReceiverSecret); answers it, shown once, and until when the old one signs too.
 * Recorded (webhook_secret.rotated: the endpoint, the new secret's id, the overlap; never the secret).
 */
export async function rotateEndpointSecret(store: Store, api: PaymentApi, id: string, overlapSeconds: number, by: AuditBy) {
  const rotated = await api.rotateEndpointSecret(id, overlapSeconds);
  await recordAudit(store, {
    ...by,
    action: "webhook_secret.rotated",
    target: rotated.id,
    details: { endpoint: id, overlapHours: Math.round((overlapSeconds / 3600) * 100) / 100, previousValidUntil: rotated.previousExpire },
  });
  return rotated;
}
