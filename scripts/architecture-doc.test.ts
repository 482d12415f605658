import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TABLE_OWNERS, type TableOwner } from "../lib/db/table-owners";

/**
 * docs/architecture.md stays true: every module it names exists, its owners table is the code's
 * (lib/db/table-owners.ts), and its process state table names exactly the state the code keeps.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const DOC = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "node_modules" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The rows of the markdown table that follows `heading` (first column → the other columns). */
function tableAfter(marker: string): string[][] {
  const start = DOC.indexOf(marker);
  expect(start, `"${marker}" in docs/architecture.md`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of DOC.slice(start).split("\n")) {
    if (line.startsWith("|")) {
      inTable = true;
      const cells = line.split("|").slice(1, -1).map((cell) => cell.trim());
      if (!cells.every((cell) => /^-+$/.test(cell))) rows.push(cells);
    } else if (inTable) break;
  }
  return rows.slice(1); // the header
}

const unquote = (cell: string) => cell.replace(/`/g, "");

describe("docs/architecture.md", () => {
  it("names only modules that exist", () => {
    const named = [...DOC.matchAll(/`((?:lib|app|components|scripts|e2e|prisma|docs)\/[^`\s]*)`/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(20);
    const missing = named
      .map((name) => name.replace(/[{(\[*].*$/, "").replace(/\.\.\.$/, "").replace(/\/$/, ""))
      .filter((name) => !/\*/.test(name) && !fs.existsSync(path.join(ROOT, name)));
    expect(missing).toEqual([]);
  });

  it("prints the owners table of lib/db/table-owners.ts", () => {
    const documented = tableAfter("| table | owner |").map(([table, owner, readers]) => [unquote(table!), unquote(owner!), unquote(readers ?? "")]);
    const code = (Object.entries(TABLE_OWNERS) as Array<[string, TableOwner]>).map(([table, rule]) => [
      table,
      rule.owner,
      Object.entries(rule.readers ?? {})
        .map(([reader, why]) => `${reader}: ${why}`)
        .join("; "),
    ]);
    expect(documented).toEqual(code);
  });

  it("lists exactly the process state the code keeps", () => {
    const NAMED = /(?:processState|setProcessState|peekProcessState)(?:<[^>]*>)?\(\s*"([^"]+)"/g;
    const inCode = new Set(
      ["lib", "app", "scripts"].flatMap(sources).flatMap((file) => [...fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(NAMED)].map((match) => match[1]!)),
    );
    const documented = tableAfter("| name | what | why per process |").map(([name]) => unquote(name!));
    expect(documented.toSorted()).toEqual([...inCode].toSorted());
    const stray = ["lib", "app", "scripts"].flatMap(sources).filter((file) => file !== "lib/process-state.ts" && /globalThis as unknown as \{ __caja/.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(stray).toEqual([]);
  });
});
