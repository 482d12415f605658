import path from "node:path";
import { z } from "zod";
import { parseDatabaseHosts } from "./database-hosts";
import { parseProxyTrust } from "./http/forwarded";
import { processState, setProcessState } from "./process-state";

/**
 * Every environment variable the app reads, parsed once with zod.
 * `.env.example` documents each one; keep the two in step.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection string")
    .superRefine((value, ctx) => {
      // several hosts (a primary and its standbys): Caja connects to the writable one (docs/failover.md)
      try {
        parseDatabaseHosts(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  TRUSTED_PROXIES: z
    .string()
    .default("loopback")
    .superRefine((value, ctx) => {
      for (const problem of parseProxyTrust(value).problems) ctx.addIssue({ code: "custom", message: problem });
    }),

  // --- Payment intent service ---
  CAJA_MODE: z.enum(["sandbox", "live"]).optional(),
  PUBLIC_SANDBOX_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  PUBLIC_LIVE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  MASTER_KEY: z
    .string()
    .trim()
    .refine((v) => Buffer.from(v, "base64").length === 32, "must be 32 bytes, base64 (openssl rand -base64 32)")
    .optional(),
  ADMIN_API_TOKEN: z.string().trim().min(24, "must be at least 24 characters").optional(),
  SANDBOX_API_KEY: z.string().trim().regex(/^sk_[A-Za-z0-9_]{16,100}$/, "must look like sk_sandbox_<random>").optional(),
  SANDBOX_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, "must be whsec_ followed by base64")
    .optional(),
  QR_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  EC_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(7 * 86_400).default(1800),
  CP_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  EXPIRY_SWEEP_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  RATE_LIMIT_PER_SECOND: z.coerce.number().min(0).default(100),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).optional(),
  FEED_RATE_LIMIT_PER_SECOND: z.coerce.number().min(0).default(50),
  API_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  API_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(256),
  API_KEY_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),

  // --- Operating ---
  /** Bearer token of GET /metrics (Prometheus); unset: /metrics does not exist. */
  METRICS_TOKEN: z.string().trim().min(24, "must be at least 24 characters (openssl rand -base64 32)").optional(),
  /** `npm run worker`: the port its GET /metrics listens on (with METRICS_TOKEN); unset: none. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** On a stop signal: how long /api/ready answers 503 while everything is still served, before the server stops taking connections. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),

  // --- Webhook delivery ---
  WEBHOOK_DISPATCHER: z.enum(["on", "off"]).default("on"),
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, "must be comma-separated seconds, e.g. 0,5,300")
    .default("0,5,300,1800,7200,18000,36000,50400,72000,86400")
    .transform((v) => v.split(",").map(Number)),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  WEBHOOK_DISABLE_AFTER_SECONDS: z.coerce.number().min(1).default(5 * 86_400),
  WEBHOOK_SECRET_OVERLAP_SECONDS: z.coerce.number().int().min(0).max(30 * 86_400).default(86_400),
  WEBHOOK_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean)),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(256),
  WEBHOOK_ENDPOINT_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),

  // --- Balance and payouts (depósitos) ---
  /** The business day's cut-off in America/Mexico_City (HH:MM, 24 h): sales at or after it belong to the next business day; payouts go out at it. */
  PAYOUT_CUTOFF: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (24 h), e.g. 17:00")
    .default("17:00"),
  /** Days the banks are closed (comma-separated YYYY-MM-DD), replacing the built-in CNBV list; unset: the built-in list. */
  PAYOUT_HOLIDAYS: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2}(\s*,\s*\d{4}-\d{2}-\d{2})*)?$/, "must be comma-separated dates, e.g. 2026-12-25,2027-01-01")
    .transform((value) => {
      const days = value.split(",").map((day) => day.trim()).filter(Boolean);
      return days.length > 0 ? days : undefined;
    })
    .optional(),
  /** Whether this process makes the day's payouts at the cut-off (every instance may: each transaction is paid once). */
  PAYOUTS: z.enum(["on", "off"]).default("on"),

  // --- Merchant dashboard ---
  PAYMENT_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_API_KEY: z.string().trim().min(16).optional(),
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, "must be whsec_ followed by base64")
    .optional(),
  NEXTAUTH_SECRET: z.string().trim().min(32, "must be at least 32 characters (openssl rand -base64 32)").optional(),
  NEXTAUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  DASHBOARD_OWNER_EMAIL: z.email().optional(),
  DASHBOARD_OWNER_PASSWORD: z.string().min(10, "must be at least 10 characters").optional(),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(3).max(1000).default(10),
  SIGN_IN_IP_MAX_FAILURES: z.coerce.number().int().min(3).max(100_000).default(100),
  SIGN_IN_LOCK_SECONDS: z.coerce.number().int().min(1).max(7 * 86_400).default(900),
  SIGN_IN_BACKOFF_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  DASHBOARD_TIME_ZONE: z
    .string()
    .default("America/Mexico_City")
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone, e.g. America/Mexico_City"),
  DASHBOARD_LOCALE: z.string().default("es-MX"),
  DASHBOARD_CURRENCY: z.string().regex(/^[A-Z]{3}$/).default("MXN"),
  /** Roles that may refund besides owners (comma-separated: cashier, support); empty = owners only. */
  DASHBOARD_REFUND_ROLES: z
    .string()
    .regex(/^\s*((cashier|support)\s*(,\s*(cashier|support)\s*)*)?$/, "must be a comma-separated list of cashier, support (owners always may)")
    .default(""),
  /** Roles that may give discounts at the till besides owners (comma-separated: cashier, support); empty = owners only. */
  DASHBOARD_DISCOUNT_ROLES: z
    .string()
    .regex(/^\s*((cashier|support)\s*(,\s*(cashier|support)\s*)*)?$/, "must be a comma-separated list of cashier, support (owners always may)")
    .default(""),
  DASHBOARD_MERCHANT_NAME: z.string().trim().max(120, "must be at most 120 characters").optional(),
  DASHBOARD_TIPS: z
    .string()
    .trim()
    .regex(/^(off|on|\d{1,2}(\s*,\s*\d{1,2}){0,4})?$/, "must be off, on (10, 15 and 20 %) or up to 5 comma-separated percentages, e.g. 10,15,20")
    .default("off")
    .transform((value) => (value === "" || value === "off" ? [] : value === "on" ? [10, 15, 20] : value.split(",").map((p) => Number(p.trim())).filter((p) => p > 0))),
  /** The till asks the cashier to confirm a charge above this many pesos (a slip on the keypad); 0: never. */
  DASHBOARD_CONFIRM_ABOVE: z.coerce.number().min(0).max(9_999_999).default(10_000),
  /** Closing a drawer whose count is off by more than this many pesos (or with nothing counted) asks to confirm first. */
  DASHBOARD_DRAWER_CONFIRM_DIFFERENCE: z.coerce.number().min(0).max(9_999_999).default(100),
  SYNC_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
  // --- Facturas (docs/facturas.md) ---
  /** The PAC that stamps the shop's CFDIs: sandbox (built in, not valid before the SAT) or sw (SW Sapien's REST API). Unset: sandbox in sandbox mode, none in live mode (facturas off until set). */
  CFDI_PAC: z.enum(["sandbox", "sw"]).optional(),
  CFDI_PAC_URL: z.url({ protocol: /^https?$/ }).optional(),
  CFDI_PAC_USER: z.string().trim().min(1).optional(),
  CFDI_PAC_PASSWORD: z.string().min(1).optional(),
  CFDI_PAC_TOKEN: z.string().min(1).optional(),
  /** Where facturas are e-mailed from: an SMTP URL (smtp://user:pass@host:587, smtps://…:465). Unset: facturas are not e-mailed (the page still downloads them). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
});

/** Every variable the app reads (for the check that .env.example documents each one). */
export const ENV_KEYS = Object.keys(schema.shape) as Array<keyof typeof schema.shape>;

