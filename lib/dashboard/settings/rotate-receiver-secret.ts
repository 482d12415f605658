import type { PrismaClient } from "../../db/generated/client";
import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { saveRotatedSecret } from "../webhook-secrets";

/**
 * Rotates the merchant's webhook secret at the payment service and teaches the receiver the new
 * one at once; the old one stays accepted for the same overlap during which the service signs
 * with both. Returns when the old secret stops being used.
 */
export async function rotateReceiverSecret(prisma: PrismaClient, api: PaymentApi, config: MerchantConfig, overlapSeconds: number) {
  const rotated = await api.rotateSecret(overlapSeconds);
  const until = new Date(rotated.previousExpire);
  await saveRotatedSecret(prisma, rotated.secret, until, config);
  return { until };
}
