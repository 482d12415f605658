import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../contract/operations";

/**
 * The plumbing, counted from the code (issue #42): one database handle type in domain
 * signatures, one raw-SQL style, no service path written by hand in the dashboard. Each rule
 * prints the offending lines when it fails.
 */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** `file:line: text` of every line matching `pattern` in `files`. */
function lines(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((text, i) => (pattern.test(text) ? [`${file}:${i + 1}: ${text.trim()}`] : [])),
  );
}

/** lib/db defines the handles and drives the connections; lib/testing builds fixtures. */
const DOMAIN = sources("lib").filter((file) => !file.startsWith("lib/db/") && !file.startsWith("lib/testing/"));
const ENTRY_POINTS = [...sources("app"), ...sources("components"), ...sources("scripts").filter((file) => !file.startsWith("scripts/bench/"))];

describe("the plumbing", () => {
  it("domain functions take one database handle type: Store", () => {
    const OTHER_HANDLES = /[(,]\s*\w+\??\s*:\s*(Db|PrismaClient|Prisma\.TransactionClient|Database|Executor|RawQuery)\b(?!\s*\[)/;
    expect(lines([...DOMAIN, ...ENTRY_POINTS], OTHER_HANDLES)).toEqual([]);
  });

  it("raw SQL has one style: store.sql (Prisma's model calls beside it)", () => {
    const OTHER_STYLES = /\$queryRaw|\$executeRaw|\.query(<[^>]*>)?\(\s*["'`]|\b(db|store|tx|database)\.exec\b|\bawait exec\b|\(await getDb\(\)\)\.(prisma|exec|query)\b/;
    expect(lines([...DOMAIN, ...ENTRY_POINTS], OTHER_STYLES)).toEqual([]);
  });

  it("no service path is written by hand in the dashboard, its pages or its components", () => {
    const prefixes = [...new Set(OPERATIONS.map((operation) => operation.path.split("/")[1]))].filter((segment) => !["health", "ready"].includes(segment!));
    const HAND_WRITTEN = new RegExp(`["'\`]/(${prefixes.join("|")})[/"'\`?$]`);
    const dashboard = [...sources("lib/dashboard"), ...sources("app"), ...sources("components")];
    expect(lines(dashboard, HAND_WRITTEN)).toEqual([]);
  });
});
