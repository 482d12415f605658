import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startPostgres, type PostgresServer } from "../../scripts/lib/postgres-server";
import { createPostgresDatabase } from "../testing/databases";
import { openDatabase, type Database } from "./client";
import { isDatabaseUnavailable } from "./database-errors";

/**
 * What the app meets when the database blinks, on a PostgreSQL 15 server of this file's own that
 * it restarts, stops and starts (the shared test server must stay up for the other files).
 */
let server: PostgresServer;

beforeAll(async () => {
  server = await startPostgres({ maxConnections: 20 });
}, 60_000);
afterAll(() => server?.stop());

/** A fresh database on this file's server (dropped with the server). */
const freshEnv = async () => (await createPostgresDatabase(server.url())).env;

/** Resolves with the error `work` rejects with (fails the test if it succeeds). */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

/** Resolves when `predicate` holds (vitest's waitFor, every 20 ms), or fails after `ms` naming `what`. */
const until = (predicate: () => boolean | Promise<boolean>, ms: number, what: string) =>
  vi.waitFor(async () => expect(await predicate(), `waiting for ${what}`).toBe(true), { timeout: ms, interval: 20 });

/** Terminates the backends running `sql` once it is running (as pg_ctl restart does to every one), with the error `running` rejects with. */
async function terminatedWhileRunning(db: Database, sql: string, running: Promise<unknown>): Promise<unknown> {
  const error = running.then(() => new Error("expected a failure"), (failure: unknown) => failure);
  const active = () => db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = $1 AND state = 'active'", [sql]);
  await until(async () => (await active())[0]!.n === 1, 5_000, `${sql} to run`);
  await db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND state = 'active'", [sql]);
  return error;
}

