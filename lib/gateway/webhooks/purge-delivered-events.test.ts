import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/statements";
import type { Store } from "../../db/store";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { purgeDeliveredEvents } from "./purge-delivered-events";

const MERCHANT = "mer_purge";
const ENDPOINT = "we_purge00000000000000";

/**
 * Outbox rows of one intent, one per `(state, age in days)`, each with its status event and, unless
 * pending, two attempts. Returns their event ids, in order.
 */
async function seed(db: Database, intent: string, rows: Array<[state: string, ageDays: number]>): Promise<string[]> {
  await db.query(
    `INSERT INTO payment_intent (id, merchant_id, payment, amount, branch, terminal, requested_at, items, status, code, seq)
     VALUES ($1, $2, 'qr_present', 10, 'b', 't', now(), '[]', 'qr_created', 100, 1)`,
    [intent, MERCHANT],
  );
  await db.query(
    `WITH spec AS (
       SELECT ord::int AS seq, state, age FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS s(state, age, ord)
     ), event AS (
       INSERT INTO intent_status_event (id, intent_id, merchant_id, seq, status, code, created_at)
       SELECT $1 || '_evt_' || seq, $1, $4, seq, 'qr_created', 100, now() - make_interval(days => age + 1) FROM spec
     ), outbox AS (
       INSERT INTO webhook_outbox (event_id, endpoint_id, merchant_id, intent_id, seq, state, attempts, created_at, completed_at)
       SELECT $1 || '_evt_' || seq, $5, $4, $1, seq, state, CASE WHEN state = 'pending' THEN 0 ELSE 2 END,
         now() - make_interval(days => age + 1), CASE WHEN state = 'pending' THEN NULL ELSE now() - make_interval(days => age) END
       FROM spec
     )
     INSERT INTO webhook_attempt (id, event_id, endpoint_id, attempt, url, started_at, latency_ms, http_status)
     SELECT $1 || '_att_' || seq || '_' || n, $1 || '_evt_' || seq, $5, n, 'http://127.0.0.1:9/hooks', now(), 5, 500
     FROM spec, generate_series(1, 2) AS n WHERE state <> 'pending'`,
    [intent, rows.map(([state]) => state), rows.map(([, age]) => age), MERCHANT, ENDPOINT],
  );
  return rows.map((_, index) => `${intent}_evt_${index + 1}`);
}

const count = async (db: Database, table: "webhook_outbox" | "webhook_attempt" | "intent_status_event", intent: string) => {
  const where = table === "webhook_attempt" ? "event_id IN (SELECT id FROM intent_status_event WHERE intent_id = $1)" : "intent_id = $1";
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, [intent]))[0]!.n;
};

describe.each(DATABASE_KINDS)("purgeDeliveredEvents on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    await db.query("INSERT INTO merchant (id, name) VALUES ($1, 'Purge')", [MERCHANT]);
    await db.query("INSERT INTO webhook_endpoint (id, merchant_id, \"primary\") VALUES ($1, $2, true)", [ENDPOINT, MERCHANT]);
  });
  afterAll(async () => dispose?.());

  it("deletes delivered and skipped rows completed before the retention, with their attempts; keeps pending, failed, recent rows and the history", async () => {
    const intent = "qp_keep";
    const [oldDelivered, oldSkipped, oldFailed, oldPending, recentDelivered, recentSkipped] = await seed(db, intent, [
      ["delivered", 40],
      ["skipped", 31],
      ["failed", 90],
      ["pending", 90],
      ["delivered", 29],
      ["skipped", 1],
    ]);
    expect(await count(db, "webhook_attempt", intent)).toBe(10);

    expect(await purgeDeliveredEvents(db.store, 30)).toBe(2);

    const left = await db.query<{ event_id: string; state: string }>("SELECT event_id, state FROM webhook_outbox WHERE intent_id = $1 ORDER BY seq", [intent]);
    expect(left.map((row) => row.event_id)).toEqual([oldFailed, oldPending, recentDelivered, recentSkipped]);
    const attempts = await db.query<{ event_id: string }>("SELECT DISTINCT event_id FROM webhook_attempt WHERE event_id = ANY($1::text[])", [
      [oldDelivered, oldSkipped, oldFailed, recentDelivered, recentSkipped],
    ]);
    expect(attempts.map((row) => row.event_id).sort()).toEqual([oldFailed, recentDelivered, recentSkipped].sort());
    expect(await count(db, "intent_status_event", intent)).toBe(6);

    // nothing left to purge: a second run deletes nothing
    expect(await purgeDeliveredEvents(db.store, 30)).toBe(0);
  });

  it("keeps everything when the retention is 0 days", async () => {
    const intent = "qp_forever";
    await seed(db, intent, [["delivered", 3650]]);
    expect(await purgeDeliveredEvents(db.store, 0)).toBe(0);
    expect(await count(db, "webhook_outbox", intent)).toBe(1);
    expect(await purgeDeliveredEvents(db.store, 30)).toBe(1);
  });

  it("works in batches: at most `batch` rows per statement, until none is left", async () => {
    const intent = "qp_batches";
    await seed(db, intent, [
      ...Array.from({ length: 10 }, () => ["delivered", 60] as [string, number]),
      ...Array.from({ length: 3 }, () => ["skipped", 45] as [string, number]),
      ["delivered", 2],
    ]);
    const perStatement: number[] = [];
    const sql: Executor = async <T,>(...args: Parameters<Executor>) => {
      const rows = (await db.store.sql(...args)) as Array<{ purged: number }>;
      perStatement.push(rows[0]!.purged);
      return rows as T[];
    };
    const counting: Store = { ...db.store, sql };

    expect(await purgeDeliveredEvents(counting, 30, 4)).toBe(13);
    expect(perStatement).toEqual([4, 4, 4, 1]);
    expect(await count(db, "webhook_outbox", intent)).toBe(1);
    expect(await count(db, "webhook_attempt", intent)).toBe(2);
    expect(await count(db, "intent_status_event", intent)).toBe(14);
  });

  it("deletes more rows than one default batch (1000 per statement)", async () => {
    const intent = "qp_many";
    await seed(db, intent, Array.from({ length: 2_345 }, () => ["delivered", 31] as [string, number]));
    const perStatement: number[] = [];
    const sql: Executor = async <T,>(...args: Parameters<Executor>) => {
      const rows = (await db.store.sql(...args)) as Array<{ purged: number }>;
      perStatement.push(rows[0]!.purged);
      return rows as T[];
    };
    const counting: Store = { ...db.store, sql };
    expect(await purgeDeliveredEvents(counting, 30)).toBe(2_345);
    expect(perStatement).toEqual([1000, 1000, 345]);
    expect(await count(db, "webhook_outbox", intent)).toBe(0);
    expect(await count(db, "webhook_attempt", intent)).toBe(0);
    expect(await count(db, "intent_status_event", intent)).toBe(2_345);
  });
});
