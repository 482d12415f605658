/**
 * Builds of the app on fresh seeded databases for the A/B benchmarks (the payments search, the
 * day's money): each build started once to migrate its database its own way, seeded through the
 * driver, then started again; killed when the process ends.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { RawQuery } from "../../lib/db/client";
import { spawnApp, waitForHealth, type AppProcess } from "../../e2e/support/app-process";
import type { PostgresServer } from "../lib/postgres-server";

const KEY = "sk_sandbox_benchmark00000000000000000001";
const MASTER_KEY = Buffer.alloc(32, 9).toString("base64");
const log = (...args: unknown[]) => console.error("[bench]", ...args);
const running = new Set<AppProcess>();
process.on("exit", () => {
  for (const app of running) {
    try {
      process.kill(-app.child.pid!, "SIGKILL");
    } catch {
      /* gone */
    }
  }
});

export type Target = { kind: "pglite" | "postgresql"; dataDir: string; url?: string };

/** This checkout's built server, or `checkout`'s, on `target`, answering health. */
async function startApp(checkout: string | undefined, target: Target) {
  const app = await spawnApp(
    {
      LOG_LEVEL: "error",
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.url ?? "",
      CAJA_MODE: "sandbox",
      MASTER_KEY,
      SANDBOX_API_KEY: KEY,
      SANDBOX_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64")}`,
      RATE_LIMIT_PER_SECOND: "0",
      WEBHOOK_DISPATCHER: "off",
      RECONCILE_AFTER_SECONDS: "86400", // an older build (BENCH_COMPARE_DIR) checked unfinished intents with the API: the seeded ones are not its
      DASHBOARD_LOCALE: "en",
    },
    checkout,
  );
  running.add(app);
  const health = await waitForHealth(app, 120_000);
  if (health.status !== 200) throw new Error(`${app.url} answered health ${health.status}:\n${app.output()}`);
  return {
    url: app.url,
    stop: async () => {
      await app.kill("SIGTERM");
      running.delete(app);
    },
  };
}

/** The database straight through its driver (no migrations of this checkout applied). */
async function rawQuery(target: Target): Promise<{ query: RawQuery; close(): Promise<void> }> {
  if (target.kind === "pglite") {
    const db = await PGlite.create(`${target.dataDir}/pgdata`);
    return { query: async (sql, params) => (await db.query(sql, params)).rows as never[], close: () => db.close() };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return { query: async (sql, params) => (await client.query(sql, params)).rows as never[], close: () => client.end() };
}

let databases = 0;
async function freshTarget(kind: Target["kind"], server: PostgresServer | null): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-bench-"));
  if (kind === "pglite") return { kind, dataDir };
  const name = `bench_ab_${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: server!.url() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { kind, dataDir, url: server!.url(name) };
}

/** One build on a fresh database: started once to migrate it its own way, seeded with `seed` (whose answer is kept), then started again. */
export async function prepareTarget<T>(label: string, checkout: string | undefined, kind: Target["kind"], server: PostgresServer | null, seed: (query: RawQuery) => Promise<T>) {
  const target = await freshTarget(kind, server);
  const first = await startApp(checkout, target);
  await first.stop();
  const started = Date.now();
  const raw = await rawQuery(target);
  const seeded = await seed(raw.query);
  await raw.close();
  log(`${label} on ${kind}: seeded in ${Date.now() - started} ms`);
  return { app: await startApp(checkout, target), seeded };
}


/** Prints a benchmark's Markdown report under a line naming the run and the machine, writes its figures to .tmp/bench-<name>.json, and ends the process. */
export function finishReport(name: string, sections: string[], figures: unknown): never {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}`;
  console.log([`Run on ${new Date().toISOString()} · ${machine}`, "", ...sections].join("\n"));
  fs.mkdirSync(path.resolve(".tmp"), { recursive: true });
  fs.writeFileSync(path.resolve(`.tmp/bench-${name}.json`), JSON.stringify(figures, null, 2));
  process.exit(0);
}

/** Runs a benchmark's main, ending the process with 1 on a failure. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
