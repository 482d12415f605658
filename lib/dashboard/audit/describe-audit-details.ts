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
 * "role: cashier → support"; other values as "name: value"; one line per key.
 */
export function describeAuditDetails(details: unknown, language: AuditLanguage = "en"): string[] {
  if (!details || typeof details !== "object" || Array.isArray(details)) return [];
  const labels = AUDIT_LABELS[language].fields;
  return Object.entries(details as Record<string, unknown>).map(([key, value]) => {
    const label = labels[key] ?? key;
    if (value && typeof value === "object" && !Array.isArray(value) && "from" in value && "to" in value) {
      return `${label}: ${valueText(value.from, language)} → ${valueText(value.to, language)}`;
    }
    return `${label}: ${valueText(value, language)}`;
  });
}
