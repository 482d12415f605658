import type { PageQuery } from "../../contract/requests";
import type { Store } from "../../db/store";
import { decodeTimeIdCursor, encodeTimeIdCursor } from "../time-id-cursor";

/** A page of the merchants, oldest first, each with its keys (prefixes only, never the keys). */
export async function listMerchants(store: Store, query: PageQuery) {
  const after = query.after ? decodeTimeIdCursor(query.after, "after", "list") : null;
  const rows = await store.prisma.merchant.findMany({
    where: after ? { OR: [{ createdAt: { gt: new Date(after.at) } }, { createdAt: new Date(after.at), id: { gt: after.id } }] } : {},
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: query.limit + 1,
    select: {
      id: true,
      name: true,
      createdAt: true,
      webhookEndpoints: { where: { primary: true }, select: { url: true, disabledAt: true } },
      _count: { select: { intents: true } },
      apiKeys: { orderBy: { createdAt: "asc" }, select: { id: true, prefix: true, createdAt: true, revokedAt: true } },
    },
  });
  const page = rows.slice(0, query.limit);
  return {
    data: page.map(({ _count, webhookEndpoints: [first], ...merchant }) => ({
      ...merchant,
      // the first endpoint's, as before there were several
      webhookUrl: first?.url ?? null,
      webhookDisabledAt: first?.disabledAt ?? null,
      intents: _count.intents,
    })),
    has_more: rows.length > query.limit,
    next: rows.length > query.limit ? encodeTimeIdCursor(page.at(-1)!.createdAt, page.at(-1)!.id) : null,
  };
}
