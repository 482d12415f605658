import { randomBytes } from "node:crypto";
import type { Store } from "../../db/store";
import { encryptSecret, randomToken } from "../../crypto";
import type { Merchant } from "../types";
import { forgetWebhookSecrets } from "./active-webhook-secrets";

/**
 * A new signing secret (shown once, here). The secrets in force until now keep signing for
 * `overlapSeconds` more, so every delivery in that window carries both signatures and the merchant
 * can switch its verifier without missing an event.
 */
export async function rotateWebhookSecret(store: Store, masterKey: Buffer, merchant: Merchant, overlapSeconds: number) {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + overlapSeconds * 1000);
  const id = randomToken("whs_", 16);
  await store.transaction(async ({ prisma }) => {
    await prisma.webhookSecret.updateMany({
      where: { merchantId: merchant.id, OR: [{ expiresAt: null }, { expiresAt: { gt: expiresAt } }] },
      data: { expiresAt },
    });
    await prisma.webhookSecret.create({ data: { id, merchantId: merchant.id, secretEnc: encryptSecret(masterKey, secret, merchant.id), createdAt: now } });
  });
  forgetWebhookSecrets(merchant.id);
  return { id, secret, previousExpire: expiresAt.toISOString() };
}
