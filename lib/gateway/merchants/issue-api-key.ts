import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { gatewayConfig } from "../gateway-config";
import { apiKeyRow, newApiKey } from "./create-merchant";

/** Issues another API key for a merchant (for rotation); the key is shown once, here. */
export async function issueApiKey(store: Store, merchantId: string): Promise<{ id: string; apiKey: string; prefix: string }> {
  const merchant = await store.prisma.merchant.findUnique({ where: { id: merchantId }, select: { id: true } });
  if (!merchant) throw new AppError("merchant_not_found");
  const apiKey = newApiKey(gatewayConfig().sandbox);
  const row = apiKeyRow(apiKey);
  await store.prisma.apiKey.create({ data: { ...row, merchantId } });
  return { id: row.id, apiKey, prefix: row.prefix };
}
