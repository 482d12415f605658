import type { PrismaClient } from "../../db/generated/client";

/** Every merchant with its keys (prefixes only, never the keys). */
export async function listMerchants(prisma: PrismaClient) {
  const merchants = await prisma.merchant.findMany({
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      name: true,
      webhookUrl: true,
      webhookDisabledAt: true,
      createdAt: true,
      _count: { select: { intents: true } },
      apiKeys: { orderBy: { createdAt: "asc" }, select: { id: true, prefix: true, createdAt: true, revokedAt: true } },
    },
  });
  return merchants.map(({ _count, ...merchant }) => ({ ...merchant, intents: _count.intents }));
}
