import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { decryptSecret, encryptSecret, randomToken } from "../../crypto";
import { primaryEndpointId } from "./primary-endpoint-id";

const SECRET_INSTALL_LOCK = 0x63616a62;
const LOCK = statement<{ pg_advisory_xact_lock: string }>("gw_sandbox_secret_lock", "SELECT pg_advisory_xact_lock($1::bigint)::text");

export type SandboxWebhook = {
  masterKey: Buffer;
  url: string;
  /** the URL was configured (SANDBOX_WEBHOOK_URL): it replaces the one stored */
  overwriteUrl: boolean;
  secret: string;
  /** the secret was configured (SANDBOX_WEBHOOK_SECRET): it is installed when not in force */
  secretConfigured: boolean;
};

/**
 * Sandbox mode: makes sure the sandbox merchant's first webhook endpoint exists (its URL) with a
 * signing secret. Idempotent; safe when several instances start together.
 */
export async function ensureSandboxWebhookEndpoint(store: Store, merchantId: string, sandbox: SandboxWebhook): Promise<void> {
  // INSERT … ON CONFLICT DO NOTHING: an upsert (find, then create) lets two instances starting
  // together both try the create, and one fails on the primary key.
  const endpointId = primaryEndpointId(merchantId);
  await store.prisma.webhookEndpoint.createMany({ data: [{ id: endpointId, merchantId, primary: true, url: sandbox.url }], skipDuplicates: true });
  if (sandbox.overwriteUrl) await store.prisma.webhookEndpoint.update({ where: { id: endpointId }, data: { url: sandbox.url } });

  // The configured secret is installed when the merchant has none, or when SANDBOX_WEBHOOK_SECRET is
  // set explicitly and is not among the secrets in force; a secret rotated through the API survives
  // restarts. One instance at a time (a transaction-scoped advisory lock), so instances starting
  // together install it once.
  await store.transaction(async (tx) => {
    await tx.sql(LOCK, [SECRET_INSTALL_LOCK]);
    const secrets = await tx.prisma.webhookSecret.findMany({
      where: { endpointId, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
      orderBy: { createdAt: "desc" },
    });
    const inForce = secrets.map((row) => decryptSecret(sandbox.masterKey, row.secretEnc, merchantId).toString());
    const install = secrets.length === 0 || (sandbox.secretConfigured && !inForce.includes(sandbox.secret));
    if (!install) return;
    await tx.prisma.webhookSecret.updateMany({ where: { endpointId, expiresAt: null }, data: { expiresAt: new Date() } });
    await tx.prisma.webhookSecret.create({
      data: { id: randomToken("whs_", 16), merchantId, endpointId, secretEnc: encryptSecret(sandbox.masterKey, sandbox.secret, merchantId) },
    });
  });
}
