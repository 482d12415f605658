import type { PrismaClient } from "../../db/generated/client";
import { decryptSecret, encryptSecret, randomToken, sha256Hex } from "../../crypto";
import { gatewayConfig } from "../gateway-config";
import { apiKeyRow } from "./create-merchant";
import { primaryEndpointId } from "../webhooks/primary-endpoint-id";

export const SANDBOX_MERCHANT_ID = "mer_sandbox";

/**
 * Sandbox mode: makes sure the sandbox merchant exists with the configured (or generated) API key,
 * first webhook endpoint (its URL) and that endpoint's secret. Idempotent; safe when several instances start together.
 */
export async function ensureSandboxMerchant(prisma: PrismaClient, webhookUrl: string): Promise<void> {
  const config = gatewayConfig();
  if (!config.sandbox) return;
  const id = SANDBOX_MERCHANT_ID;
  // INSERT … ON CONFLICT DO NOTHING: an upsert (find, then create) lets two instances starting
  // together both try the create, and one fails on the primary key.
  const endpointId = primaryEndpointId(id);
  await prisma.merchant.createMany({ data: [{ id, name: "Sandbox merchant" }], skipDuplicates: true });
  await prisma.webhookEndpoint.createMany({ data: [{ id: endpointId, merchantId: id, primary: true, url: webhookUrl }], skipDuplicates: true });
  if (config.env.SANDBOX_WEBHOOK_URL) await prisma.webhookEndpoint.update({ where: { id: endpointId }, data: { url: webhookUrl } });
  await prisma.apiKey.createMany({ data: [{ ...apiKeyRow(config.sandboxApiKey), merchantId: id }], skipDuplicates: true });
  await prisma.apiKey.updateMany({ where: { hash: sha256Hex(config.sandboxApiKey) }, data: { revokedAt: null } });

  // The configured secret is installed when the merchant has none, or when SANDBOX_WEBHOOK_SECRET is
  // set explicitly and is not among the secrets in force; a secret rotated through the API survives
  // restarts. One instance at a time (a transaction-scoped advisory lock), so instances starting
  // together install it once.
  await prisma.$transaction(async (tx) => {
    await tx.$queryRawUnsafe("SELECT pg_advisory_xact_lock($1::bigint)::text", SECRET_INSTALL_LOCK);
    const secrets = await tx.webhookSecret.findMany({
      where: { endpointId, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
      orderBy: { createdAt: "desc" },
    });
    const inForce = secrets.map((row) => decryptSecret(config.masterKey, row.secretEnc, id).toString());
    const install = secrets.length === 0 || (config.env.SANDBOX_WEBHOOK_SECRET !== undefined && !inForce.includes(config.sandboxWebhookSecret));
    if (!install) return;
    await tx.webhookSecret.updateMany({ where: { endpointId, expiresAt: null }, data: { expiresAt: new Date() } });
    await tx.webhookSecret.create({
      data: { id: randomToken("whs_", 16), merchantId: id, endpointId, secretEnc: encryptSecret(config.masterKey, config.sandboxWebhookSecret, id) },
    });
  });
}

const SECRET_INSTALL_LOCK = 0x63616a62;
