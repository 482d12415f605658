import type { Db } from "../../db/store";
import type { Merchant } from "../types";

/** The merchant's webhook endpoint: URL, whether deliveries are enabled or why not, secrets in force, backlog. */
export async function getWebhookEndpoint(prisma: Db, merchant: Merchant) {
  const [row, secrets, backlog] = await Promise.all([
    prisma.merchant.findUniqueOrThrow({
      where: { id: merchant.id },
      select: { webhookUrl: true, webhookDisabledAt: true, webhookDisabledWhy: true, webhookFailingSince: true },
    }),
    prisma.webhookSecret.findMany({
      where: { merchantId: merchant.id, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
      orderBy: { createdAt: "desc" },
      select: { id: true, createdAt: true, expiresAt: true },
    }),
    prisma.webhookOutbox.groupBy({ by: ["state"], where: { merchantId: merchant.id, state: { in: ["pending", "failed"] } }, _count: true }),
  ]);
  const count = (state: string) => backlog.find((b) => b.state === state)?._count ?? 0;
  return {
    url: row.webhookUrl,
    enabled: row.webhookDisabledAt === null,
    disabledAt: row.webhookDisabledAt?.toISOString() ?? null,
    disabledReason: row.webhookDisabledWhy,
    failingSince: row.webhookFailingSince?.toISOString() ?? null,
    pending: count("pending"),
    failed: count("failed"),
    secrets: secrets.map((s) => ({ id: s.id, created: s.createdAt.toISOString(), expires: s.expiresAt?.toISOString() ?? null })),
  };
}
