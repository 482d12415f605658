import { AppError } from "../errors";
import { getEnv } from "../env";
import { loadSandboxSecrets } from "../sandbox-secrets";
import { businessCalendar, MEXICAN_BANK_HOLIDAYS, type BusinessCalendar } from "./balance/business-calendar";

const calendars = new WeakMap<object, BusinessCalendar>();

/** The banking calendar of the configuration in force (built once per configuration). */
function calendarOf(env: ReturnType<typeof getEnv>): BusinessCalendar {
  let calendar = calendars.get(env);
  if (!calendar) calendars.set(env, (calendar = businessCalendar(env.PAYOUT_CUTOFF, env.PAYOUT_HOLIDAYS ?? MEXICAN_BANK_HOLIDAYS)));
  return calendar;
}

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
    calendar: calendarOf(env),
  };
}

/** The sandbox endpoints exist only in sandbox mode (403 sandbox_disabled when live). */
export function requireSandbox(): void {
  if (!gatewayConfig().sandbox) throw new AppError("sandbox_disabled");
}
