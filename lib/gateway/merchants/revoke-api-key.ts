import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { forgetApiKeys } from "./authenticate-merchant";

/**
 * Revokes an API key: it stops working at once in this process, within the key cache time elsewhere.
 * A merchant that does not exist is 404 merchant_not_found (as for its other operations); a key
 * that is not this merchant's is 404 api_key_not_found; one already revoked stays revoked (200).
 */
export async function revokeApiKey(store: Store, merchantId: string, keyId: string): Promise<void> {
  const revoked = await store.prisma.apiKey.updateMany({ where: { id: keyId, merchantId, revokedAt: null }, data: { revokedAt: new Date() } });
  if (revoked.count === 0) {
    const exists = await store.prisma.apiKey.findFirst({ where: { id: keyId, merchantId }, select: { id: true } });
    if (!exists) {
      const merchant = await store.prisma.merchant.findUnique({ where: { id: merchantId }, select: { id: true } });
      throw new AppError(merchant ? "api_key_not_found" : "merchant_not_found");
    }
  }
  forgetApiKeys();
}
