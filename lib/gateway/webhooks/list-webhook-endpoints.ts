import type { Store } from "../../db/store";
import type { WebhookEndpointRecord } from "../../contract/responses";

const inForce = () => ({ OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] });

/**
 * A merchant's webhook endpoints (or only `only`), the first one first, then by creation: each
 * with its filters and state, its backlog (pending, failed) and its secrets in force (ids and
 * dates, never the secrets).
 */
export async function listWebhookEndpoints(store: Store, merchantId: string, only?: string): Promise<WebhookEndpointRecord[]> {
  const which = only ? { endpointId: only } : {};
  const [rows, secrets, backlog] = await Promise.all([
    store.prisma.webhookEndpoint.findMany({ where: { merchantId, ...(only ? { id: only } : {}) }, orderBy: [{ primary: "desc" }, { createdAt: "asc" }, { id: "asc" }] }),
    store.prisma.webhookSecret.findMany({
      where: { merchantId, ...which, ...inForce() },
      orderBy: { createdAt: "desc" },
      select: { id: true, endpointId: true, createdAt: true, expiresAt: true },
    }),
    store.prisma.webhookOutbox.groupBy({ by: ["endpointId", "state"], where: { merchantId, ...which, state: { in: ["pending", "failed"] } }, _count: true }),
  ]);
  const count = (endpointId: string, state: string) => backlog.find((b) => b.endpointId === endpointId && b.state === state)?._count ?? 0;
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    primary: row.primary,
    enabled: row.disabledAt === null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledWhy,
    failingSince: row.failingSince?.toISOString() ?? null,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    pending: count(row.id, "pending"),
    failed: count(row.id, "failed"),
    secrets: secrets.filter((s) => s.endpointId === row.id).map((s) => ({ id: s.id, created: s.createdAt.toISOString(), expires: s.expiresAt?.toISOString() ?? null })),
  }));
}
