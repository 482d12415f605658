/**
 * The test command: `npm test` (everything), `npm run test:unit`, `npm run test:e2e`.
 * Starts a throwaway PostgreSQL 15 server on 127.0.0.1, runs vitest (unit + database integration)
 * while the app builds beside it, then Playwright (HTTP contract tests on both databases, Chromium
 * specs, then the load specs alone), then prints each phase's wall time, the budget's verdict
 * (docs/testing.md) and one summary line. Extra arguments go to the runner(s).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH } from "./lib/chromium";
import { startPostgres } from "./lib/postgres-server";
import { checkBudget, type FileCost, type PhaseTime } from "./lib/test-budget";

type Counts = { passed: number; failed: number; skipped: number };
const mode = (["unit", "e2e"].includes(process.argv[2] ?? "") ? process.argv[2] : "all") as "unit" | "e2e" | "all";
const extra = process.argv.slice(mode === "all" && process.argv[2] !== "all" ? 2 : 3);
const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const phases: PhaseTime[] = [];
function timed<T>(name: string, work: () => T): T {
  const started = Date.now();
  try {
    return work();
  } finally {
    phases.push({ name, seconds: (Date.now() - started) / 1000 });
  }
}

/**
 * `npm run build`, started at once and awaited later: it runs while vitest does (whose files wait
 * on the databases most of their time), its output in .tmp/build.log, printed if it fails.
 */
function startBuild(): () => Promise<number> {
  if (process.env.SKIP_BUILD === "1" || mode === "unit") return async () => 0;
  const started = Date.now();
  const log = path.join(tmp, "build.log");
  const out = fs.openSync(log, "w");
  const child = spawn("npm", ["run", "build"], { stdio: ["ignore", out, out], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const done = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  console.log(`building the app beside the unit tests (${path.relative(process.cwd(), log)})`);
  return async () => {
    const waited = Date.now();
    const status = await done;
    fs.closeSync(out);
    phases.push({ name: "build", seconds: (Date.now() - started) / 1000 }, { name: "build (waited for)", seconds: (Date.now() - waited) / 1000 });
    if (status !== 0) process.stdout.write(fs.readFileSync(log, "utf8").split("\n").slice(-60).join("\n"));
    return status;
  };
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

type PlaywrightSuite = { title: string; file?: string; specs?: { title: string; line: number; tests: { projectName: string; status: string }[] }[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] };
/** The tests that failed and then passed on their retry (CI only: playwright.config.ts), as `[project] file:line › title`. */
function flakyTests(report: PlaywrightReport): string[] {
  const walk = (suite: PlaywrightSuite, file: string): string[] => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.filter((t) => t.status === "flaky").map((t) => `[${t.projectName}] ${file}:${spec.line} › ${spec.title}`)),
    ...(suite.suites ?? []).flatMap((child) => walk(child, suite.file ?? file)),
  ];
  return report.suites.flatMap((suite) => walk(suite, suite.file ?? suite.title));
}
const flaky: string[] = [];

async function e2e(databaseUrl: string, build: () => Promise<number>): Promise<Counts> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const caddy = spawnSync("caddy", ["version"], { encoding: "utf8" });
  if (caddy.status !== 0) {
    console.error("Caddy not found (the TLS reverse proxy of the field tests): apt-get install -y caddy.");
    return { passed: 0, failed: 1, skipped: 0 };
  }
  if ((await build()) !== 0) return { passed: 0, failed: 1, skipped: 0 };
  fs.rmSync(path.join(tmp, "e2e-pglite"), { recursive: true, force: true });
  // The suite side by side on two workers, then the load specs one at a time with nothing else
  // running (playwright.config.ts, E2E_PHASE); a filter that selects nothing in a phase passes it.
  // `--project x` given: only the phase that has it runs (the load phase's project is `load`)
  const projects = extra.flatMap((arg, i) => (arg.startsWith("--project=") ? [arg.slice(10)] : arg === "--project" ? [extra[i + 1] ?? ""] : []));
  const phases = (["main", "load"] as const).filter((phase) => projects.length === 0 || projects.some((p) => (p === "load") === (phase === "load")));
  const counts = phases.map((phase): Counts => {
    const report = path.join(tmp, `playwright-${phase}.json`);
    fs.rmSync(report, { force: true });
    fs.rmSync(path.join(tmp, `test-costs-${phase}.json`), { force: true });
    const status = timed(`e2e ${phase}`, () => run("npx", ["playwright", "test", "--pass-with-no-tests", ...extra], { E2E_DATABASE_URL: databaseUrl, E2E_PHASE: phase }));
    const json = readJson<PlaywrightReport>(report);
    if (!json) return { passed: 0, failed: Math.max(status, 1), skipped: 0 };
    flaky.push(...flakyTests(json));
    return {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected + (status !== 0 && json.stats.unexpected === 0 ? 1 : 0),
      skipped: json.stats.skipped,
    };
  });
  return counts.reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }));
}

/**
 * The whole run against its ceiling: on CI (CI=true, a full `npm test`) from when .ci/run started
 * (CAJA_CI_STARTED, so npm ci, lint and typecheck count) to now, against TEST_BUDGET_SECONDS
 * (default DEFAULT_BUDGET_SECONDS); elsewhere the phases are printed and nothing is judged.
 */
const DEFAULT_BUDGET_SECONDS = 2900;
function budget(started: number) {
  const ciStarted = Number(process.env.CAJA_CI_STARTED ?? 0) * 1000;
  const judged = process.env.CI === "true" && mode === "all" && extra.length === 0;
  const files = ["main", "load"].flatMap((phase) => readJson<{ files: FileCost[] }>(path.join(tmp, `test-costs-${phase}.json`))?.files ?? []);
  const totalSeconds = (Date.now() - (ciStarted > 0 ? Math.min(ciStarted, started) : started)) / 1000;
  const budgetSeconds = judged ? Number(process.env.TEST_BUDGET_SECONDS || DEFAULT_BUDGET_SECONDS) : null;
  fs.writeFileSync(path.join(tmp, "test-times.json"), JSON.stringify({ totalSeconds, budgetSeconds, phases }, null, 2));
  return checkBudget({ phases, totalSeconds, budgetSeconds, files });
}

async function main() {
  const started = Date.now();
  const build = startBuild();
  const postgres = await startPostgres({ databases: ["caja_e2e"] });
  console.log(`${postgres.version} on 127.0.0.1:${postgres.port}`);
  const results: Record<string, Counts> = {};
  try {
    if (mode !== "e2e") results.unit = timed("unit", () => unit(postgres.url()));
    if (mode !== "unit") results.e2e = await e2e(postgres.url("caja_e2e"), build);
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
  if (flaky.length > 0) console.log(`flaky (failed, then passed on its retry; a race to fix):\n${flaky.map((t) => `  ${t}`).join("\n")}`);
  const verdict = budget(started);
  for (const line of verdict.lines) console.log(line);
  console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed > 0 || total.passed === 0 || !verdict.ok ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
