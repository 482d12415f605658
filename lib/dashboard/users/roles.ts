export const ROLES = ["owner", "cashier", "support"] as const;
export type Role = (typeof ROLES)[number];

/**
 * What each role may do. owner: everything, manages users and settings; cashier: creates payments
 * and runs the till, reads intents; support: reads and searches everything, changes nothing. Only
 * owners read the audit trail (who did what in the dashboard).
 */
export const PERMISSIONS = {
  "intents:read": ["owner", "cashier", "support"],
  "intents:refresh": ["owner", "cashier", "support"],
  "payments:create": ["owner", "cashier"],
  "payments:cancel": ["owner", "cashier"],
  /** owners; other roles by DASHBOARD_REFUND_ROLES (e.g. "cashier") */
  "payments:refund": ["owner"],
  "tills:manage": ["owner"],
  /** a discount on a till's line or ticket (with its reason): owners; other roles by DASHBOARD_DISCOUNT_ROLES (e.g. "cashier") */
  "sales:discount": ["owner"],
  "cashup:read": ["owner", "cashier", "support"],
  /** open and close a till's drawer, put cash in and take it out, take cash sales */
  "drawer:operate": ["owner", "cashier"],
  /** correct a closed drawer's count (a new, audited entry) */
  "drawer:correct": ["owner"],
  /** every till's and cashier's drawers (a cashier sees the drawers they opened) */
  "drawer:read-all": ["owner", "support"],
  "sandbox:simulate": ["owner", "cashier"],
  "settings:manage": ["owner"],
  "users:manage": ["owner"],
  "reports:read": ["owner", "support"],
  /** the balance, the deposits and what each payment earned (fee, net): owners, and support to answer "where is my money" */
  "deposits:read": ["owner", "support"],
  /** the product catalogue: read it (the till sells from it), and change it, import and export it (owners) */
  "catalogue:read": ["owner", "cashier", "support"],
  "catalogue:write": ["owner"],
  /** facturas (CFDI): see them and download them; issue a ticket's for a customer (the payment's page); the global, cancellations and the setup (CSD, places of issue) */
  "invoices:read": ["owner", "cashier", "support"],
  "invoices:issue": ["owner", "cashier"],
  "invoices:manage": ["owner"],
  "audit:read": ["owner"],
  /** which payments differ between the dashboard's books and the service's, both sides */
  "books:details": ["owner"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The permissions a shop may give more roles, and the variable that names them. */
const EXTRA_ROLES: Partial<Record<Permission, string>> = { "payments:refund": "DASHBOARD_REFUND_ROLES", "sales:discount": "DASHBOARD_DISCOUNT_ROLES" };

/**
 * The roles given a permission: the table's, and for refunds (discounts) those DASHBOARD_REFUND_ROLES (DASHBOARD_DISCOUNT_ROLES) adds
 * (read on the server, where every permission is checked; a browser bundle sees the table's).
 */
export function rolesWith(permission: Permission): readonly string[] {
  const roles = PERMISSIONS[permission] as readonly string[];
  const variable = EXTRA_ROLES[permission];
  if (!variable) return roles;
  const extra = (typeof process === "undefined" ? "" : (process.env[variable] ?? "")).split(",").map((role) => role.trim());
  return [...roles, ...ROLES.filter((role) => extra.includes(role) && !roles.includes(role))];
}

export function can(role: string | undefined, permission: Permission): boolean {
  return role !== undefined && rolesWith(permission).includes(role);
}
