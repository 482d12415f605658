import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ROLES } from "../dashboard/users/roles";
import { createIntent } from "../gateway/intents/create-intent";
import { enterStatuses } from "../gateway/intents/enter-statuses";
import { createIntentSchema } from "../contract/requests";
import { ALL_STATUSES, FAMILIES, PAYMENT_TYPES, STATUS_CODES, STATUS_TABLE } from "../contract/statuses";
import { recordAttempt } from "../gateway/webhooks/record-attempt";
import { TEST_MASTER_KEY } from "../testing/databases";
import { DATABASE_KINDS, openFreshDatabase } from "../testing/fresh-database";
import type { Database } from "./client";

// createIntent reads the gateway's configuration: give it every secret, so none is generated (and written).
Object.assign(process.env, {
  CAJA_MODE: "sandbox",
  MASTER_KEY: TEST_MASTER_KEY,
  ADMIN_API_TOKEN: "adm_".padEnd(40, "x"),
  SANDBOX_API_KEY: "sk_sandbox_0123456789abcdef",
  SANDBOX_WEBHOOK_SECRET: "whsec_c2VjcmV0",
});

const MERCHANT = { id: "mer_constraints", name: "Constraints" };
const ENDPOINT = "we_constraints0000000000";

/** The error `sql` fails with (the test fails if it succeeds). */
async function failure(db: Database, sql: string, params: unknown[] = []): Promise<{ code?: string; constraint?: string; message?: string }> {
  try {
    await db.query(sql, params);
  } catch (error) {
    return error as { code?: string; constraint?: string };
  }
  throw new Error(`expected a failure: ${sql}`);
}

/** The names quoted in a constraint's definition ('x'::text), in order. */
const quoted = (definition: string) => [...definition.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!);
const sorted = (values: readonly string[]) => [...values].sort();

