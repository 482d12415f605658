import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TABLE_OWNERS, type TableOwner } from "./table-owners";

const CHECKED = ["lib", "app", "components", "scripts"];
const FIXTURES = ["lib/testing/", "scripts/bench/", "lib/db/generated/"];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const camel = (table: string) => table.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const WRITE_CALLS = "create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany";
const READ_CALLS = "findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|count|aggregate|groupBy";

/** Where the code names `table`: writes (INSERT/UPDATE/DELETE/TRUNCATE or a model's write) and reads. */
function naming(text: string, table: string): { writes: boolean; reads: boolean } {
  const name = `"?${table}"?(?![a-z_])`;
  const model = `\\.${camel(table)}\\s*\\.\\s*`;
  return {
    writes: new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(\\s+TABLE)?)\\s+${name}`, "i").test(text) || new RegExp(`${model}(${WRITE_CALLS})\\(`).test(text),
    reads: new RegExp(`\\b(FROM|JOIN)\\s+${name}`, "i").test(text) || new RegExp(`${model}(${READ_CALLS})\\(`).test(text),
  };
}

const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

describe("each table has one owner", () => {
  const files = CHECKED.flatMap(sources).filter((file) => !FIXTURES.some((fixture) => file.startsWith(fixture)));
  const texts = new Map(files.map((file) => [file, fs.readFileSync(file, "utf8")]));

  it("reads the code it checks", () => {
    expect(files.length).toBeGreaterThan(200);
  });

  for (const [table, rule] of Object.entries(TABLE_OWNERS) as Array<[string, TableOwner]>) {
    it(`${table}: written only in ${rule.owner}, read only there${rule.readers ? " and by its declared readers" : ""}`, () => {
      const strays: string[] = [];
      for (const [file, text] of texts) {
        if (within(file, rule.owner)) continue;
        const { writes, reads } = naming(text, table);
        if (writes) strays.push(`${file} writes it`);
        else if (reads && !Object.keys(rule.readers ?? {}).some((reader) => within(file, reader))) strays.push(`${file} reads it`);
      }
      expect(strays).toEqual([]);
    });
  }

  it("names owners and readers that exist", () => {
    for (const rule of Object.values(TABLE_OWNERS) as TableOwner[]) {
      for (const folder of [rule.owner, ...Object.keys(rule.readers ?? {})]) expect(fs.existsSync(folder), folder).toBe(true);
    }
  });
});
