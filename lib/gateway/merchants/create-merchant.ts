import { randomBytes } from "node:crypto";
import type { Store } from "../../db/store";
import { randomToken, sha256Hex } from "../../crypto";
import { gatewayConfig } from "../gateway-config";
import { createPrimaryWebhookEndpoint } from "../webhooks/create-primary-webhook-endpoint";

export type NewMerchant = { id: string; name: string; webhookUrl: string | null; apiKey: string; webhookSecret: string };

export function newApiKey(sandbox: boolean): string {
  return randomToken(sandbox ? "sk_sandbox_" : "sk_live_", 32);
}

/** What is stored of an API key: its digest, and a prefix that tells keys apart in listings. */
export function apiKeyRow(apiKey: string) {
  return { id: randomToken("key_", 16), hash: sha256Hex(apiKey), prefix: `${apiKey.slice(0, apiKey.lastIndexOf("_") + 5)}…` };
}

/**
 * Creates a merchant with its first API key and its first webhook endpoint (every event type, the
 * URL given or none) with that endpoint's secret; key and secret are shown once, here. The key is
 * stored as its SHA-256, the secret encrypted under the master key.
 */
export async function createMerchant(
  store: Store,
  input: { name: string; webhookUrl?: string | null; id?: string; apiKey?: string; webhookSecret?: string },
): Promise<NewMerchant> {
  const config = gatewayConfig();
  const id = input.id ?? randomToken("mer_", 16);
  const apiKey = input.apiKey ?? newApiKey(config.sandbox);
  const webhookSecret = input.webhookSecret ?? `whsec_${randomBytes(24).toString("base64")}`;
  await store.prisma.merchant.create({ data: { id, name: input.name, apiKeys: { create: [apiKeyRow(apiKey)] } } });
  await createPrimaryWebhookEndpoint(store, config.masterKey, id, input.webhookUrl ?? null, webhookSecret);
  return { id, name: input.name, webhookUrl: input.webhookUrl ?? null, apiKey, webhookSecret };
}
