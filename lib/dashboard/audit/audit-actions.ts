/**
 * What the audit trail records. The list must equal the CHECK on dashboard_audit_event.action
 * (migration 20261123160614_dashboard_audit; record-audit.test.ts compares them): a new action is
 * added here and in a new migration. People read each one as a sentence in their language (the
 * `activity` catalogue: `activity.actions.<action>`).
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
  "webhook_endpoint.created",
  "webhook_endpoint.deleted",
  "webhook_endpoint.tested",
  "webhook_endpoint.recovered",
  "webhook.redelivered",
  "payment.created",
  "payment.canceled",
  "payment.refunded",
  "card.tapped",
  "cash.sold",
  "cash.refunded",
  "drawer.opened",
  "drawer.moved",
  "drawer.closed",
  "drawer.corrected",
  "fiscal_profile.changed",
  "shop.updated",
  "product.created",
  "product.updated",
  "catalogue.imported",
  "invoice.issued",
  "invoice.canceled",
  "invoice.global_issued",
  "invoice_setup.changed",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The action filter's groups, by the part of the action's name before the dot (`activity.groups.<group>`). */
const GROUP_OF = {
  sign_in: "signIn",
  sign_out: "signIn",
  two_factor: "twoFactor",
  user: "users",
  webhook_secret: "webhooks",
  webhook_endpoint: "webhooks",
  webhook: "webhooks",
  payment: "payments",
  card: "payments",
  cash: "cash",
  drawer: "cash",
  fiscal_profile: "shop",
  shop: "shop",
  product: "catalogue",
  catalogue: "catalogue",
  invoice: "invoices",
  invoice_setup: "invoices",
} as const satisfies Record<AuditAction extends `${infer G}.${string}` ? G : never, string>;

export type AuditGroup = (typeof GROUP_OF)[keyof typeof GROUP_OF];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The actions grouped as the filter shows them, in the list's order. */
export function auditActionGroups(): Array<{ group: AuditGroup; actions: AuditAction[] }> {
  const groups = new Map<AuditGroup, AuditAction[]>();
  for (const action of AUDIT_ACTIONS) {
    const group = GROUP_OF[action.split(".")[0] as keyof typeof GROUP_OF];
    groups.set(group, [...(groups.get(group) ?? []), action]);
  }
  return [...groups].map(([group, actions]) => ({ group, actions }));
}