describe("errors of a database that cannot serve are told apart from bugs", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase(await freshEnv());
  });
  afterAll(async () => db?.close());

  it("a connection terminated by the server (57P01, as in pg_ctl restart) is 'unavailable', through pg and through Prisma", async () => {
    const viaPg = await terminatedWhileRunning(db, "SELECT pg_sleep(5) AS pg", db.query("SELECT pg_sleep(5) AS pg"));
    expect((viaPg as { code?: string }).code).toBe("57P01");
    expect(isDatabaseUnavailable(viaPg), String(viaPg)).toBe(true);
    const viaPrisma = await terminatedWhileRunning(db, "SELECT pg_sleep(5)::text AS prisma", db.prisma.$queryRawUnsafe("SELECT pg_sleep(5)::text AS prisma"));
    expect((viaPrisma as Error).name).toMatch(/^Prisma/);
    expect(isDatabaseUnavailable(viaPrisma), String(viaPrisma)).toBe(true);
  });

  it("too many clients (53300) is 'unavailable'", async () => {
    const clients: pg.Client[] = [];
    let refused: unknown;
    try {
      for (let i = 0; i < 40 && !refused; i++) {
        const client = new pg.Client({ connectionString: server.url() });
        try {
          await client.connect();
          clients.push(client);
        } catch (error) {
          refused = error;
        }
      }
      expect((refused as { code?: string }).code).toBe("53300");
      expect(isDatabaseUnavailable(refused)).toBe(true);
      // and through the app's own pool and Prisma while the server is full
      const viaPrisma = await failure(async () => {
        for (let i = 0; i < 20; i++) await Promise.all(Array.from({ length: 12 }, () => db.prisma.$queryRawUnsafe("SELECT pg_sleep(0.01)::text")));
      });
      expect(isDatabaseUnavailable(viaPrisma), String(viaPrisma)).toBe(true);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it("bugs stay bugs: a syntax error, a unique violation, a missing table", async () => {
    expect(isDatabaseUnavailable(await failure(() => db.query("SELEC 1")))).toBe(false);
    expect(isDatabaseUnavailable(await failure(() => db.query("SELECT * FROM no_such_table")))).toBe(false);
    await db.prisma.appSetting.create({ data: { key: "unique-one", value: "1" } });
    expect(isDatabaseUnavailable(await failure(() => db.prisma.appSetting.create({ data: { key: "unique-one", value: "2" } })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    // another service that refuses (the payment API seen from the dashboard) is not the database
    expect(isDatabaseUnavailable(new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) }))).toBe(false);
  });
});

describe("a database that restarts and goes away", () => {
  it("answers 'unavailable' errors while stopped, through pg and Prisma, and serves again once it is back, with the same handle", async () => {
    const db = await openDatabase(await freshEnv());
    try {
      await db.prisma.appSetting.create({ data: { key: "before", value: "1" } });
      server.restart();
      // Idle pooled connections died with the restart: the first query may meet one of them.
      const afterRestart = await db.query("SELECT 1 AS one").catch((error: unknown) => error);
      if (afterRestart instanceof Error) expect(isDatabaseUnavailable(afterRestart)).toBe(true);
      await until(async () => (await db.query("SELECT 1").then(() => true, () => false)), 5_000, "queries after the restart");

      server.halt();
      try {
        for (const attempt of [() => db.query("SELECT 1"), () => db.prisma.appSetting.findFirst(), () => db.exec({ name: "t_probe", text: "SELECT 1" }, [])]) {
          const error = await failure(attempt);
          expect(isDatabaseUnavailable(error), String(error)).toBe(true);
        }
      } finally {
        server.resume();
      }
      await until(async () => (await db.prisma.appSetting.findFirst({ where: { key: "before" } }).then(Boolean, () => false)), 10_000, "Prisma after the outage");
    } finally {
      await db.close();
    }
  });

  it("the LISTEN connection comes back after a restart and after a 3 s outage: notifications flow again and subscribers hear both transitions", async () => {
    const db = await openDatabase(await freshEnv());
    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await db.listen("faults_test", (payload) => heard.push(payload), (listening) => states.push(listening));
    const notify = (payload: string) => db.query("SELECT pg_notify('faults_test', $1)", [payload]);
    const listeners = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE 'caja listen %'"))[0]!.n;
    try {
      await until(() => states.at(-1) === true, 5_000, "listening");
      await notify("one");
      await until(() => heard.includes("one"), 2_000, "the first notification");

      server.restart();
      await until(() => states.includes(false), 5_000, "the loss to be noticed");
      await until(() => states.at(-1) === true, 5_000, "listening again after the restart");
      await until(async () => (await notify("two").then(() => true, () => false)), 5_000, "NOTIFY after the restart");
      await until(() => heard.includes("two"), 2_000, "a notification after the restart");

      server.halt();
      const haltedAt = Date.now();
      await until(() => states.at(-1) === false, 5_000, "the outage to be noticed");
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 3_000 - (Date.now() - haltedAt))));
      server.resume();
      const resumedAt = Date.now();
      await until(() => states.at(-1) === true, 5_000, "listening again after the outage");
      const backMs = Date.now() - resumedAt;
      await until(async () => (await notify("three").then(() => true, () => false)), 5_000, "NOTIFY after the outage");
      await until(() => heard.includes("three"), 2_000, "a notification after the outage");
      expect(await listeners()).toBe(1);
      expect(backMs).toBeLessThan(3_000);
      // not yet connected, connected; lost in the restart, back; lost in the outage, back
      expect(states).toEqual([false, true, false, true, false, true]);
    } finally {
      await stop();
      await db.close();
    }
  });
});

describe("instances starting together on an empty database", () => {
  it("serialize their migrations on a session of their own: all three are ready within seconds, each migration applied once", async () => {
    const env = await freshEnv();
    const started = performance.now();
    const dbs = await Promise.all([openDatabase(env), openDatabase(env), openDatabase(env)]);
    const ms = performance.now() - started;
    try {
      const [row] = await dbs[0]!.query<{ n: number; distinct_names: number }>("SELECT count(*)::int AS n, count(DISTINCT migration_name)::int AS distinct_names FROM _prisma_migrations");
      expect(row!.n).toBe(row!.distinct_names);
      for (const db of dbs) expect(await db.appliedMigrations()).toHaveLength(row!.n);
      expect(ms).toBeLessThan(5_000);
      const locks = await dbs[0]!.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'");
      expect(locks[0]!.n).toBe(0);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
