import { z } from "zod";
import { decryptSecret, encryptSecret } from "../crypto";
import type { PrismaClient } from "../db/generated/client";
import { log } from "../log";
import { processState } from "../process-state";
import type { MerchantConfig } from "./merchant-config";

const SETTING = "webhook_secrets";
/** Binds the sealed value to this setting: copied under another key, it does not open. */
const AAD = `dashboard_setting:${SETTING}`;
const storedSchema = z.array(z.object({ secret: z.string(), until: z.string().nullable() }));
type Stored = z.infer<typeof storedSchema>;
const cache = processState("receiverSecrets", () => ({ at: 0, secrets: [] as string[] }));

/** Saved sealed: AES-256-GCM under the master key (`v1.` …), never the secrets in plaintext. */
async function save(prisma: PrismaClient, masterKey: Buffer, secrets: Stored | string): Promise<void> {
  const value = encryptSecret(masterKey, typeof secrets === "string" ? secrets : JSON.stringify(secrets), AAD);
  await prisma.dashboardSetting.upsert({ where: { key: SETTING }, create: { key: SETTING, value }, update: { value } });
}

/** The stored list; a plaintext value written by an older version is sealed again at once. */
async function load(prisma: PrismaClient, masterKey: Buffer): Promise<Stored> {
  const row = await prisma.dashboardSetting.findUnique({ where: { key: SETTING } });
  if (!row) return [];
  const sealed = row.value.startsWith("v1.");
  let json = row.value;
  if (sealed) {
    try {
      json = decryptSecret(masterKey, row.value, AAD).toString("utf8");
    } catch {
      // Another MASTER_KEY than the one it was sealed under: only the configured secret is accepted.
      log.error("dashboard.webhook_secrets_unreadable", { reason: "sealed under another master key" });
      return [];
    }
  }
  if (!sealed) {
    await save(prisma, masterKey, json);
    log.info("dashboard.webhook_secrets_sealed", {});
  }
  const parsed = storedSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
}

/**
 * The secrets the receiver accepts signatures from: those saved by a rotation made from Settings
 * (each until its overlap ends; the newest has no end), and the configured PAYMENT_WEBHOOK_SECRET
 * (sandbox default: the sandbox merchant's). Cached for 2 s.
 */
export async function webhookSecrets(prisma: PrismaClient, config: MerchantConfig): Promise<string[]> {
  if (Date.now() - cache.at < 2000) return cache.secrets;
  const stored = await load(prisma, config.masterKey);
  const now = Date.now();
  const active = stored.filter((s) => s.until === null || Date.parse(s.until) > now).map((s) => s.secret);
  cache.secrets = [...new Set([...active, ...(config.webhookSecret ? [config.webhookSecret] : [])])];
  cache.at = now;
  return cache.secrets;
}

/** After a rotation: the new secret in force from now on, the others until `until`. */
export async function saveRotatedSecret(prisma: PrismaClient, secret: string, previousUntil: Date, config: MerchantConfig): Promise<void> {
  const current = await webhookSecrets(prisma, config);
  await save(prisma, config.masterKey, [{ secret, until: null }, ...current.filter((s) => s !== secret).map((s) => ({ secret: s, until: previousUntil.toISOString() }))]);
  cache.at = 0;
}
