import type { Store } from "../../db/store";

/** Stripe-style: the first answer to a key is replayed for 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type StoredAnswer = { code: number; message: string; data: object; headers?: Record<string, string> };

/** Whose keys: a merchant's (its id) or the admin API's ("admin"). */
export type IdempotencyScope = { merchantId: string } | "admin";

const scopeOf = (owner: IdempotencyScope) => (owner === "admin" ? { scope: "admin", merchantId: null } : { scope: owner.merchantId, merchantId: owner.merchantId });

/** The answer stored for this key within the last 24 hours, with the hash of the request that made it. */
export async function findStoredAnswer(store: Store, owner: IdempotencyScope, key: string): Promise<{ requestHash: string; answer: StoredAnswer } | null> {
  const row = await store.prisma.idempotencyKey.findFirst({
    where: { scope: scopeOf(owner).scope, key, createdAt: { gt: new Date(Date.now() - IDEMPOTENCY_TTL_MS) } },
  });
  if (!row) return null;
  const body = row.responseBody as { message: string; data: object; headers?: Record<string, string> };
  return { requestHash: row.requestHash, answer: { code: row.status, message: body.message, data: body.data, headers: body.headers } };
}

/** Stores an answer under its key, in the caller's transaction (an expired row under the same key is replaced). */
export async function saveAnswer(tx: Store, owner: IdempotencyScope, key: string, requestHash: string, answer: { code?: number; message: string; data: object; headers?: Record<string, string> }) {
  await tx.prisma.idempotencyKey.deleteMany({ where: { scope: scopeOf(owner).scope, key, createdAt: { lte: new Date(Date.now() - IDEMPOTENCY_TTL_MS) } } });
  await tx.prisma.idempotencyKey.create({
    data: {
      ...scopeOf(owner),
      key,
      requestHash,
      status: answer.code ?? 200,
      responseBody: { code: answer.code ?? 200, message: answer.message, data: answer.data, ...(answer.headers ? { headers: answer.headers } : {}) },
    },
  });
}
