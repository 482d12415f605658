import { randomBytes } from "node:crypto";
import type { Db } from "../../db/store";
import { encryptSecret, randomToken, sha256Hex } from "../../crypto";
import { gatewayConfig } from "../gateway-config";

export type NewMerchant = { id: string; name: string; webhookUrl: string | null; apiKey: string; webhookSecret: string };

export function newApiKey(sandbox: boolean): string {
  return randomToken(sandbox ? "sk_sandbox_" : "sk_live_", 32);
}

/** What is stored of an API key: its digest, and a prefix that tells keys apart in listings. */
export function apiKeyRow(apiKey: string) {
  return { id: randomToken("key_", 16), hash: sha256Hex(apiKey), prefix: `${apiKey.slice(0, apiKey.lastIndexOf("_") + 5)}…` };
}

/**
 * Creates a merchant with its first API key and webhook secret; both are shown once, here.
 * The key is stored as its SHA-256, the secret encrypted under the master key.
 */
export async function createMerchant(
  prisma: Db,
  input: { name: string; webhookUrl?: string | null; id?: string; apiKey?: string; webhookSecret?: string },
): Promise<NewMerchant> {
  const config = gatewayConfig();
  const id = input.id ?? randomToken("mer_", 16);
  const apiKey = input.apiKey ?? newApiKey(config.sandbox);
  const webhookSecret = input.webhookSecret ?? `whsec_${randomBytes(24).toString("base64")}`;
  await prisma.merchant.create({
    data: {
      id,
      name: input.name,
      webhookUrl: input.webhookUrl ?? null,
      apiKeys: { create: [apiKeyRow(apiKey)] },
      webhookSecrets: { create: [{ id: randomToken("whs_", 16), secretEnc: encryptSecret(config.masterKey, webhookSecret, id) }] },
    },
  });
  return { id, name: input.name, webhookUrl: input.webhookUrl ?? null, apiKey, webhookSecret };
}
