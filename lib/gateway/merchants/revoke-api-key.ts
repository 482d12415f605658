import type { Db } from "../../db/store";
import { AppError } from "../../errors";
import { forgetApiKeys } from "../authenticate-merchant";

/** Revokes an API key: it stops working at once in this process, within the key cache time elsewhere. */
export async function revokeApiKey(prisma: Db, merchantId: string, keyId: string): Promise<void> {
  const revoked = await prisma.apiKey.updateMany({ where: { id: keyId, merchantId, revokedAt: null }, data: { revokedAt: new Date() } });
  if (revoked.count === 0) {
    const exists = await prisma.apiKey.findFirst({ where: { id: keyId, merchantId }, select: { id: true } });
    if (!exists) throw new AppError("api_key_not_found");
  }
  forgetApiKeys();
}
