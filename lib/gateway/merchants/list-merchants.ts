import type { Db } from "../../db/store";

/** Every merchant with its keys (prefixes only, never the keys). */
export async function listMerchants(prisma: Db) {
  const merchants = await prisma.merchant.findMany({
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      name: true,
      createdAt: true,
      webhookEndpoints: { where: { primary: true }, select: { url: true, disabledAt: true } },
      _count: { select: { intents: true } },
      apiKeys: { orderBy: { createdAt: "asc" }, select: { id: true, prefix: true, createdAt: true, revokedAt: true } },
    },
  });
  return merchants.map(({ _count, webhookEndpoints: [first], ...merchant }) => ({
    ...merchant,
    // the first endpoint's, as before there were several
    webhookUrl: first?.url ?? null,
    webhookDisabledAt: first?.disabledAt ?? null,
    intents: _count.intents,
  }));
}
