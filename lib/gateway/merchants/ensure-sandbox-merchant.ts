import type { PrismaClient } from "../../db/generated/client";
import { decryptSecret, encryptSecret, randomToken, sha256Hex } from "../../crypto";
import { gatewayConfig } from "../gateway-config";
import { apiKeyRow } from "./create-merchant";

export const SANDBOX_MERCHANT_ID = "mer_sandbox";

/**
 * Sandbox mode: makes sure the sandbox merchant exists with the configured (or generated) API key,
 * webhook URL and a webhook secret. Idempotent; safe when several instances start together.
 */
export async function ensureSandboxMerchant(prisma: PrismaClient, webhookUrl: string): Promise<void> {
  const config = gatewayConfig();
  if (!config.sandbox) return;
  const id = SANDBOX_MERCHANT_ID;
  await prisma.merchant.upsert({
    where: { id },
    create: { id, name: "Sandbox merchant", webhookUrl },
    update: config.env.SANDBOX_WEBHOOK_URL ? { webhookUrl } : {},
  });
  await prisma.apiKey.createMany({ data: [{ ...apiKeyRow(config.sandboxApiKey), merchantId: id }], skipDuplicates: true });
  await prisma.apiKey.updateMany({ where: { hash: sha256Hex(config.sandboxApiKey) }, data: { revokedAt: null } });

  // The configured secret is installed when the merchant has none, or when SANDBOX_WEBHOOK_SECRET is
  // set explicitly and is not among the secrets in force; a secret rotated through the API survives restarts.
  const secrets = await prisma.webhookSecret.findMany({
    where: { merchantId: id, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
    orderBy: { createdAt: "desc" },
  });
  const inForce = secrets.map((row) => decryptSecret(config.masterKey, row.secretEnc, id).toString());
  const install = secrets.length === 0 || (config.env.SANDBOX_WEBHOOK_SECRET !== undefined && !inForce.includes(config.sandboxWebhookSecret));
  if (install) {
    await prisma.$transaction([
      prisma.webhookSecret.updateMany({ where: { merchantId: id, expiresAt: null }, data: { expiresAt: new Date() } }),
      prisma.webhookSecret.create({
        data: { id: randomToken("whs_", 16), merchantId: id, secretEnc: encryptSecret(config.masterKey, config.sandboxWebhookSecret, id) },
      }),
    ]);
  }
}
