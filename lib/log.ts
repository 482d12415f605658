/**
 * Structured logs: one JSON object per line on stdout/stderr.
 * Values under keys that may carry card data or secrets are replaced before anything is written,
 * so a careless call site cannot leak them (PCI DSS 3.3.1 / 3.4.1).
 */
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const REDACTED_KEYS = /^(nip|pin|track2|card|pan|cvv|password|secret|apiKey|api_key|authorization|x-api-key|jwe|jwt|keys)$/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      REDACTED_KEYS.test(key) ? "[redacted]" : redact(item, depth + 1),
    ]),
  );
}

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? "info") as Level | "silent";
  return ORDER[level] ?? ORDER.info;
}

function write(level: Level, event: string, fields?: Record<string, unknown>) {
  if (ORDER[level] < threshold()) return;
  // The three envelope keys win over fields of the same name.
  const line = JSON.stringify({ ...(redact(fields) as object), time: new Date().toISOString(), level, event });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
