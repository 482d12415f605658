import type { Store } from "../../db/store";
import { sha256Hex } from "../../crypto";
import { gatewayConfig } from "../gateway-config";
import { apiKeyRow } from "./create-merchant";
import { ensureSandboxWebhookEndpoint } from "../webhooks/ensure-sandbox-webhook-endpoint";

export const SANDBOX_MERCHANT_ID = "mer_sandbox";

/**
 * Sandbox mode: makes sure the sandbox merchant exists with the configured (or generated) API key,
 * first webhook endpoint (its URL) and that endpoint's secret. Idempotent; safe when several instances start together.
 */
export async function ensureSandboxMerchant(store: Store, webhookUrl: string): Promise<void> {
  const config = gatewayConfig();
  if (!config.sandbox) return;
  const id = SANDBOX_MERCHANT_ID;
  // INSERT … ON CONFLICT DO NOTHING: an upsert (find, then create) lets two instances starting
  // together both try the create, and one fails on the primary key.
  await store.prisma.merchant.createMany({ data: [{ id, name: "Sandbox merchant" }], skipDuplicates: true });
  await store.prisma.apiKey.createMany({ data: [{ ...apiKeyRow(config.sandboxApiKey), merchantId: id }], skipDuplicates: true });
  await store.prisma.apiKey.updateMany({ where: { hash: sha256Hex(config.sandboxApiKey) }, data: { revokedAt: null } });
  await ensureSandboxWebhookEndpoint(store, id, {
    masterKey: config.masterKey,
    url: webhookUrl,
    overwriteUrl: Boolean(config.env.SANDBOX_WEBHOOK_URL),
    secret: config.sandboxWebhookSecret,
    secretConfigured: config.env.SANDBOX_WEBHOOK_SECRET !== undefined,
  });
}
