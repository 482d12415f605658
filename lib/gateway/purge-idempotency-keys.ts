import type { PrismaClient } from "../db/generated/client";

/** Deletes stored idempotent responses older than 24 hours; returns how many. */
export async function purgeIdempotencyKeys(prisma: PrismaClient): Promise<number> {
  const { count } = await prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 24 * 60 * 60 * 1000) } } });
  return count;
}
