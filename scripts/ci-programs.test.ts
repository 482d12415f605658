import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A new machine has only what `.ci/run` installs. This test finds every program the tests and
 * scripts start (the first argument of child_process's spawn and execFile, and their Sync forms; the PostgreSQL tools
 * started through postgres-server.ts's `run` (postgres-pair.ts's too), the browser and interpreter paths) and fails on one
 * that `.ci/run` does not install, or that the README's test section does not name: a test that
 * calls `pdftotext` cannot pass here while failing on a clean machine.
 */
const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Which entries of `.ci/run`'s `needs` list provide each program (its check and its Debian package):
 * the tests' Python imports jwcrypto (card tokens) and requests (the API reference's snippets).
 */
const PROVIDED_BY: Record<string, string | string[]> = {
  chromium: "chromium",
  "chromium-headless-shell": "chromium-headless-shell",
  initdb: "pg_ctl",
  pg_ctl: "pg_ctl",
  postgres: "pg_ctl",
  createdb: "pg_ctl",
  pg_basebackup: "pg_ctl",
  pg_rewind: "pg_ctl",
  python3: ["python3-jwcrypto", "python3-requests"],
  caddy: "caddy",
  openssl: "openssl",
  pdftotext: "pdftotext",
  pdfinfo: "pdftotext",
  pdftoppm: "pdftotext",
  xsltproc: "xsltproc",
  haproxy: "haproxy",
  curl: "curl",
  jq: "jq",
};

/** On every machine of this kind before `.ci/run` starts: Node.js and npm themselves, and Debian's essential packages. */
const ALWAYS_THERE = new Set(["node", "npm", "npx", "tsx", "runuser", "chown", "bash"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes("generated") && !file.endsWith("ci-programs.test.ts"));
}

/** Every program started, with where: `file:line`. */
function programsStarted(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (program: string, where: string) => found.set(program, [...(found.get(program) ?? []), where]);
  const patterns = [
    /\b(?:spawn|spawnSync|execFile|execFileSync)\(\s*["'`]([^"'`\s]+)["'`]/g,
    /["'`]\/usr\/(?:local\/)?bin\/([A-Za-z0-9_.+-]+)["'`]/g,
  ];
  const files = [...sourceFiles("e2e"), ...sourceFiles("scripts"), ...sourceFiles("lib"), "playwright.config.ts", "vitest.config.ts", "vitest.global-setup.ts"];
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    const line = (index: number) => `${file}:${text.slice(0, index).split("\n").length}`;
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) add(path.basename(match[1]!), line(match.index));
    // postgres-server.ts and postgres-pair.ts start the server's tools through `run(tool, args)`
    if (/postgres-(server|pair)\.ts$/.test(file)) for (const match of text.matchAll(/\brun\(\s*"([a-z_]+)"/g)) add(match[1]!, line(match.index));
  }
  return found;
}

/** `.ci/run`'s `needs=( "program:package" ... )` list. */
function ciNeeds(): Map<string, string> {
  const script = fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8");
  const list = /\nneeds=\(\n([\s\S]*?)\n\)/.exec(script)?.[1] ?? "";
  return new Map([...list.matchAll(/^\s*"([^":]+):([^"]+)"/gm)].map((m) => [m[1]!, m[2]!]));
}

describe("every program the tests start is installed by .ci/run", () => {
  const started = programsStarted();
  const needs = ciNeeds();

  it("finds the programs (the scan itself works)", () => {
    for (const program of ["pdftotext", "caddy", "openssl", "pg_ctl", "pg_rewind", "chromium", "chromium-headless-shell", "python3", "curl", "jq"]) expect([...started.keys()]).toContain(program);
  });

  it("each program started is installed by .ci/run, or is always there", () => {
    const provided = (program: string) => {
      const entries = [PROVIDED_BY[program] ?? []].flat();
      return entries.length > 0 && entries.every((need) => needs.has(need));
    };
    const unprovided = [...started].filter(([program]) => !ALWAYS_THERE.has(program) && !provided(program));
    expect(unprovided.map(([program, where]) => `${program} (started at ${where.join(", ")})`)).toEqual([]);
  });

  it("the README's test section names every package .ci/run installs, in its apt-get line", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    const section = /\n## Test\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? "";
    const aptLine = /apt-get install -y ([^`)]+)/.exec(section)?.[1]?.split(/\s+/) ?? [];
    expect([...new Set(needs.values())].filter((pkg) => !aptLine.includes(pkg))).toEqual([]);
  });

  it(".ci/run installs with npm ci (a lockfile that disagrees with package.json fails)", () => {
    const script = fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8");
    expect(script).toMatch(/^npm ci\b/m);
    expect(script).not.toMatch(/^npm install\b/m);
  });
});
