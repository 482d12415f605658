import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ownAddresses } from "./e2e/support/network";
import { SERVER_SECRETS_ENV } from "./e2e/support/secrets";
import { CHROMIUM_PATH } from "./scripts/lib/chromium";

/**
 * Browser and HTTP tests against production servers (`npm start` after `next build`):
 * one on the embedded database, one on the PostgreSQL 15 server that `npm run test:e2e`
 * starts (E2E_DATABASE_URL). Run through `npm run test:e2e`, which builds and starts PostgreSQL.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
// The specs written before the dashboard spoke Spanish read English: every server the tests start
// (these and the ones specs spawn, which inherit this environment) defaults to English. The specs
// about language choose theirs as a person does (e2e/support/locale.ts), and
// e2e/system/default-language.spec.ts starts a server without this to prove the shipped default
// is Spanish.
process.env.DASHBOARD_LOCALE ??= "en";
const tmp = path.resolve(".tmp");
/**
 * Two phases (scripts/test.ts runs both): `main`, every project but `load`, two workers side by
 * side; then `load`, the specs that put a shop's load on servers of their own and measure it, one
 * at a time with nothing else running (a burst measured beside a browser suite on two cores
 * measures the browsers).
 */
const phase = process.env.E2E_PHASE === "load" ? "load" : "main";
const databaseUrl = process.env.E2E_DATABASE_URL;
if (!databaseUrl) throw new Error("E2E_DATABASE_URL is not set: run the browser tests with `npm run test:e2e`.");

export const servers = {
  pglite: { url: `http://127.0.0.1:${base}`, dataDir: path.join(tmp, "e2e-pglite") },
  postgres: { url: `http://127.0.0.1:${base + 1}`, databaseUrl },
};


const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      // This machine's own addresses stay reachable (a till tablet on the shop's network uses them).
      `--host-resolver-rules=MAP * ~NOTFOUND, ${["localhost", "127.0.0.1", ...ownAddresses()].map((host) => `EXCLUDE ${host}`).join(", ")}`,
    ],
  },
};

const serverEnv = {
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  DASHBOARD_LOCALE: process.env.DASHBOARD_LOCALE,
  // the till offers tips (10, 15, 20 % and other) on the shared servers, as a restaurant has it
  DASHBOARD_TIPS: "on",
  // facturas are e-mailed through the SMTP server e2e/dashboard/facturas.spec.ts listens as
  // (nothing listens otherwise: a factura's e-mail that fails is logged, the factura stands)
  SMTP_URL: `smtp://127.0.0.1:${base + 50}`,
  MAIL_FROM: "Facturas Caja <facturas@caja.test>",
  ...SERVER_SECRETS_ENV,
} as const;

export default defineConfig({
  testDir: "e2e",
  outputDir: path.join(tmp, "test-results"),
  fullyParallel: true,
  forbidOnly: true,
  // On CI a test that fails gets one more try in the main phase, and one that passes on it is
  // printed by name as flaky at the end of the run (scripts/test.ts): a race the suite's load exposed
  // is still reported, and still owed a fix, without one unlucky timing on a busy two-core machine
  // turning the whole change red. The load phase is never retried: its bursts and outages are measured once.
  retries: process.env.CI === "true" && phase === "main" ? 1 : 0,
  workers: phase === "load" ? 1 : 2,
  // Two browsers, two servers and the servers some specs start share two cores: the slowest browser
  // specs take 20-27 s on an idle machine (a dozen pages each), and a CI machine under the whole
  // suite runs them two to three times slower.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // the list as it goes, the JSON the summary counts, and what each spec file costs (docs/testing.md)
  reporter: [["list"], ["json", { outputFile: path.join(tmp, `playwright-${phase}.json`) }], ["./e2e/support/cost-reporter.ts"]],
  // A failed test keeps its trace (actions, network, console), its page as an accessibility
  // snapshot (error-context.md) and a screenshot of the page as it failed. DOM snapshots at every
  // action cost 13-15 % of the browser specs' CPU on two cores (payments list and till: 246 s
  // busy with them, 211-213 s without); screenshots of every frame cost a third of the suite.
  // E2E_TRACE=full records both, for a failure that needs them; E2E_TRACE=off records nothing.
  use: {
    screenshot: "only-on-failure",
    trace: process.env.E2E_TRACE === "full" ? "retain-on-failure" : process.env.E2E_TRACE === "off" ? "off" : { mode: "retain-on-failure", screenshots: false, snapshots: false, sources: false },
    // people who ask their system for less motion get no pulsing dots (the app honours it); so do
    // the tests, whose two browsers otherwise composite frames all the time on two cores
    reducedMotion: "reduce",
    ...chromium,
  },
  projects: phase === "load" ? [{ name: "load", testMatch: ["load/**/*.spec.ts"], timeout: 420_000 }] : [
    { name: "auth-setup", use: { baseURL: servers.pglite.url }, testMatch: ["auth.setup.ts"] },
    { name: "pglite", use: { baseURL: servers.pglite.url }, testIgnore: ["system/**", "postgres/**", "field/**", "load/**"], dependencies: ["auth-setup"] },
    { name: "postgres", use: { baseURL: servers.postgres.url }, testMatch: ["api/**/*.spec.ts", "postgres/**/*.spec.ts"] },
    // Starts and kills its own server processes on their own ports and data directories.
    { name: "system", testMatch: ["system/**/*.spec.ts"], timeout: 120_000 },
    // Caja as deployed: host names, other ports and origins, a TLS reverse proxy (Caddy), several
    // instances and a worker on a PostgreSQL server of their own that restarts, goes away and runs
    // out of connections.
    { name: "field", testMatch: ["field/**/*.spec.ts"], timeout: 180_000 },
  ],
  webServer: phase === "load" ? [] : [
    {
      command: "npm start",
      url: `${servers.pglite.url}/api/health`,
      env: { ...serverEnv, PORT: String(base), DATA_DIR: servers.pglite.dataDir, DATABASE_URL: "" },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      command: "npm start",
      url: `${servers.postgres.url}/api/health`,
      env: { ...serverEnv, PORT: String(base + 1), DATABASE_URL: databaseUrl, DATA_DIR: path.join(tmp, "e2e-postgres") },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
  ],
});
