import { AppError } from "../errors";
import { getEnv } from "../env";
import { loadSandboxSecrets } from "../sandbox-secrets";

/** Configuration the gateway's domain functions read (env + generated sandbox secrets). */
export function gatewayConfig() {
  const env = getEnv();
  const secrets = loadSandboxSecrets(env);
  return {
    env,
    sandbox: env.mode === "sandbox",
    masterKey: secrets.masterKey,
    adminToken: secrets.adminToken,
    sandboxApiKey: secrets.sandboxApiKey,
    sandboxWebhookSecret: secrets.sandboxWebhookSecret,
    expirySeconds: { qr_present: env.QR_EXPIRY_SECONDS, ec_remote: env.EC_EXPIRY_SECONDS, card_present: env.CP_EXPIRY_SECONDS },
  };
}

/** The sandbox endpoints exist only in sandbox mode (403 sandbox_disabled when live). */
export function requireSandbox(): void {
  if (!gatewayConfig().sandbox) throw new AppError("sandbox_disabled");
}
