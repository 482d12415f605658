import type { Store } from "../../db/store";
import { safeEqual, sha256Hex } from "../../crypto";
import { AppError } from "../../errors";
import { processState } from "../../process-state";
import type { Merchant } from "../types";

type Entry = { merchant: Merchant | null; hash: string; until: number };
const cache = processState("apiKeyCache", () => new Map<string, Entry>());
const CACHE_MAX = 10_000;

/**
 * X-Api-Key → merchant. Keys are stored as SHA-256 digests only (they are 190-bit random
 * tokens, so a fast hash is enough); the digest found is compared in constant time. Lookups are
 * cached per process for `cacheSeconds` (revocation reaches other instances within that time;
 * this process forgets a revoked key at once).
 */
export async function authenticateMerchant(store: Store, apiKey: string | null, cacheSeconds: number): Promise<Merchant> {
  if (!apiKey) throw new AppError("api_key_missing");
  if (apiKey.length > 200) throw new AppError("api_key_invalid");
  const hash = sha256Hex(apiKey);
  const now = Date.now();
  let entry = cache.get(hash);
  if (!entry || entry.until < now) {
    const row = await store.prisma.apiKey.findUnique({
      where: { hash },
      select: { hash: true, revokedAt: true, merchant: { select: { id: true, name: true } } },
    });
    const valid = row && !row.revokedAt && safeEqual(row.hash, hash);
    entry = { merchant: valid ? row.merchant : null, hash, until: now + cacheSeconds * 1000 };
    if (cacheSeconds > 0) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(hash, entry);
    }
  }
  if (!entry.merchant) throw new AppError("api_key_invalid");
  return entry.merchant;
}

/** Forgets cached look-ups (after a key is revoked in this process). */
export function forgetApiKeys(): void {
  cache.clear();
}
