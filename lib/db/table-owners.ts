/**
 * Who owns each table: the one module (a folder) whose code holds every statement that writes it
 * and, unless a reader is declared below, every one that reads it. Everything else calls the
 * owner's functions. `lib/db/table-owners.test.ts` reads the code and fails on SQL (or a Prisma
 * model call) naming a table outside its owner; docs/architecture.md prints this table.
 *
 * A reader is a module allowed to read a table it does not own, in a join it cannot make through
 * the owner's functions without a second round trip; each says why. Writes are never shared.
 * Test fixtures (lib/testing, scripts/bench, e2e) build rows directly and are not checked.
 */
export type TableOwner = { owner: string; readers?: Record<string, string> };

export const TABLE_OWNERS = {
  // the service
  merchant: { owner: "lib/gateway/merchants" },
  api_key: { owner: "lib/gateway/merchants" },
  webhook_endpoint: { owner: "lib/gateway/webhooks" },
  webhook_secret: { owner: "lib/gateway/webhooks" },
  webhook_outbox: { owner: "lib/gateway/webhooks" },
  webhook_attempt: { owner: "lib/gateway/webhooks" },
  payment_intent: { owner: "lib/gateway/intents" },
  intent_status: { owner: "lib/gateway/intents" },
  intent_status_event: { owner: "lib/gateway/intents" },
  merchant_feed: { owner: "lib/gateway/intents" },
  used_jti: { owner: "lib/gateway/intents" },
  refund: { owner: "lib/gateway/refunds" },
  idempotency_key: { owner: "lib/gateway/api" },
  // the dashboard
  dashboard_intent: { owner: "lib/dashboard/intents" },
  dashboard_intent_event: { owner: "lib/dashboard/intents" },
  dashboard_refund: { owner: "lib/dashboard/intents" },
  dashboard_sync: { owner: "lib/dashboard/sync" },
  dashboard_user: { owner: "lib/dashboard/users" },
  dashboard_recovery_code: { owner: "lib/dashboard/two-factor" },
  sign_in_throttle: { owner: "lib/dashboard/auth" },
  dashboard_audit_event: { owner: "lib/dashboard/audit" },
  dashboard_till: { owner: "lib/dashboard/till" },
  dashboard_till_charge: { owner: "lib/dashboard/till" },
  dashboard_drawer: { owner: "lib/dashboard/drawer" },
  dashboard_drawer_entry: { owner: "lib/dashboard/drawer" },
  dashboard_cash_refund: { owner: "lib/dashboard/till" },
  dashboard_setting: { owner: "lib/dashboard/settings" },
  dashboard_fiscal_profile: { owner: "lib/dashboard/fiscal" },
  // the process
  app_setting: { owner: "lib/db" },
} satisfies Record<string, TableOwner>;

export type TableName = keyof typeof TABLE_OWNERS;