export type Env = z.infer<typeof schema> & {
  /** Which database this process talks to. */
  databaseKind: "pglite" | "postgresql";
  /** DATA_DIR resolved against the working directory. */
  dataDir: string;
  /** sandbox: the sandbox merchant and /api/sandbox exist; live: neither. */
  mode: "sandbox" | "live";
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee .env.example for every variable.`);
    this.name = "EnvError";
  }
}

/** Parses a given environment; pure, for tests. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value means unset (as in a copied .env.example).
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const result = schema.safeParse(given);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`),
    );
  }
  const env = result.data;
  const databaseKind = env.DATABASE_URL ? "postgresql" : "pglite";
  const mode = env.CAJA_MODE ?? (databaseKind === "pglite" ? "sandbox" : "live");
  const problems: string[] = [];
  // Instances sharing a PostgreSQL server must decrypt each other's secrets: one key, given explicitly.
  if (!env.MASTER_KEY && (mode === "live" || databaseKind === "postgresql")) {
    problems.push("MASTER_KEY: required when CAJA_MODE=live or DATABASE_URL is set (openssl rand -base64 32)");
  }
  if (!env.ADMIN_API_TOKEN && mode === "live") problems.push("ADMIN_API_TOKEN: required when CAJA_MODE=live");
  if (env.CFDI_PAC === "sw" && !env.CFDI_PAC_URL) problems.push("CFDI_PAC_URL: required when CFDI_PAC=sw");
  if (env.CFDI_PAC === "sw" && !env.CFDI_PAC_TOKEN && !(env.CFDI_PAC_USER && env.CFDI_PAC_PASSWORD)) {
    problems.push("CFDI_PAC_TOKEN, or CFDI_PAC_USER and CFDI_PAC_PASSWORD: required when CFDI_PAC=sw");
  }
  if (env.SMTP_URL && !env.MAIL_FROM) problems.push("MAIL_FROM: required when SMTP_URL is set");
  if (problems.length > 0) throw new EnvError(problems);
  return { ...env, databaseKind, mode, dataDir: path.resolve(env.DATA_DIR) };
}

/** The process environment, parsed on first use and then cached. */
export function getEnv(): Env {
  return processState("env", () => parseEnv(process.env));
}

/**
 * Tests only: makes `env` the process environment getEnv() answers (a test database's, say), or
 * with `undefined` drops it so the next getEnv() parses process.env again.
 */
export function installEnvForTests(env: Env | undefined): void {
  setProcessState("env", env);
}
