import { z } from "zod";
import { decryptSecret, encryptSecret } from "../crypto";
import type { Store } from "../db/store";
import { log } from "../log";
import { processState } from "../process-state";
import type { MerchantConfig } from "./merchant-config";
import { readSetting } from "./settings/read-setting";
import { writeSetting } from "./settings/write-setting";

const SETTING = "webhook_secrets";
/** Binds the sealed value to this setting: copied under another key, it does not open. */
const AAD = `dashboard_setting:${SETTING}`;
const storedSchema = z.array(z.object({ secret: z.string(), until: z.string().nullable() }));
type Stored = z.infer<typeof storedSchema>;
const cache = processState("receiverSecrets", () => ({ at: 0, secrets: [] as string[] }));

/** Saved sealed: AES-256-GCM under the master key (`v1.` …), never the secrets in plaintext. */
async function save(store: Store, masterKey: Buffer, secrets: Stored | string): Promise<void> {
  const value = encryptSecret(masterKey, typeof secrets === "string" ? secrets : JSON.stringify(secrets), AAD);
  await writeSetting(store, SETTING, value);
}

/** The stored list; a plaintext value written by an older version is sealed again at once. */
async function load(store: Store, masterKey: Buffer): Promise<Stored> {
  const value = await readSetting(store, SETTING);
  if (value === null) return [];
  const sealed = value.startsWith("v1.");
  let json = value;
  if (sealed) {
    try {
      json = decryptSecret(masterKey, value, AAD).toString("utf8");
    } catch {
      // Another MASTER_KEY than the one it was sealed under: only the configured secret is accepted.
      log.error("dashboard.webhook_secrets_unreadable", { reason: "sealed under another master key" });
      return [];
    }
  }
  if (!sealed) {
    await save(store, masterKey, json);
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
export async function webhookSecrets(store: Store, config: MerchantConfig): Promise<string[]> {
  if (Date.now() - cache.at < 2000) return cache.secrets;
  const stored = await load(store, config.masterKey);
  const now = Date.now();
  const active = stored.filter((s) => s.until === null || Date.parse(s.until) > now).map((s) => s.secret);
  cache.secrets = [...new Set([...active, ...(config.webhookSecret ? [config.webhookSecret] : [])])];
  cache.at = now;
  return cache.secrets;
}

/** After a rotation: the new secret in force from now on, the others until `until`. */
export async function saveRotatedSecret(store: Store, secret: string, previousUntil: Date, config: MerchantConfig): Promise<void> {
  const current = await webhookSecrets(store, config);
  await save(store, config.masterKey, [{ secret, until: null }, ...current.filter((s) => s !== secret).map((s) => ({ secret: s, until: previousUntil.toISOString() }))]);
  cache.at = 0;
}
