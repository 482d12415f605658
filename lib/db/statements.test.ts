import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { sqlLiteral } from "./statements";

describe("sqlLiteral", () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it("round-trips hostile strings, numbers, dates, arrays and JSON through a prepared statement", async () => {
    await db.exec("PREPARE echo(text, numeric, timestamptz, text[], jsonb, boolean) AS SELECT $1 AS s, $2::text AS n, $3 AS d, $4 AS a, $5 AS j, $6 AS b");
    const hostile = "it's '); DROP TABLE x; -- \\' \" \\\\ ü 🙂 \n\t";
    const date = new Date("2026-11-22T10:15:30.123Z");
    const json = { sku: "a'b", n: [1, 2], nested: { "k'": "v\\" } };
    const args = [hostile, "149.50", date, ["a'b", "c", ""], json, true].map(sqlLiteral).join(", ");
    const { rows } = await db.query<{ s: string; n: string; d: Date; a: string[]; j: unknown; b: boolean }>(`EXECUTE echo(${args})`);
    expect(rows[0]).toEqual({ s: hostile, n: "149.50", d: date, a: ["a'b", "c", ""], j: json, b: true });
  });

  it("writes NULL, empty arrays, and refuses NUL and non-finite numbers", () => {
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(undefined)).toBe("NULL");
    expect(sqlLiteral([])).toBe("'{}'");
    expect(() => sqlLiteral("a\u0000b")).toThrow(/NUL/);
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});
