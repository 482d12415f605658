import type { Db } from "../../db/store";

/** Every merchant with its keys (prefixes only, never the keys). */
export async function listMerchants(prisma: Db) {
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
