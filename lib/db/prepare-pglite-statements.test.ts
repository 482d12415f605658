import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparePgliteStatements } from "./prepare-pglite-statements";
import { statement, type Executor } from "./statements";

describe("preparePgliteStatements", () => {
  let db: PGlite;
  let exec: Executor;
  beforeAll(async () => {
    db = await PGlite.create();
    exec = await preparePgliteStatements(db);
  });
  afterAll(() => db.close());
  const ECHO = statement("t_echo", "SELECT $1::text AS s, $2::numeric::text AS n, $3::timestamptz AS d, $4::text[] AS a, $5::jsonb AS j, $6::boolean AS b, $7::int AS i");

  it("binds hostile strings, numbers, dates, arrays and JSON as parameters (no SQL text is built from them)", async () => {
    const hostile = "it's '); DROP TABLE x; -- \\' \" \\\\ ü 🙂 \n\t";
    const date = new Date("2026-11-22T10:15:30.123Z");
    const json = { sku: "a'b", n: [1, 2], nested: { "k'": "v\\" } };
    const rows = await exec(ECHO, [hostile, "149.50", date, ["a'b", "c", "", 'q"uote', "back\\slash"], json, true, 42]);
    expect(rows[0]).toEqual({ s: hostile, n: "149.50", d: date, a: ["a'b", "c", "", 'q"uote', "back\\slash"], j: json, b: true, i: 42 });
    expect(await exec(ECHO, [null, null, null, [], null, false, null])).toEqual([{ s: null, n: null, d: null, a: [], j: null, b: false, i: null }]);
  });

  it("parses a statement once and reports errors without breaking the session", async () => {
    const BAD = statement("t_bad", "SELECT 1 / $1::int AS x");
    await expect(exec(BAD, [0])).rejects.toMatchObject({ code: "22012" });
    expect(await exec(BAD, [1])).toEqual([{ x: 1 }]);
    const { rows } = await db.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE name LIKE 't_%' ORDER BY name");
    expect(rows.map((r) => r.name)).toEqual(["t_bad", "t_echo"]);
  });

  it("refuses a NUL in text (the database cannot hold it) with a database error, not a crash", async () => {
    await expect(exec(ECHO, ["a\u0000b", null, null, null, null, null, null])).rejects.toBeDefined();
    expect(await exec(ECHO, ["ok", null, null, null, null, null, null])).toHaveLength(1);
  });

  it("never runs inside another caller's open transaction (a rolled-back transaction takes nothing of it)", async () => {
    await db.exec("CREATE TABLE t_tx (v text)");
    const INSERT = statement("t_tx_insert", "INSERT INTO t_tx (v) VALUES ($1) RETURNING v");
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    // another request's interactive transaction: it writes, waits (its statements yield the lock), then fails
    const other = db
      .transaction(async (tx) => {
        await tx.query("INSERT INTO t_tx (v) VALUES ('theirs')");
        inside();
        await held;
        throw new Error("their transaction fails");
      })
      .catch(() => "rolled back");
    await opened;
    const mine = exec(INSERT, ["mine"]);
    // mine waits for their transaction to end instead of joining it
    const first = await Promise.race([mine.then(() => "mine answered"), new Promise((resolve) => setTimeout(() => resolve("mine waits"), 100))]);
    finish();
    expect(first).toBe("mine waits");
    expect(await other).toBe("rolled back");
    expect(await mine).toEqual([{ v: "mine" }]);
    expect((await db.query<{ v: string }>("SELECT v FROM t_tx ORDER BY v")).rows).toEqual([{ v: "mine" }]);
  });
});
