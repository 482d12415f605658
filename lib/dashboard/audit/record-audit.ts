import { isIP } from "node:net";
import type { Prisma } from "../../db/generated/client";
import type { Store } from "../../db/store";
import { log } from "../../log";
import type { AuditAction } from "./audit-actions";

/** Where a request came from: the client address and its User-Agent (app/_server/request-context.ts). */
export type AuditContext = { ip: string | null; userAgent: string | null };

/** Who acted: the signed-in user, or for a failed sign-in only the email typed (no id). */
export type AuditActor = { id: string | null; email: string | null };

/** Who did something and from where: what domain functions that record take from their caller. */
export type AuditBy = { actor: AuditActor; context: AuditContext };

export type AuditEntry = AuditBy & {
  action: AuditAction;
  /** What was acted on: a user's email, an intent id, an event id... */
  target?: string | null;
  /** What changed: `{field: {from, to}}` for a change, plain values otherwise. Never a secret. */
  details?: Record<string, unknown>;
  /** When (default: now, by the database's clock). */
  at?: Date;
};

const USER_AGENT_MAX = 256;
const TEXT_MAX = 512;
const REDACTED = "[redacted]";

/** Keys that name a secret (their values are dropped whatever they hold), and card data keys. */
const SECRET_KEY = /secret|passw|token|code|key|seed|^(nip|pin|pan|cvv|track2)$/i;
/** Values that look like a secret: a webhook secret, an API key, an admin token; a full card number. */
const SECRET_VALUE = /(?<![A-Za-z0-9_])(whsec|sk|adm)_|(?<!\d)\d{13,19}(?!\d)/i;

function cleanText(value: string, max = TEXT_MAX): string {
  return Array.from(value.replace(/[\u0000-\u001f\u007f]/g, " ")).slice(0, max).join("");
}

/** `details` without secret-named keys, with secret-looking strings replaced; `dropped` lists what went. */
function scrub(value: unknown, dropped: string[], path: string, depth = 0): unknown {
  if (typeof value === "string") {
    if (!SECRET_VALUE.test(value)) return cleanText(value);
    dropped.push(path);
    return REDACTED;
  }
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= 4 || typeof value !== "object") return String(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((item, i) => scrub(item, dropped, `${path}[${i}]`, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined) continue;
    if (SECRET_KEY.test(key)) {
      dropped.push(`${path}.${key}`);
      continue;
    }
    kept[key] = scrub(item, dropped, `${path}.${key}`, depth + 1);
  }
  return kept;
}

/** A plausible email (what a failed sign-in typed may be a password typed into the wrong box: then none). */
function actorEmail(email: string | null): string | null {
  const trimmed = email?.trim().toLowerCase();
  if (!trimmed || trimmed.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(trimmed) || SECRET_VALUE.test(trimmed)) return null;
  return trimmed;
}

function clientIp(ip: string | null): string | null {
  const plain = ip?.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  return plain && isIP(plain) !== 0 ? plain : null;
}

/**
 * Appends one event to the audit trail. `store` is the store of the change (or of its transaction)
 * being recorded, so the change and its record commit (or roll back) together.
 *
 * Refuses to store secrets: keys of `details` naming one (secret, password, token, code, key,
 * seed; card data) are dropped, and strings that look like one (whsec_…, sk_…, adm_…, a full card
 * number) are stored as "[redacted]" (in `details` and `target`); each time a warning is logged, as
 * it means a caller passed what it should not have. There is no update or delete here, nor anywhere
 * (the table refuses both).
 */
export async function recordAudit(store: Store, entry: AuditEntry): Promise<void> {
  const dropped: string[] = [];
  const details = scrub(entry.details ?? {}, dropped, "details") as Prisma.InputJsonObject;
  const target = entry.target ? (scrub(entry.target, dropped, "target") as string) : null;
  if (dropped.length > 0) log.warn("dashboard.audit_secret_refused", { action: entry.action, dropped });
  const userAgent = entry.context.userAgent ? cleanText(entry.context.userAgent, USER_AGENT_MAX) : null;
  await store.prisma.dashboardAuditEvent.create({
    data: {
      ...(entry.at ? { occurredAt: entry.at } : {}),
      actorId: entry.actor.id,
      actorEmail: actorEmail(entry.actor.email),
      action: entry.action,
      target,
      ip: clientIp(entry.context.ip),
      userAgent: userAgent || null,
      details,
    },
  });
}