describe.each(DATABASE_KINDS)("schema constraints on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  /** Rows written by the code paths that write them (the CTE statements included), then broken one column at a time. */
  const ids = { intent: "", outboxPending: "", outboxDelivered: "" };

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    await db.query("INSERT INTO merchant (id, name) VALUES ($1, $2)", [MERCHANT.id, MERCHANT.name]);
    await db.query("INSERT INTO webhook_endpoint (id, merchant_id, \"primary\", url) VALUES ($1, $2, true, 'http://127.0.0.1:9/hooks')", [ENDPOINT, MERCHANT.id]);
    const input = createIntentSchema.parse({
      payment: "qr_present",
      amount: 149.5,
      data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] },
    });
    // One statement inserts the intent, its event and its outbox row (whose foreign keys point at the intent).
    ids.intent = (await createIntent(db.store, MERCHANT, input)).intent;
    await enterStatuses(db.store, { id: ids.intent, merchantId: MERCHANT.id, payment: "qr_present", status: "qr_created", seq: 1 }, ["qr_scanned"]);
    const outbox = await db.query<{ event_id: string; seq: number }>("SELECT event_id, seq FROM webhook_outbox WHERE intent_id = $1 ORDER BY seq", [ids.intent]);
    expect(outbox.map((row) => row.seq)).toEqual([1, 2]);
    ids.outboxDelivered = outbox[0]!.event_id;
    ids.outboxPending = outbox[1]!.event_id;
    const event = { eventId: ids.outboxDelivered, endpointId: ENDPOINT, merchantId: MERCHANT.id, intentId: ids.intent, seq: 1, attempts: 0, status: "qr_created", code: 100, reason: null, webhookUrl: null, type: "intent.status_changed", data: null, occurredAt: new Date() };
    await recordAttempt(db.store, event, "http://127.0.0.1:9/hooks", new Date(), { httpStatus: 200, latencyMs: 3, response: "", error: null, retryAfterSeconds: null, responseHeaders: {} }, { schedule: [0, 5], disableAfterSeconds: 60 });
    await db.prisma.idempotencyKey.create({ data: { scope: MERCHANT.id, merchantId: MERCHANT.id, key: "k1", requestHash: "h", status: 201, responseSealed: "v1.x.y.z" } });
    await db.prisma.dashboardUser.create({ data: { id: "usr_1", email: "o@shop.test", name: "O", role: "owner", passwordHash: "x" } });
    await db.query(
      `INSERT INTO dashboard_intent (id, payment, amount, status, code, seq) VALUES ('qp_d1', 'qr_present', 10, 'qr_created', 100, 1),
         ('qp_d2', NULL, NULL, 'some_future_status', 999, 1)`,
    );
    await db.query("INSERT INTO dashboard_intent_event (intent_id, seq, status, code, source, occurred_at) VALUES ('qp_d1', 1, 'qr_created', 100, 'webhook', now())");
    await db.query("INSERT INTO dashboard_till (id, branch, terminal, last_ticket) VALUES ('till_1', 'Centro', 'Caja 1', 1)");
    await db.query("INSERT INTO dashboard_till_charge (attempt, till_id, ticket, amount) VALUES ('a1', 'till_1', 1, 10)");
  });
  afterAll(async () => dispose?.());

  it("accepts the rows the code writes: an intent moved, an attempt recorded, an endpoint disabled and re-enabled", async () => {
    const [intent] = await db.query<{ status: string; code: number; seq: number }>("SELECT status, code, seq FROM payment_intent WHERE id = $1", [ids.intent]);
    expect(intent).toEqual({ status: "qr_scanned", code: 101, seq: 2 });
    const states = await db.query<{ state: string; attempts: number; done: boolean }>(
      "SELECT state, attempts, completed_at IS NOT NULL AS done FROM webhook_outbox WHERE intent_id = $1 ORDER BY seq",
      [ids.intent],
    );
    expect(states).toEqual([
      { state: "delivered", attempts: 1, done: true },
      { state: "pending", attempts: 0, done: false },
    ]);
    await db.query("UPDATE webhook_endpoint SET disabled_at = now(), disabled_why = 'the endpoint answered 410 Gone' WHERE id = $1", [ENDPOINT]);
    await db.query("UPDATE webhook_endpoint SET disabled_at = NULL, disabled_why = NULL WHERE id = $1", [ENDPOINT]);
    // an ec_remote intent failing: every *_error_x status is code 402
    const input = createIntentSchema.parse({ payment: "ec_remote", amount: 0.01, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] } });
    const failed = (await createIntent(db.store, MERCHANT, input)).intent;
    await enterStatuses(db.store, { id: failed, merchantId: MERCHANT.id, payment: "ec_remote", status: "ec_created", seq: 1 }, ["ec_error_x"], "declined");
    const events = await db.query<{ status: string; code: number }>("SELECT status, code FROM intent_status_event WHERE intent_id = $1 ORDER BY seq", [failed]);
    expect(events).toEqual([
      { status: "ec_created", code: 109 },
      { status: "ec_error_x", code: 402 },
    ]);
  });

  /** [constraint, SQLSTATE, a statement that breaks it and nothing else] */
  const violations: Array<[string, "23514" | "23503", string]> = [
    ["payment_intent_payment_status_code_fkey", "23503", "UPDATE payment_intent SET payment = 'cash' WHERE id = $1"],
    ["payment_intent_payment_status_code_fkey", "23503", "UPDATE payment_intent SET status = 'qr_authorised' WHERE id = $1"],
    ["payment_intent_payment_status_code_fkey", "23503", "UPDATE payment_intent SET code = 100 WHERE id = $1"],
    ["payment_intent_payment_status_code_fkey", "23503", "UPDATE payment_intent SET status = 'qr_error_x', code = 400 WHERE id = $1"],
    ["payment_intent_payment_status_code_fkey", "23503", "UPDATE payment_intent SET status = 'ec_progress', code = 114 WHERE id = $1"],
    ["payment_intent_amount_check", "23514", "UPDATE payment_intent SET amount = 0 WHERE id = $1"],
    ["payment_intent_amount_check", "23514", "UPDATE payment_intent SET amount = -1 WHERE id = $1"],
    ["intent_status_event_status_code_fkey", "23503", "UPDATE intent_status_event SET status = 'ec_authorized' WHERE intent_id = $1 AND seq = 1"],
    ["intent_status_event_status_code_fkey", "23503", "UPDATE intent_status_event SET code = 101 WHERE intent_id = $1 AND seq = 1"],
    ["intent_status_payment_check", "23514", "UPDATE intent_status SET payment = 'cash' WHERE status = 'qr_created' AND $1::text IS NOT NULL"],
    ["webhook_outbox_state_check", "23514", "UPDATE webhook_outbox SET state = 'sent' WHERE intent_id = $1 AND seq = 1"],
    ["webhook_attempt_attempt_check", "23514", "UPDATE webhook_attempt SET attempt = 0 WHERE event_id IN (SELECT event_id FROM webhook_outbox WHERE intent_id = $1)"],
    ["webhook_attempt_latency_ms_check", "23514", "UPDATE webhook_attempt SET latency_ms = -1 WHERE event_id IN (SELECT event_id FROM webhook_outbox WHERE intent_id = $1)"],
    ["webhook_endpoint_disabled_check", "23514", "UPDATE webhook_endpoint SET disabled_at = now() WHERE merchant_id IN (SELECT merchant_id FROM payment_intent WHERE id = $1)"],
    ["webhook_endpoint_disabled_check", "23514", "UPDATE webhook_endpoint SET disabled_why = 'why' WHERE merchant_id IN (SELECT merchant_id FROM payment_intent WHERE id = $1)"],
    ["webhook_endpoint_events_check", "23514", "UPDATE webhook_endpoint SET events = '{}' WHERE merchant_id IN (SELECT merchant_id FROM payment_intent WHERE id = $1)"],
    ["webhook_endpoint_events_check", "23514", "UPDATE webhook_endpoint SET events = NULL WHERE merchant_id IN (SELECT merchant_id FROM payment_intent WHERE id = $1)"],
    [
      "webhook_endpoint_url_check",
      "23514",
      "INSERT INTO webhook_endpoint (id, merchant_id, url) SELECT 'we_nourl00000000000000', merchant_id, NULL FROM payment_intent WHERE id = $1",
    ],
    ["webhook_outbox_endpoint_id_fkey", "23503", "UPDATE webhook_outbox SET endpoint_id = 'we_nobody' WHERE intent_id = $1 AND seq = 2"],
    ["idempotency_key_status_check", "23514", "UPDATE idempotency_key SET status = 42 WHERE key = 'k1' AND $1::text IS NOT NULL"],
    ["idempotency_key_response_check", "23514", "UPDATE idempotency_key SET response_sealed = NULL WHERE key = 'k1' AND $1::text IS NOT NULL"],
    ["idempotency_key_response_check", "23514", "UPDATE idempotency_key SET response_body = '{}' WHERE key = 'k1' AND $1::text IS NOT NULL"],
    ["dashboard_user_role_check", "23514", "UPDATE dashboard_user SET role = 'admin' WHERE id = 'usr_1' AND $1::text IS NOT NULL"],
    ["dashboard_intent_payment_check", "23514", "UPDATE dashboard_intent SET payment = 'cash' WHERE id = 'qp_d1' AND $1::text IS NOT NULL"],
    ["dashboard_intent_amount_check", "23514", "UPDATE dashboard_intent SET amount = 0 WHERE id = 'qp_d1' AND $1::text IS NOT NULL"],
    ["dashboard_intent_status_check", "23514", "UPDATE dashboard_intent SET status = '' WHERE id = 'qp_d2' AND $1::text IS NOT NULL"],
    ["dashboard_intent_seq_check", "23514", "UPDATE dashboard_intent SET seq = 0 WHERE id = 'qp_d1' AND $1::text IS NOT NULL"],
    ["dashboard_intent_event_source_check", "23514", "UPDATE dashboard_intent_event SET source = 'import' WHERE intent_id = 'qp_d1' AND $1::text IS NOT NULL"],
    ["dashboard_intent_event_status_check", "23514", "UPDATE dashboard_intent_event SET status = '' WHERE intent_id = 'qp_d1' AND $1::text IS NOT NULL"],
    ["dashboard_intent_event_seq_check", "23514", "UPDATE dashboard_intent_event SET seq = 0 WHERE intent_id = 'qp_d1' AND $1::text IS NOT NULL"],
    ["dashboard_intent_event_receipts_check", "23514", "UPDATE dashboard_intent_event SET receipts = -1 WHERE intent_id = 'qp_d1' AND $1::text IS NOT NULL"],
    ["dashboard_till_names", "23514", "UPDATE dashboard_till SET branch = '  ' WHERE id = 'till_1' AND $1::text IS NOT NULL"],
    ["dashboard_till_names", "23514", "UPDATE dashboard_till SET terminal = repeat('x', 65) WHERE id = 'till_1' AND $1::text IS NOT NULL"],
    ["dashboard_till_last_ticket", "23514", "UPDATE dashboard_till SET last_ticket = -1 WHERE id = 'till_1' AND $1::text IS NOT NULL"],
    ["dashboard_till_charge_ticket", "23514", "UPDATE dashboard_till_charge SET ticket = 0 WHERE attempt = 'a1' AND $1::text IS NOT NULL"],
    ["dashboard_till_charge_amount", "23514", "UPDATE dashboard_till_charge SET amount = 0 WHERE attempt = 'a1' AND $1::text IS NOT NULL"],
    ["dashboard_till_charge_till_id_fkey", "23503", "UPDATE dashboard_till_charge SET till_id = 'till_nobody' WHERE attempt = 'a1' AND $1::text IS NOT NULL"],
    ["webhook_outbox_merchant_id_fkey", "23503", "UPDATE webhook_outbox SET merchant_id = 'mer_nobody' WHERE intent_id = $1"],
    ["webhook_outbox_intent_id_fkey", "23503", "UPDATE webhook_outbox SET intent_id = 'qp_nobody' WHERE intent_id = $1"],
    [
      "idempotency_key_merchant_id_fkey",
      "23503",
      "INSERT INTO idempotency_key (scope, merchant_id, key, request_hash, status, response_body) VALUES ('mer_nobody', 'mer_nobody', $1, 'h', 200, '{}')",
    ],
    [
      "idempotency_key_scope_check",
      "23514",
      "INSERT INTO idempotency_key (scope, merchant_id, key, request_hash, status, response_body) VALUES ('admin', (SELECT id FROM merchant LIMIT 1), $1, 'h', 200, '{}')",
    ],
  ];

  it.each(violations)("rejects a row breaking %s (SQLSTATE %s)", async (constraint, sqlstate, sql) => {
    const error = await failure(db, sql, [ids.intent]);
    expect({ code: error.code, constraint: error.constraint }, error.message).toEqual({ code: sqlstate, constraint });
  });

  it("lists exactly the contract's payment types, statuses, codes and families, and the roles", async () => {
    const rows = await db.query<{ name: string; definition: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE contype = 'c' AND connamespace = 'public'::regnamespace`,
    );
    const definition = (name: string) => {
      const row = rows.find((r) => r.name === name);
      expect(row, name).toBeDefined();
      return row!.definition;
    };
    for (const name of ["intent_status_payment_check", "dashboard_intent_payment_check"]) {
      expect(sorted(quoted(definition(name))), name).toEqual(sorted(PAYMENT_TYPES));
    }
    // The status table's rows are the contract's: every status, its family's payment type, its code.
    const table = await db.query<{ status: string; payment: string; code: number }>("SELECT status, payment, code FROM intent_status ORDER BY status");
    const expected = ALL_STATUSES.map((status) => ({ status, payment: STATUS_TABLE[status].payment, code: STATUS_CODES[status] }));
    expect(table).toEqual(expected.sort((a, b) => (a.status < b.status ? -1 : 1)));
    for (const payment of PAYMENT_TYPES) {
      const family = FAMILIES[payment];
      expect(sorted(table.filter((r) => r.payment === payment).map((r) => r.status))).toEqual(sorted([...family.path, family.expired, family.error]));
    }
    expect(sorted(quoted(definition("dashboard_user_role_check")))).toEqual(sorted(ROLES));
  });
});
