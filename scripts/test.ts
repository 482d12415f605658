/**
 * The test command: `npm test` (everything), `npm run test:unit`, `npm run test:e2e`.
 * Starts a throwaway PostgreSQL 15 server on 127.0.0.1, runs vitest (unit + database integration),
 * builds the app and runs Playwright (HTTP contract tests on both databases, Chromium specs, then
 * the load specs alone), then prints one summary line. Extra arguments go to the runner(s).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startPostgres } from "./lib/postgres-server";

type Counts = { passed: number; failed: number; skipped: number };
const mode = (["unit", "e2e"].includes(process.argv[2] ?? "") ? process.argv[2] : "all") as "unit" | "e2e" | "all";
const extra = process.argv.slice(mode === "all" && process.argv[2] !== "all" ? 2 : 3);
const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

function unit(databaseUrl: string): Counts {
  const report = path.join(tmp, "vitest.json");
  fs.rmSync(report, { force: true });
  const status = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra], {
    TEST_DATABASE_URL: databaseUrl,
  });
  const json = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(report);
  if (!json) return { passed: 0, failed: Math.max(status, 1), skipped: 0 };
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0),
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

function e2e(databaseUrl: string): Counts {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const caddy = spawnSync("caddy", ["version"], { encoding: "utf8" });
  if (caddy.status !== 0) {
    console.error("Caddy not found (the TLS reverse proxy of the field tests): apt-get install -y caddy.");
    return { passed: 0, failed: 1, skipped: 0 };
  }
  if (process.env.SKIP_BUILD !== "1") {
    const built = run("npm", ["run", "build"], { NEXT_TELEMETRY_DISABLED: "1" });
    if (built !== 0) return { passed: 0, failed: 1, skipped: 0 };
  }
  fs.rmSync(path.join(tmp, "e2e-pglite"), { recursive: true, force: true });
  // The suite side by side on two workers, then the load specs one at a time with nothing else
  // running (playwright.config.ts, E2E_PHASE); a filter that selects nothing in a phase passes it.
  // `--project x` given: only the phase that has it runs (the load phase's project is `load`)
  const projects = extra.flatMap((arg, i) => (arg.startsWith("--project=") ? [arg.slice(10)] : arg === "--project" ? [extra[i + 1] ?? ""] : []));
  const phases = (["main", "load"] as const).filter((phase) => projects.length === 0 || projects.some((p) => (p === "load") === (phase === "load")));
  const counts = phases.map((phase): Counts => {
    const report = path.join(tmp, `playwright-${phase}.json`);
    fs.rmSync(report, { force: true });
    const status = run("npx", ["playwright", "test", "--pass-with-no-tests", ...extra], { E2E_DATABASE_URL: databaseUrl, E2E_PHASE: phase });
    const json = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(report);
    if (!json) return { passed: 0, failed: Math.max(status, 1), skipped: 0 };
    return {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected + (status !== 0 && json.stats.unexpected === 0 ? 1 : 0),
      skipped: json.stats.skipped,
    };
  });
  return counts.reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }));
}

async function main() {
  const started = Date.now();
  const postgres = await startPostgres({ databases: ["caja_e2e"] });
  console.log(`${postgres.version} on 127.0.0.1:${postgres.port}`);
  const results: Record<string, Counts> = {};
  try {
    if (mode !== "e2e") results.unit = unit(postgres.url());
    if (mode !== "unit") results.e2e = e2e(postgres.url("caja_e2e"));
  } finally {
    postgres.stop();
  }
  const total = Object.values(results).reduce(
    (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log("");
  for (const [name, c] of Object.entries(results)) console.log(`${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
