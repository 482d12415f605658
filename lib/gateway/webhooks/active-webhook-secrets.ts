import type { Store } from "../../db/store";
import { decryptSecret } from "../../crypto";
import { processState } from "../../process-state";

const cache = processState("webhookSecretCache", () => new Map<string, { secrets: string[]; until: number }>());
const TTL_MS = 2000;

/**
 * An endpoint's signing secrets in force: the current one and, during a rotation's overlap, the
 * previous ones (newest first). Decrypted from rest (sealed with the merchant's id as associated
 * data), cached for 2 s per process.
 */
export async function activeWebhookSecrets(store: Store, masterKey: Buffer, of: { endpointId: string; merchantId: string }): Promise<string[]> {
  const hit = cache.get(of.endpointId);
  if (hit && hit.until > Date.now()) return hit.secrets;
  const rows = await store.prisma.webhookSecret.findMany({
    where: { endpointId: of.endpointId, merchantId: of.merchantId, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
    orderBy: { createdAt: "desc" },
    select: { secretEnc: true },
  });
  const secrets = rows.map((row) => decryptSecret(masterKey, row.secretEnc, of.merchantId).toString());
  cache.set(of.endpointId, { secrets, until: Date.now() + TTL_MS });
  return secrets;
}

export function forgetWebhookSecrets(endpointId: string): void {
  cache.delete(endpointId);
}
