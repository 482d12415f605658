import type { Store } from "../../db/store";

/** Deletes stored idempotent responses older than 24 hours; returns how many. */
export async function purgeIdempotencyKeys(store: Store): Promise<number> {
  const { count } = await store.prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 24 * 60 * 60 * 1000) } } });
  return count;
}
