import { randomBytes } from "node:crypto";
import type { Store } from "../../db/store";
import { encryptSecret, randomToken } from "../../crypto";
import type { Merchant } from "../types";
import { AppError } from "../../errors";
import { forgetWebhookSecrets } from "./active-webhook-secrets";

/**
 * A new signing secret for one of the merchant's endpoints (shown once, here). The endpoint's
 * secrets in force until now keep signing for `overlapSeconds` more, so every delivery in that
 * window carries both signatures and the merchant can switch its verifier without missing an event.
 */
export async function rotateWebhookSecret(store: Store, masterKey: Buffer, merchant: Merchant, endpointId: string, overlapSeconds: number) {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + overlapSeconds * 1000);
  const id = randomToken("whs_", 16);
  await store.transaction(async ({ prisma }) => {
    const owned = await prisma.webhookEndpoint.count({ where: { id: endpointId, merchantId: merchant.id } });
    if (owned === 0) throw new AppError("webhook_endpoint_not_found");
    await prisma.webhookSecret.updateMany({
      where: { endpointId, merchantId: merchant.id, OR: [{ expiresAt: null }, { expiresAt: { gt: expiresAt } }] },
      data: { expiresAt },
    });
    await prisma.webhookSecret.create({
      data: { id, merchantId: merchant.id, endpointId, secretEnc: encryptSecret(masterKey, secret, merchant.id), createdAt: now },
    });
  });
  forgetWebhookSecrets(endpointId);
  return { id, secret, previousExpire: expiresAt.toISOString() };
}
