import type { Db } from "../../db/store";
import { AppError } from "../../errors";

/** Changes a merchant's name or webhook URL (null removes it). Setting a URL re-enables deliveries. */
export async function updateMerchant(prisma: Db, merchantId: string, input: { name?: string; webhookUrl?: string | null }) {
  const exists = await prisma.merchant.findUnique({ where: { id: merchantId }, select: { id: true } });
  if (!exists) throw new AppError("merchant_not_found");
  return prisma.merchant.update({
    where: { id: merchantId },
    data: {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.webhookUrl !== undefined ? { webhookUrl: input.webhookUrl, webhookDisabledAt: null, webhookDisabledWhy: null } : {}),
    },
    select: { id: true, name: true, webhookUrl: true, webhookDisabledAt: true, createdAt: true },
  });
}
