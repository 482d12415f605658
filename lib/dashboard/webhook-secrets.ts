import { z } from "zod";
import type { PrismaClient } from "../db/generated/client";
import { processState } from "../process-state";
import type { MerchantConfig } from "./merchant-config";

const SETTING = "webhook_secrets";
const storedSchema = z.array(z.object({ secret: z.string(), until: z.string().nullable() }));
const cache = processState("receiverSecrets", () => ({ at: 0, secrets: [] as string[] }));

/**
 * The secrets the receiver accepts signatures from: those saved by a rotation made from Settings
 * (each until its overlap ends; the newest has no end), and the configured PAYMENT_WEBHOOK_SECRET
 * (sandbox default: the sandbox merchant's). Cached for 2 s.
 */
export async function webhookSecrets(prisma: PrismaClient, config: MerchantConfig): Promise<string[]> {
  if (Date.now() - cache.at < 2000) return cache.secrets;
  const row = await prisma.dashboardSetting.findUnique({ where: { key: SETTING } });
  const stored = row ? storedSchema.safeParse(JSON.parse(row.value)) : null;
  const now = Date.now();
  const active = (stored?.success ? stored.data : []).filter((s) => s.until === null || Date.parse(s.until) > now).map((s) => s.secret);
  cache.secrets = [...new Set([...active, ...(config.webhookSecret ? [config.webhookSecret] : [])])];
  cache.at = now;
  return cache.secrets;
}

/** After a rotation: the new secret in force from now on, the others until `until`. */
export async function saveRotatedSecret(prisma: PrismaClient, secret: string, previousUntil: Date, config: MerchantConfig): Promise<void> {
  const current = await webhookSecrets(prisma, config);
  const value = [{ secret, until: null }, ...current.filter((s) => s !== secret).map((s) => ({ secret: s, until: previousUntil.toISOString() }))];
  await prisma.dashboardSetting.upsert({ where: { key: SETTING }, create: { key: SETTING, value: JSON.stringify(value) }, update: { value: JSON.stringify(value) } });
  cache.at = 0;
}
