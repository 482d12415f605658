/**
 * The keys of an event's `details` in the order "What changed" shows them (the database keeps JSON
 * keys in an order of its own); a key not listed comes after these, alphabetically. Each key's name
 * for people is `activity.fields.<key>`.
 */
export const AUDIT_DETAIL_ORDER = [
  "name",
  "role",
  "disabled",
  "url",
  "enabled",
  "overlapHours",
  "previousValidUntil",
  "payment",
  "amount",
  "via",
  "outcome",
  "reason",
  "cardLast4",
  "status",
  "required",
  "second_factor",
  "proof",
  "issued",
  "reset_by_owner",
  "locked",
  "minutes",
  "tradeName",
  "tipsEnabled",
  "tipPresets",
  "tipWarnPercent",
] as const;

/** One line of "What changed": a change (`from` → `to`) or a value. */
export type AuditDetail = { key: string; change: true; from: unknown; to: unknown } | { key: string; change: false; value: unknown };

/**
 * An event's details as lines people read, in a stable order: `{role: {from: "cashier", to:
 * "support"}}` is a change of `role`; any other value is shown as it is. Wording is the page's.
 */
export function describeAuditDetails(details: unknown): AuditDetail[] {
  if (!details || typeof details !== "object" || Array.isArray(details)) return [];
  const order: readonly string[] = AUDIT_DETAIL_ORDER;
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const entries = Object.entries(details as Record<string, unknown>).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return entries.map(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value) && "from" in value && "to" in value
      ? { key, change: true, from: value.from, to: value.to }
      : { key, change: false, value },
  );
}
