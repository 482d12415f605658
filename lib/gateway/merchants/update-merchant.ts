import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { setPrimaryWebhookUrl } from "../webhooks/set-primary-webhook-url";

/**
 * Changes a merchant's name or its first webhook endpoint's URL (null removes it). Setting a URL
 * re-enables that endpoint.
 */
export async function updateMerchant(store: Store, merchantId: string, input: { name?: string; webhookUrl?: string | null }) {
  const exists = await store.prisma.merchant.findUnique({ where: { id: merchantId }, select: { id: true } });
  if (!exists) throw new AppError("merchant_not_found");
  const merchant = await store.prisma.merchant.update({
    where: { id: merchantId },
    data: input.name !== undefined ? { name: input.name } : {},
    select: { id: true, name: true, createdAt: true },
  });
  const endpoint = await setPrimaryWebhookUrl(store, merchantId, input.webhookUrl);
  return { id: merchant.id, name: merchant.name, webhookUrl: endpoint.url, webhookDisabledAt: endpoint.disabledAt, createdAt: merchant.createdAt };
}
