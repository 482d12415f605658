import type { Db } from "../../db/store";
import { AppError } from "../../errors";
import { gatewayConfig } from "../gateway-config";
import { apiKeyRow, newApiKey } from "./create-merchant";

/** Issues another API key for a merchant (for rotation); the key is shown once, here. */
export async function issueApiKey(prisma: Db, merchantId: string): Promise<{ id: string; apiKey: string; prefix: string }> {
  const merchant = await prisma.merchant.findUnique({ where: { id: merchantId }, select: { id: true } });
  if (!merchant) throw new AppError("merchant_not_found");
  const apiKey = newApiKey(gatewayConfig().sandbox);
  const row = apiKeyRow(apiKey);
  await prisma.apiKey.create({ data: { ...row, merchantId } });
  return { id: row.id, apiKey, prefix: row.prefix };
}
