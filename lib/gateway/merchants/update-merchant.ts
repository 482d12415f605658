import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { primaryEndpointId } from "../webhooks/primary-endpoint-id";

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
  const endpoint = await store.prisma.webhookEndpoint.update({
    where: { id: primaryEndpointId(merchantId) },
    data: input.webhookUrl !== undefined ? { url: input.webhookUrl, disabledAt: null, disabledWhy: null, failingSince: null, updatedAt: new Date() } : {},
    select: { url: true, disabledAt: true },
  });
  return { id: merchant.id, name: merchant.name, webhookUrl: endpoint.url, webhookDisabledAt: endpoint.disabledAt, createdAt: merchant.createdAt };
}
