import { decryptSecret, encryptSecret } from "../../crypto";
import type { Store } from "../../db/store";

/** Stripe-style: the first answer to a key is replayed for 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type StoredAnswer = { code: number; message: string; data: object; headers?: Record<string, string> };

/** Whose keys: a merchant's (its id) or the admin API's ("admin"). */
export type IdempotencyScope = { merchantId: string } | "admin";

const scopeOf = (owner: IdempotencyScope) => (owner === "admin" ? { scope: "admin", merchantId: null } : { scope: owner.merchantId, merchantId: owner.merchantId });

/** What binds a sealed answer to its row: copied under another scope or key, it no longer opens. */
const answerAad = (scope: string, key: string) => `idempotency_key:${JSON.stringify([scope, key])}`;

/**
 * An answer as it is stored: AES-256-GCM under the master key, bound to its scope and key. Every
 * answer is sealed, not only those known to carry a secret (a card_present intent's private and
 * AES keys, an API key, a webhook secret), so no classification can miss one.
 */
export function sealAnswer(masterKey: Buffer, scope: string, key: string, answer: StoredAnswer): string {
  const { code, message, data, headers } = answer;
  return encryptSecret(masterKey, JSON.stringify({ code, message, data, ...(headers ? { headers } : {}) }), answerAad(scope, key));
}

/** A sealed answer opened (throws if it was sealed under another key, scope or master key). */
export function openAnswer(masterKey: Buffer, scope: string, key: string, sealed: string): StoredAnswer {
  return JSON.parse(decryptSecret(masterKey, sealed, answerAad(scope, key)).toString("utf8")) as StoredAnswer;
}

/** The answer stored for this key within the last 24 hours, with the hash of the request that made it. */
export async function findStoredAnswer(store: Store, masterKey: Buffer, owner: IdempotencyScope, key: string): Promise<{ requestHash: string; answer: StoredAnswer } | null> {
  const row = await store.prisma.idempotencyKey.findFirst({
    where: { scope: scopeOf(owner).scope, key, createdAt: { gt: new Date(Date.now() - IDEMPOTENCY_TTL_MS) } },
  });
  if (!row) return null;
  // A row of an older version not sealed yet (the start-up seals them) is read as it is.
  const body = row.responseSealed !== null ? openAnswer(masterKey, row.scope, row.key, row.responseSealed) : (row.responseBody as StoredAnswer);
  return { requestHash: row.requestHash, answer: { code: row.status, message: body.message, data: body.data, headers: body.headers } };
}

/** Stores an answer, sealed, under its key, in the caller's transaction (an expired row under the same key is replaced). */
export async function saveAnswer(
  tx: Store,
  masterKey: Buffer,
  owner: IdempotencyScope,
  key: string,
  requestHash: string,
  answer: { code?: number; message: string; data: object; headers?: Record<string, string> },
) {
  const { scope, merchantId } = scopeOf(owner);
  const code = answer.code ?? 200;
  await tx.prisma.idempotencyKey.deleteMany({ where: { scope, key, createdAt: { lte: new Date(Date.now() - IDEMPOTENCY_TTL_MS) } } });
  await tx.prisma.idempotencyKey.create({
    data: { scope, merchantId, key, requestHash, status: code, responseSealed: sealAnswer(masterKey, scope, key, { ...answer, code }) },
  });
}
