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
/** Why lib/dashboard/intents reads the till's tables. */
const SALE_READ =
  "one definition of a sale (lib/dashboard/intents/sales-sql.ts, the list, the CSV, the shift's charges) joins the copy with the till's charges and cash refunds in one query";

export type TableOwner = { owner: string; readers?: Record<string, string> };

export const TABLE_OWNERS = {
  // the service
  merchant: { owner: "lib/gateway/merchants" },
  api_key: { owner: "lib/gateway/merchants" },
  webhook_endpoint: { owner: "lib/gateway/webhooks" },
  webhook_secret: { owner: "lib/gateway/webhooks" },
  webhook_outbox: { owner: "lib/gateway/webhooks" },
  webhook_attempt: { owner: "lib/gateway/webhooks" },
  payment_intent: {
    owner: "lib/gateway/intents",
    readers: {
      "lib/gateway/refunds":
        "a refund is judged and listed against its intent's amount, refunded total and status, and the totals filter refunds by their intent's branch and terminal, in the refunds' own queries",
      "lib/gateway/balance":
        "the totals' fees and ledger sum take the ledger's rows of the range's payments, chosen by their intent's creation time, branch and terminal in the ledger's own query",
    },
  },
  intent_status: { owner: "lib/gateway/intents" },
  intent_status_event: {
    owner: "lib/gateway/intents",
    readers: { "lib/gateway/webhooks": "an endpoint's deliveries list filters and shows each outbox row's event type in the list's own query (webhook_outbox joined with the event)" },
  },
  merchant_feed: { owner: "lib/gateway/intents" },
  used_jti: { owner: "lib/gateway/intents" },
  refund: {
    owner: "lib/gateway/refunds",
    readers: { "lib/gateway/balance": "the totals' ledger sum takes the rows of the refunds asked for in the range, chosen by the refund's time and its intent's branch and terminal, in the ledger's own query" },
  },
  idempotency_key: { owner: "lib/gateway/api" },
  // the merchant's money: fees, the ledger, payouts and where they go (one aggregate: a cut-off
  // settles ledger rows and writes its payout in one statement)
  pricing: { owner: "lib/gateway/balance" },
  balance_transaction: { owner: "lib/gateway/balance" },
  payout: { owner: "lib/gateway/balance" },
  payout_account: { owner: "lib/gateway/balance" },
  // the dashboard
  dashboard_intent: { owner: "lib/dashboard/intents" },
  dashboard_intent_event: { owner: "lib/dashboard/intents" },
  dashboard_refund: { owner: "lib/dashboard/intents" },
  // a refund by line's lines, beside the refunds' copy: reserved, named and read with the sale's items and refunds
  dashboard_refund_line: { owner: "lib/dashboard/intents" },
  dashboard_sync: { owner: "lib/dashboard/sync" },
  dashboard_user: {
    owner: "lib/dashboard/users",
    readers: { "lib/dashboard/intents": "the payments list names who charged a sale (the cashier's name by the email the till kept) in the list's own query, and a payment's page who asked for its refunds" },
  },
  dashboard_recovery_code: { owner: "lib/dashboard/two-factor" },
  sign_in_throttle: { owner: "lib/dashboard/auth" },
  dashboard_audit_event: { owner: "lib/dashboard/audit" },
  dashboard_till: { owner: "lib/dashboard/till", readers: { "lib/dashboard/intents": SALE_READ } },
  dashboard_till_charge: { owner: "lib/dashboard/till", readers: { "lib/dashboard/intents": SALE_READ } },
  dashboard_drawer: { owner: "lib/dashboard/drawer" },
  dashboard_drawer_entry: { owner: "lib/dashboard/drawer" },
  dashboard_cash_refund: { owner: "lib/dashboard/till", readers: { "lib/dashboard/intents": SALE_READ } },
  dashboard_setting: { owner: "lib/dashboard/settings" },
  dashboard_fiscal_profile: { owner: "lib/dashboard/fiscal" },
  dashboard_product: { owner: "lib/dashboard/catalogue" },
  // facturas: the CSD, the places of issue, the CFDIs and the tickets each holds, the sandbox PAC's record
  dashboard_csd: { owner: "lib/dashboard/invoices" },
  dashboard_invoice_series: { owner: "lib/dashboard/invoices" },
  dashboard_invoice: { owner: "lib/dashboard/invoices" },
  dashboard_invoice_sale: { owner: "lib/dashboard/invoices" },
  dashboard_sandbox_stamp: { owner: "lib/dashboard/invoices" },
  // the process
  app_setting: { owner: "lib/db" },
} satisfies Record<string, TableOwner>;
