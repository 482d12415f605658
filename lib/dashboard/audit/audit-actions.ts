/**
 * What the audit trail records. The list must equal the CHECK on dashboard_audit_event.action
 * (migration 20261123160614_dashboard_audit; record-audit.test.ts compares them): a new action is
 * added here and in a new migration.
 */
export const AUDIT_ACTIONS = [
  "sign_in.succeeded",
  "sign_in.failed",
  "sign_in.locked",
  "sign_out.everywhere",
  "two_factor.enabled",
  "two_factor.disabled",
  "two_factor.recovery_code_used",
  "two_factor.requirement_changed",
  "user.created",
  "user.role_changed",
  "user.disabled",
  "user.enabled",
  "webhook_secret.rotated",
  "webhook_endpoint.changed",
  "webhook.redelivered",
  "payment.created",
  "payment.canceled",
  "card.tapped",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every text the audit trail shows people, in one table per language (English only for now). */
export const AUDIT_LABELS = {
  en: {
    actions: {
      "sign_in.succeeded": "Signed in",
      "sign_in.failed": "Sign-in failed",
      "sign_in.locked": "Sign-in locked",
      "sign_out.everywhere": "Signed out everywhere",
      "two_factor.enabled": "Two-factor enabled",
      "two_factor.disabled": "Two-factor disabled",
      "two_factor.recovery_code_used": "Recovery code used",
      "two_factor.requirement_changed": "Two-factor requirement changed",
      "user.created": "User created",
      "user.role_changed": "Role changed",
      "user.disabled": "User disabled",
      "user.enabled": "User enabled",
      "webhook_secret.rotated": "Webhook secret rotated",
      "webhook_endpoint.changed": "Webhook endpoint changed",
      "webhook.redelivered": "Webhook redelivered",
      "payment.created": "Payment created",
      "payment.canceled": "Payment canceled",
      "card.tapped": "Test card tapped",
    } satisfies Record<AuditAction, string>,
    /** The action filter's groups, by the part of the action's name before the dot. */
    groups: {
      sign_in: "Sign-in",
      sign_out: "Sign-in",
      two_factor: "Two-factor",
      user: "Users",
      webhook_secret: "Webhooks",
      webhook_endpoint: "Webhooks",
      webhook: "Webhooks",
      payment: "Payments",
      card: "Payments",
    } satisfies Record<AuditAction extends `${infer G}.${string}` ? G : never, string>,
    /**
     * Names of the keys of `details`, as shown in "What changed", in the order shown (the database
     * keeps JSON keys in an order of its own); a key not listed shows as itself, after these.
     */
    fields: {
      name: "name",
      role: "role",
      disabled: "disabled",
      url: "URL",
      enabled: "deliveries enabled",
      overlapHours: "old secret valid for (hours)",
      previousValidUntil: "old secret valid until",
      payment: "type",
      amount: "amount",
      via: "from",
      outcome: "outcome",
      reason: "reason",
      cardLast4: "card ending",
      status: "status",
      required: "required",
      roles: "roles",
    } as Record<string, string>,
    values: { true: "yes", false: "no", null: "none" } as Record<string, string>,
  },
} as const;

export type AuditLanguage = keyof typeof AUDIT_LABELS;

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export function auditActionLabel(action: string, language: AuditLanguage = "en"): string {
  return isAuditAction(action) ? AUDIT_LABELS[language].actions[action] : action;
}

/** The actions grouped as the filter shows them (in the list's order), with their labels. */
export function auditActionGroups(language: AuditLanguage = "en"): Array<{ label: string; actions: Array<{ action: AuditAction; label: string }> }> {
  const labels = AUDIT_LABELS[language];
  const groups = new Map<string, Array<{ action: AuditAction; label: string }>>();
  for (const action of AUDIT_ACTIONS) {
    const group = labels.groups[action.split(".")[0] as keyof typeof labels.groups];
    groups.set(group, [...(groups.get(group) ?? []), { action, label: labels.actions[action] }]);
  }
  return [...groups].map(([label, actions]) => ({ label, actions }));
}
