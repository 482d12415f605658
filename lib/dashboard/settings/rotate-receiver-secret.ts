import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { saveRotatedSecret } from "../webhook-secrets";

/**
 * Rotates the merchant's webhook secret at the payment service and teaches the receiver the new
 * one at once; the old one stays accepted for the same overlap during which the service signs
 * with both. Returns when the old secret stops being used. Recorded in the audit trail
 * (webhook_secret.rotated: the new secret's id and the overlap, never the secret).
 */
export async function rotateReceiverSecret(store: Store, api: PaymentApi, config: MerchantConfig, overlapSeconds: number, by: AuditBy) {
  const rotated = await api.rotateSecret(overlapSeconds);
  const until = new Date(rotated.previousExpire);
  await saveRotatedSecret(store, rotated.secret, until, config);
  await recordAudit(store, {
    ...by,
    action: "webhook_secret.rotated",
    target: rotated.id,
    details: { overlapHours: Math.round((overlapSeconds / 3600) * 100) / 100, previousValidUntil: until.toISOString() },
  });
  return { until };
}
