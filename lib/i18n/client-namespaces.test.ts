import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./messages";
import { SHARED_NAMESPACES } from "./client-namespaces";

/**
 * Each page hands its client components only some namespaces of the catalogue (ClientMessages). A
 * client component reading one it was not handed shows a raw key: this follows every import from
 * each page, layout and not-found file into the client components it renders and checks each
 * namespace they read (`useTranslations("area…")`) was handed to them there.
 */
const ROOT = path.resolve(__dirname, "../..");
const rel = (file: string) => path.relative(ROOT, file);

function entries(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entries(full);
    return /^(page|layout|not-found|forbidden)\.tsx$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null; // a package
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const imports = (source: string) => [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+["']([^"']+)["']/gms), ...source.matchAll(/^import\s+["']([^"']+)["']/gm)].map((m) => m[1]!);

/** The namespaces client code reachable from `file` reads, and where; `client` once a "use client" file was crossed. */
function clientNamespaces(file: string, client = false, seen = new Set<string>(), found = new Map<string, string>()): Map<string, string> {
  const key = `${file}:${client}`;
  if (seen.has(key)) return found;
  seen.add(key);
  const source = fs.readFileSync(file, "utf8");
  const isClient = client || /^\s*["']use client["']/.test(source);
  if (isClient) {
    for (const match of source.matchAll(/useTranslations\(\s*(?:["'`]([\w.]+)["'`])?\s*\)/g)) {
      // No namespace: the formatting layer (components/format-provider.tsx), checked below.
      const namespace = match[1]?.split(".")[0];
      if (namespace) found.set(namespace, rel(file));
    }
  }
  for (const specifier of imports(source)) {
    const target = resolveImport(file, specifier);
    if (target) clientNamespaces(target, isClient, seen, found);
  }
  return found;
}

/** What a file hands its client components: the shared namespaces and those of its ClientMessages. */
function handed(file: string): Set<string> {
  const source = fs.readFileSync(file, "utf8");
  const own = [...source.matchAll(/<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/g)].flatMap((m) => [...m[1]!.matchAll(/["'](\w+)["']/g)].map((n) => n[1]!));
  return new Set<string>([...SHARED_NAMESPACES, ...own]);
}

describe("the namespaces each page hands its client components", () => {
  const files = entries(path.join(ROOT, "app"));

  it("finds the pages and their client components (the walk itself works)", () => {
    expect(files.map(rel)).toContain("app/(dashboard)/intents/page.tsx");
    expect([...clientNamespaces(path.join(ROOT, "app/(dashboard)/intents/page.tsx")).keys()]).toContain("payments");
  });

  for (const file of entries(path.join(ROOT, "app"))) {
    it(`${rel(file)}: every namespace its client components read is handed to them`, () => {
      const given = handed(file);
      const missing = [...clientNamespaces(file)].filter(([namespace]) => !given.has(namespace)).map(([namespace, where]) => `${namespace} (${where})`);
      expect(missing).toEqual([]);
    });
  }

  it("the formatting layer reads only shared namespaces", () => {
    const source = fs.readFileSync(path.join(ROOT, "lib/i18n/create-format.ts"), "utf8");
    const read = new Set([...source.matchAll(/\bt\(\s*["'`](\w+)\./g)].map((m) => m[1]!));
    expect(read.size).toBeGreaterThan(0);
    for (const namespace of read) expect(SHARED_NAMESPACES as readonly string[]).toContain(namespace);
  });

  it("the shared namespaces exist", () => {
    for (const namespace of SHARED_NAMESPACES) expect(NAMESPACES).toContain(namespace);
  });
});
