import { getEnv } from "../env";
import { priorityToken } from "../http/shed-load";
import { loadSandboxSecrets } from "../sandbox-secrets";

/**
 * The dashboard's configuration: the payment API it talks to (base URL + key; in sandbox mode this
 * app's own API and the sandbox merchant's key), the secret its webhook receiver verifies with, how
 * it shows times and money, the master key its secrets at rest are sealed under. Missing values in live mode leave the dashboard unconfigured (shown in
 * the UI), not the payment service down.
 */
export function merchantConfig() {
  const env = getEnv();
  const secrets = loadSandboxSecrets(env);
  const sandbox = env.mode === "sandbox";
  return {
    env,
    sandbox,
    apiBaseUrl: (env.PAYMENT_API_BASE_URL ?? `http://127.0.0.1:${env.PORT}/api`).replace(/\/$/, ""),
    apiKey: env.PAYMENT_API_KEY ?? (sandbox ? secrets.sandboxApiKey : ""),
    /** The service of this very process is never shed for the dashboard (http/shed-load.ts); another one never sees the token. */
    priorityToken: env.PAYMENT_API_BASE_URL ? undefined : priorityToken(),
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? (sandbox ? secrets.sandboxWebhookSecret : ""),
    authSecret: secrets.nextAuthSecret,
    /** Seals the dashboard's secrets at rest (TOTP seeds, the receiver's webhook secrets): the same MASTER_KEY as the service's. */
    masterKey: secrets.masterKey,
    signIn: {
      maxFailures: env.SIGN_IN_MAX_FAILURES,
      ipMaxFailures: env.SIGN_IN_IP_MAX_FAILURES,
      lockSeconds: env.SIGN_IN_LOCK_SECONDS,
      backoffMs: env.SIGN_IN_BACKOFF_MS,
    },
    timeZone: env.DASHBOARD_TIME_ZONE,
    locale: env.DASHBOARD_LOCALE,
    currency: env.DASHBOARD_CURRENCY,
    /**
     * The default of the shop's name on receipts (empty: no name line) until an owner sets its trade
     * name in Settings: read it with readShopOptions (lib/dashboard/shop). The dashboard reaches the
     * service over HTTP only, so it cannot read the merchant's own name.
     */
    merchantName: env.DASHBOARD_MERCHANT_NAME ?? (sandbox ? "Caja Sandbox" : ""),
    /** The default tip (propina) presets of the till, in % (empty: no tip) until an owner sets the tips in Settings: read them with readShopOptions. */
    tipPresets: env.DASHBOARD_TIPS,
    /** the till asks to confirm a charge above this (cents); 0: never */
    confirmAboveCents: Math.round(env.DASHBOARD_CONFIRM_ABOVE * 100),
    /** closing a drawer off by more than this (cents), or with nothing counted, asks to confirm */
    drawerConfirmDifferenceCents: Math.round(env.DASHBOARD_DRAWER_CONFIRM_DIFFERENCE * 100),
    /** how often the sync reads the service's event feed when no webhook has woken it */
    syncIntervalMs: env.SYNC_INTERVAL_MS,
  };
}

export type MerchantConfig = ReturnType<typeof merchantConfig>;
