import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresServer } from "../../scripts/lib/postgres-server";
import { startPostgresPair, type PostgresPair } from "../../scripts/lib/postgres-pair";
import { parseDatabaseHosts } from "../database-hosts";
import { isDatabaseUnavailable } from "./database-errors";
import { createPgListener } from "./pg-listener";
import { clientFollowingPrimary, createPrimaryLocator } from "./primary-locator";

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

function followingPool(url: string) {
  const hosts = parseDatabaseHosts(url)!;
  const locator = createPrimaryLocator(hosts, { retryMs: 50 });
  const Client = clientFollowingPrimary(locator);
  const pool = new pg.Pool({ connectionString: hosts.urlFor(hosts.hosts[0]!), Client, max: 4, connectionTimeoutMillis: 5_000 });
  pool.on("error", () => {});
  return { pool, locator, Client, connectionString: hosts.urlFor(hosts.hosts[0]!) };
}

describe("following the primary of a streaming pair (real PostgreSQL 15 servers)", () => {
  let pair: PostgresPair;
  beforeAll(async () => {
    pair = await startPostgresPair({ databases: ["caja"] });
    await pair.makeSynchronous(pair.nodes[0]);
  });
  afterAll(() => pair?.stop());

  it("connects to the writable server wherever it is in the list; after a kill -9 and a promotion, to the promoted one, with every acknowledged commit there; LISTEN follows", async () => {
    const [a, b] = pair.nodes;
    // the standby first in the list: the primary is found, not the first host taken
    const { pool, Client, connectionString } = followingPool(`postgresql://postgres@127.0.0.1:${b.port},127.0.0.1:${a.port}/caja?target_session_attrs=read-write`);
    const listener = createPgListener({ connectionString, Client, applicationName: "caja listen test", minRetryMs: 20, maxRetryMs: 100 });
    try {
      const port = async () => Number((await pool.query<{ port: string }>("SELECT current_setting('port') AS port")).rows[0]!.port);
      expect(await port()).toBe(a.port);
      await pool.query("CREATE TABLE t (n int)");
      for (let n = 0; n < 50; n++) await pool.query("INSERT INTO t VALUES ($1)", [n]);
      const heard: string[] = [];
      const states: boolean[] = [];
      await listener.listen("ch", (payload) => heard.push(payload), (up) => states.push(up));
      await expect.poll(() => states.at(-1)).toBe(true);

      await pair.kill(a);
      const during = await failure(pool.query("INSERT INTO t VALUES (-1)"));
      expect(isDatabaseUnavailable(during), String(during)).toBe(true);
      await expect.poll(() => states.at(-1)).toBe(false);
      // no primary at all until the promotion: refused at once, as unavailable
      const none = await failure(pool.query("SELECT 1"));
      expect(isDatabaseUnavailable(none), String(none)).toBe(true);

      pair.promote(b);
      const promotedAt = Date.now();
      let written = false;
      while (!written) written = await pool.query("INSERT INTO t VALUES (50)").then(() => true, () => false);
      expect(Date.now() - promotedAt).toBeLessThan(3_000);
      expect(await port()).toBe(b.port);
      const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM t WHERE n >= 0");
      expect(rows[0]!.n).toBe(51); // all 50 acknowledged before the kill, and the one after

      await expect.poll(() => states.at(-1), { timeout: 5_000 }).toBe(true);
      await pool.query("NOTIFY ch, 'after'");
      await expect.poll(() => heard).toEqual(["after"]);
    } finally {
      await listener.close();
      await pool.end();
    }
    // the old primary back as a standby of the new one, streaming
    await pair.rejoin(a, b);
    expect((await pair.replication(b)).map((r) => [r.application_name, r.state])).toEqual([[a.name, "streaming"]]);
    const copied = await pair.query<{ n: number }>(a, "SELECT count(*)::int AS n FROM t", [], "caja");
    expect(copied[0]!.n).toBe(51);
  });
});

describe("two servers that both take writes (an old primary started without standby.signal)", () => {
  it("the one on the newer timeline (the promoted one) is chosen, wherever it is in the list", async () => {
    const pair = await startPostgresPair({ databases: ["caja"] });
    try {
      const [a, b] = pair.nodes;
      pair.promote(b); // a keeps running: both writable
      await pair.query(b, "CHECKPOINT"); // the new timeline in b's control file
      const { pool } = followingPool(`postgresql://postgres@127.0.0.1:${a.port},127.0.0.1:${b.port}/caja`);
      try {
        expect((await pool.query<{ port: string }>("SELECT current_setting('port') AS port")).rows[0]!.port).toBe(String(b.port));
      } finally {
        await pool.end();
      }
    } finally {
      pair.stop();
    }
  });
});

describe("choosing among servers that are not a pair", () => {
  let servers: PostgresServer[] = [];
  beforeAll(async () => {
    servers = [await startPostgres({ databases: ["caja"] }), await startPostgres({ databases: ["caja"] })];
  });
  afterAll(() => servers.forEach((s) => s.stop()));
  const readOnly = async (server: PostgresServer, on: boolean) => {
    const client = new pg.Client({ connectionString: server.url() });
    await client.connect();
    await client.query(`ALTER SYSTEM SET default_transaction_read_only = ${on ? "on" : "off"}`);
    await client.query("SELECT pg_reload_conf()");
    await client.end();
  };

  it("a server that turns read-only answers 25006 once (503, not 500); the next connection goes to the writable one", async () => {
    const [a, b] = servers as [PostgresServer, PostgresServer];
    await readOnly(b, true);
    const { pool } = followingPool(`postgresql://postgres@127.0.0.1:${a.port},127.0.0.1:${b.port}/caja`);
    try {
      const port = async () => Number((await pool.query<{ port: string }>("SELECT current_setting('port') AS port")).rows[0]!.port);
      await pool.query("CREATE TABLE IF NOT EXISTS t (n int)");
      expect(await port()).toBe(a.port);
      await readOnly(b, false);
      await readOnly(a, true);
      // the pooled connection to a: a write is refused once a's backend has read the new setting
      let refused: unknown = null;
      for (const deadline = Date.now() + 5_000; !refused && Date.now() < deadline; ) refused = await failure(pool.query("INSERT INTO t VALUES (1)"));
      expect((refused as { code?: string }).code).toBe("25006");
      expect(isDatabaseUnavailable(refused)).toBe(true);
      await pool.query("CREATE TABLE IF NOT EXISTS t (n int)");
      await pool.query("INSERT INTO t VALUES (2)");
      expect(await port()).toBe(b.port);
    } finally {
      await pool.end();
      await readOnly(a, false);
    }
  });

  it("with no writable server, connecting fails at once with 08001 (unavailable), naming each server's state", async () => {
    const [a, b] = servers as [PostgresServer, PostgresServer];
    const closed = await (await import("../../scripts/lib/postgres-server")).freePort();
    await readOnly(a, true);
    const { pool } = followingPool(`postgresql://postgres@127.0.0.1:${a.port},127.0.0.1:${closed}/caja`);
    try {
      const started = Date.now();
      const error = await failure(pool.query("SELECT 1"));
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((error as { code?: string }).code).toBe("08001");
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect((error as Error).message).toMatch(new RegExp(`127.0.0.1:${a.port} \\(read-only\\), 127.0.0.1:${closed} \\(.*ECONNREFUSED`));
      void b;
    } finally {
      await pool.end();
      await readOnly(a, false);
    }
  });
});
