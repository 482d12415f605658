import { AUDIT_LABELS, type AuditLanguage } from "./audit-actions";

function valueText(value: unknown, language: AuditLanguage): string {
  if (value === null || value === undefined) return AUDIT_LABELS[language].values.null!;
  if (typeof value === "boolean") return AUDIT_LABELS[language].values[String(value)]!;
  if (Array.isArray(value)) return value.map((v) => valueText(v, language)).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * An event's details as people read them: `{role: {from: "cashier", to: "support"}}` →
 * "role: cashier → support"; other values as "name: value"; one line per key, in the labels' order.
 */
export function describeAuditDetails(details: unknown, language: AuditLanguage = "en"): string[] {
  if (!details || typeof details !== "object" || Array.isArray(details)) return [];
  const labels = AUDIT_LABELS[language].fields;
  const order = Object.keys(labels);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const entries = Object.entries(details as Record<string, unknown>).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return entries.map(([key, value]) => {
    const label = labels[key] ?? key;
    if (value && typeof value === "object" && !Array.isArray(value) && "from" in value && "to" in value) {
      return `${label}: ${valueText(value.from, language)} → ${valueText(value.to, language)}`;
    }
    return `${label}: ${valueText(value, language)}`;
  });
}
