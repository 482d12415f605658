import fs from "node:fs";
import path from "node:path";
import { hkdfSync, randomBytes } from "node:crypto";
import type { Env } from "./env";
import { randomToken } from "./crypto";
import { log } from "./log";
import { peekProcessState, setProcessState } from "./process-state";

/**
 * Secrets the app needs but the operator did not configure, generated once and kept in
 * `DATA_DIR/secrets.json` (mode 0600) so they survive restarts. Only the values missing from the
 * environment are generated; a configured variable always wins. Live deployments configure
 * MASTER_KEY and ADMIN_API_TOKEN (checked in env.ts); the sandbox values exist only in sandbox mode.
 */
export type SandboxSecrets = {
  masterKey: Buffer;
  adminToken: string;
  sandboxApiKey: string;
  sandboxWebhookSecret: string;
  /**
   * Signs dashboard sessions: NEXTAUTH_SECRET, or else derived from the master key (HKDF-SHA256),
   * so every instance sharing a database (and so a MASTER_KEY) accepts the others' sessions
   * without one more secret to configure, and none is stored.
   */
  nextAuthSecret: string;
};

type Stored = Partial<{ masterKey: string; adminToken: string; sandboxApiKey: string; sandboxWebhookSecret: string }>;

export function loadSandboxSecrets(env: Env): SandboxSecrets {
  const known = peekProcessState<SandboxSecrets>("sandboxSecrets");
  if (known) return known;
  const file = path.join(env.dataDir, "secrets.json");
  let stored: Stored = {};
  try {
    stored = JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as Stored;
  } catch {
    /* first start */
  }
  const generated: string[] = [];
  const sandbox = env.mode === "sandbox";
  const pick = (configured: string | undefined, key: keyof Stored, make: () => string) => {
    if (configured) return configured;
    if (!stored[key]) {
      stored[key] = make();
      generated.push(key);
    }
    return stored[key]!;
  };
  const secrets: SandboxSecrets = {
    masterKey: Buffer.from(pick(env.MASTER_KEY, "masterKey", () => randomBytes(32).toString("base64")), "base64"),
    adminToken: pick(env.ADMIN_API_TOKEN, "adminToken", () => randomToken("adm_", 40)),
    sandboxApiKey: sandbox ? pick(env.SANDBOX_API_KEY, "sandboxApiKey", () => randomToken("sk_sandbox_", 32)) : "",
    sandboxWebhookSecret: sandbox
      ? pick(env.SANDBOX_WEBHOOK_SECRET, "sandboxWebhookSecret", () => `whsec_${randomBytes(24).toString("base64")}`)
      : "",
    nextAuthSecret: "",
  };
  secrets.nextAuthSecret = env.NEXTAUTH_SECRET ?? Buffer.from(hkdfSync("sha256", secrets.masterKey, Buffer.alloc(0), "caja dashboard sessions", 32)).toString("base64");
  if (generated.length > 0) {
    fs.mkdirSync(/*turbopackIgnore: true*/ env.dataDir, { recursive: true });
    fs.writeFileSync(/*turbopackIgnore: true*/ file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    log.info("secrets.generated", { file, generated });
    // Printed once, when generated; they stay readable in the 0600 file above.
    const lines = [
      generated.includes("sandboxApiKey") && `Sandbox merchant API key (X-Api-Key): ${secrets.sandboxApiKey}`,
      generated.includes("adminToken") && `Admin API token: ${secrets.adminToken}`,
    ].filter(Boolean);
    if (lines.length > 0) process.stdout.write(`\n${lines.join("\n")}\n(kept in ${file})\n\n`);
  }
  setProcessState("sandboxSecrets", secrets);
  return secrets;
}
