/**
 * `npm run bench`: measures the service and the dashboard on this machine against a raw baseline,
 * on the embedded database and on a PostgreSQL 15 server it starts itself, prints one table and
 * writes it to docs/benchmarks.md. Never part of `npm test`. Needs a build (`npm run build`; done
 * here unless SKIP_BUILD=1). BENCH_SECONDS (default 10) is the length of each load run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../lib/db/client";
import { parseEnv } from "../../lib/env";
import { primaryEndpointId } from "../../lib/gateway/webhooks/primary-endpoint-id";
import { freePort, startPostgres } from "../lib/postgres-server";
import { SERVER_ENTRY } from "../lib/server-entry";
import { searchesOf, seedDashboard, signedInTimer, type Timing } from "./dashboard-at-size";
import { benchLiveDashboard } from "./live-dashboard";
import { load, type LoadResult } from "./load";
import { benchCatchUp, benchCreatesWithSync } from "./sync";
import { benchWebhooks } from "./webhooks";
import { footprintRows, measureFootprint, type Footprint } from "./server-footprint";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WEBHOOK_SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 60);
const KEY = "sk_sandbox_benchmark00000000000000000001";
const SECRET = `whsec_${randomBytes(24).toString("base64")}`;
const MASTER_KEY = Buffer.alloc(32, 9).toString("base64");
const CONCURRENCY = [1, 16, 64];
const CREATE_BODY = JSON.stringify({ payment: "qr_present", amount: 149.5, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:15:30.123Z", concept: "Bench", items: [{ sku: 1, price: 149.5, qty: 1 }] } });

type Proc = { url: string; child: ChildProcess; stop(): Promise<void> };
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* gone */
    }
  }
});
const log = (...args: unknown[]) => console.error("[bench]", ...args);

async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function spawnProc(args: string[], env: Record<string, string>, readyPath: string, cwd?: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, args.map((a) => a.replace("$PORT", String(port))), {
    cwd,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "error", ...env, PORT: String(port), BASELINE_PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`);
  return {
    url,
    child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* gone */
      }
    },
  };
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024);

function appEnv(db: { dataDir: string; url?: string }, extra: Record<string, string> = {}) {
  return {
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.url ?? "",
    CAJA_MODE: "sandbox",
    MASTER_KEY,
    SANDBOX_API_KEY: KEY,
    SANDBOX_WEBHOOK_SECRET: SECRET,
    RATE_LIMIT_PER_SECOND: "0",
    ...extra,
  };
}

const startApp = (env: Record<string, string>) => spawnProc([SERVER_ENTRY], env, "/api/health");
const startBaseline = (env: Record<string, string>) => spawnProc([path.resolve("node_modules/tsx/dist/cli.mjs"), path.resolve("scripts/bench/baseline-server.ts")], env, "/health");

/** Creates then reads, at each concurrency, against the app or the baseline. */
async function apiLoads(url: string, kind: "app" | "baseline", concurrency: readonly number[] = CONCURRENCY) {
  const headers = { "X-Api-Key": KEY, "content-type": "application/json" };
  const createUrl = kind === "app" ? `${url}/api/payment/intent` : `${url}/create`;
  await load({ url: createUrl, connections: 16, seconds: 3, method: "POST", headers, body: CREATE_BODY }); // warm-up
  const create: LoadResult[] = [];
  for (const connections of concurrency) create.push(await load({ url: createUrl, connections, seconds: SECONDS, method: "POST", headers, body: CREATE_BODY }));
  const first = (await (await fetch(createUrl, { method: "POST", headers, body: CREATE_BODY })).json()) as { data: { intent: string } };
  const statusUrl = kind === "app" ? `${url}/api/payment/${first.data.intent}/status` : `${url}/status/${first.data.intent}`;
  await load({ url: statusUrl, connections: 16, seconds: 3, headers }); // warm-up
  const status: LoadResult[] = [];
  for (const connections of concurrency) status.push(await load({ url: statusUrl, connections, seconds: SECONDS, headers }));
  return { create, status };
}

/**
 * A fresh database for one server of the run. Migrated here (and the sandbox merchant row the
 * baseline writes under), unless `migrate` is false: another build's server migrates its own, as
 * it would in production (this build's migrations could make a schema it cannot write).
 */
async function prepareDatabase(kind: "pglite" | "postgresql", server: Awaited<ReturnType<typeof startPostgres>>, name: string, { migrate = true } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `caja-bench-${name}-`));
  let url: string | undefined;
  if (kind === "postgresql") {
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = server.url(name);
  }
  if (!migrate) return { dataDir, url };
  const db = await openDatabase(parseEnv({ DATA_DIR: dataDir, DATABASE_URL: url, CAJA_MODE: "sandbox", MASTER_KEY, LOG_LEVEL: "silent" }));
  await db.query("INSERT INTO merchant (id, name) VALUES ('mer_sandbox', 'Sandbox merchant') ON CONFLICT DO NOTHING");
  // its first webhook endpoint, as the app makes it (the baseline's create writes its outbox row too)
  await db.query(`INSERT INTO webhook_endpoint (id, merchant_id, "primary") VALUES ($1, 'mer_sandbox', true) ON CONFLICT DO NOTHING`, [primaryEndpointId("mer_sandbox")]);
  await db.close();
  return { dataDir, url };
}

/** 100 000 intents and 500 000 status events in the dashboard's tables, then page and search timings (scripts/bench/dashboard-at-size.ts). */
async function dashboardAtSize(kind: "pglite" | "postgresql", server: Awaited<ReturnType<typeof startPostgres>>) {
  const target = await prepareDatabase(kind, server, `bench_dash_${kind === "pglite" ? "l" : "p"}`);
  const started = Date.now();
  const db = await openDatabase(parseEnv({ DATA_DIR: target.dataDir, DATABASE_URL: target.url, CAJA_MODE: "sandbox", MASTER_KEY, LOG_LEVEL: "silent" }));
  await seedDashboard(db.query);
  const searches = await searchesOf(db.query);
  await db.close();
  log(`seeded 100 000 intents + 500 000 events on ${kind} in ${Date.now() - started} ms`);

  // Unfinished intents of the seed are not the payment API's: nobody checks them during the run.
  const app = await startApp(appEnv(target, { WEBHOOK_DISPATCHER: "off" }));
  try {
    const time = await signedInTimer(app.url);
    const page = await time("/intents");
    const search = await time(`/intents?q=T-${54_321}`);
    const searchJson = await time(`/api/dashboard/intents?q=T-${54_321}`);
    const kinds: Array<{ kind: string } & Timing> = [];
    for (const { kind: what, path: query } of searches) kinds.push({ kind: what, ...(await time(`/api/dashboard/intents?${query}`)) });
    const worst = kinds.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    return { page, search, searchJson, kinds, worst };
  } finally {
    await app.stop();
  }
}

function row(label: string, target: string, app: LoadResult, base: LoadResult | null) {
  const ratio = base ? `${Math.round((app.rps / base.rps) * 100)}%` : "";
  return `| ${label} | c=${app.connections} | ${app.rps} | ${app.p50} | ${app.p99} | ${app.errors + app.non2xx} | ${base ? `${base.rps} / ${base.p99}${base.errors + base.non2xx ? ` (${base.errors + base.non2xx} errors)` : ""}` : ""} | ${ratio} | ${target} |`;
}

async function main() {
  fs.mkdirSync(path.resolve(".tmp"), { recursive: true }); // per-database results land there (absent in a fresh clone)
  if (process.env.SKIP_BUILD !== "1") {
    log("building");
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (built.status !== 0) process.exit(1);
  }
  const server = await startPostgres({ maxConnections: 300 });
  const out: string[] = [];
  const results: Record<string, unknown> = {};
  try {
    const kinds = (process.env.BENCH_TARGETS ?? "pglite,postgresql").split(",") as Array<"pglite" | "postgresql">;
    for (const kind of kinds) {
      const label = kind === "pglite" ? "embedded (PGlite)" : `PostgreSQL ${server.version.split(" ")[2]}`;
      log(`API on ${label}`);
      const appDb = await prepareDatabase(kind, server, `bench_app_${kind === "pglite" ? "l" : "p"}`);
      const app = await startApp(appEnv(appDb, { WEBHOOK_DISPATCHER: "off" }));
      const idleRss = rssMb(app.child.pid!);
      const api = await apiLoads(app.url, "app");
      const loadedRss = rssMb(app.child.pid!);
      await app.stop();
      // BENCH_COMPARE_DIR: a built checkout of another version (e.g. the previous main), measured
      // the same way at c=16 in this run, so a change is judged against its predecessor on the
      // same host minutes apart (absolute figures move between days and hosts).
      let previous: Awaited<ReturnType<typeof apiLoads>> | undefined;
      if (process.env.BENCH_COMPARE_DIR) {
        const compareDb = await prepareDatabase(kind, server, `bench_prev_${kind === "pglite" ? "l" : "p"}`, { migrate: false });
        const dir = path.resolve(process.env.BENCH_COMPARE_DIR);
        const compareApp = await spawnProc([path.join(dir, ".next/caja-server.mjs")], appEnv(compareDb, { WEBHOOK_DISPATCHER: "off" }), "/api/health", dir);
        // c=1 first, as for this build, so that c=16 meets a table of the same size in both.
        const loads = await apiLoads(compareApp.url, "app", [1, 16]);
        previous = { create: loads.create.slice(1), status: loads.status.slice(1) };
        await compareApp.stop();
      }
      const baseDb = await prepareDatabase(kind, server, `bench_base_${kind === "pglite" ? "l" : "p"}`);
      const baseline = await startBaseline(appEnv(baseDb));
      const raw = await apiLoads(baseline.url, "baseline");
      await baseline.stop();

      log(`webhooks and live dashboard on ${label}`);
      // The highest offered rate, of BENCH_WEBHOOK_RATES, that is sustained: every event arrives and
      // the backlog at the end of the load drains within 10 s. Each rate on a fresh server.
      const rates = (process.env.BENCH_WEBHOOK_RATES ?? "1000,750,500").split(",").map(Number);
      // The live dashboard is then measured on the server of the rate reported (its endpoint handed
      // back to the app's own receiver, its backlog drained).
      let webhooks: Awaited<ReturnType<typeof benchWebhooks>> | undefined;
      let hooks: Proc | undefined;
      const tried: string[] = [];
      for (const [i, rate] of rates.entries()) {
        const last = i === rates.length - 1;
        await hooks?.stop();
        const hookDb = await prepareDatabase(kind, server, `bench_hooks_${kind === "pglite" ? "l" : "p"}_${rate}`);
        hooks = await startApp(appEnv(hookDb, { NEXTAUTH_URL: "http://127.0.0.1" }));
        webhooks = await benchWebhooks({ base: hooks.url, key: KEY, secret: SECRET }, WEBHOOK_SECONDS, rate, last ? 120_000 : 30_000);
        const { sustained } = webhooks;
        const kept = sustained.lost === 0 && sustained.unverified === 0 && sustained.drainSeconds <= 10;
        tried.push(`${rate}/s asked: ${sustained.deliveredWithinLoadPerSecond}/s delivered during the load, ${kept ? "kept up" : `${sustained.lost} not arrived within ${last ? 120 : 30} s of its end`}`);
        log(`webhooks at ${rate}/s: ${tried.at(-1)}`);
        if (kept) break;
      }
      if (!webhooks || !hooks) throw new Error("BENCH_WEBHOOK_RATES is empty");
      const live = await benchLiveDashboard({ base: hooks.url, key: KEY }, 100);
      await hooks.stop();

      log(`dashboard at size on ${label}`);
      const size = await dashboardAtSize(kind, server);

      log(`the dashboard's sync on ${label}`);
      const k = kind === "pglite" ? "l" : "p";
      const catchUp = await benchCatchUp(await prepareDatabase(kind, server, `bench_sync_svc_${k}`), await prepareDatabase(kind, server, `bench_sync_dash_${k}`), appEnv, KEY);
      const withSync = await benchCreatesWithSync(await prepareDatabase(kind, server, `bench_sync_new_${k}`), appEnv, KEY, CREATE_BODY, SECONDS);
      const withSyncPrevious = process.env.BENCH_COMPARE_DIR
        ? await benchCreatesWithSync(await prepareDatabase(kind, server, `bench_sync_prev_${k}`, { migrate: false }), appEnv, KEY, CREATE_BODY, SECONDS, path.resolve(process.env.BENCH_COMPARE_DIR))
        : undefined;
      log(`the server as shipped on ${label}: start, memory, a burst, card transactions`);
      const footprints: Array<{ build: string; figures: Footprint }> = [];
      for (const checkout of [process.cwd(), ...(process.env.BENCH_COMPARE_DIR ? [path.resolve(process.env.BENCH_COMPARE_DIR)] : [])]) {
        const own = checkout === process.cwd();
        const target = await prepareDatabase(kind, server, `bench_shipped_${k}_${own ? "this" : "prev"}`, { migrate: false });
        const figures = await measureFootprint(checkout, target, appEnv(target, { RATE_LIMIT_PER_SECOND: "100" }), KEY);
        footprints.push({ build: own ? "this build" : `BENCH_COMPARE_DIR (${path.basename(checkout)})`, figures });
      }
      results[kind] = { idleRss, loadedRss, api, previous, raw, webhooks, webhookRates: tried, live, size, sync: { catchUp, withSync, withSyncPrevious }, footprints };
      fs.writeFileSync(path.resolve(`.tmp/bench-${kind}.json`), JSON.stringify(results[kind], null, 2));

      out.push(`### ${label}`, "", "| figure | clients | req/s | p50 ms | p99 ms | errors | baseline req/s / p99 | % of baseline | target |", "|---|---|---|---|---|---|---|---|---|");
      api.create.forEach((r, i) => out.push(row("create intent (qr_present)", r.connections === 16 ? "≥ 500 req/s, p99 ≤ 50 ms, ≥ 40%" : "", r, raw.create[i]!)));
      api.status.forEach((r, i) => out.push(row("status query", r.connections === 16 ? "≥ 1 500 req/s, p99 ≤ 25 ms, ≥ 50%" : "", r, raw.status[i]!)));
      if (previous) {
        const which = path.basename(path.resolve(process.env.BENCH_COMPARE_DIR!));
        out.push(row(`create, the build in BENCH_COMPARE_DIR (${which})`, "", previous.create[0]!, raw.create[CONCURRENCY.indexOf(16)]!));
        out.push(row(`status, the build in BENCH_COMPARE_DIR (${which})`, "", previous.status[0]!, raw.status[CONCURRENCY.indexOf(16)]!));
      }
      out.push(
        "",
        "| figure | value | target |",
        "|---|---|---|",
        `| webhook latency, status change → receipt (${webhooks.latency.samples} changes) | p50 ${webhooks.latency.p50.toFixed(1)} ms, p99 ${webhooks.latency.p99.toFixed(1)} ms | p50 ≤ 25, p99 ≤ 100 ms |`,
        `| sustained webhooks over ${WEBHOOK_SECONDS} s, highest sustained of ${rates.join(", ")} events/s asked: ${webhooks.sustained.targetEventsPerSecond} asked, ${webhooks.sustained.offeredEventsPerSecond} events/s the API took (status changes through the API on the same server) | ${webhooks.sustained.deliveredWithinLoadPerSecond} events/s delivered during the load (${webhooks.sustained.deliveredPerSecond}/s first to last); ${webhooks.sustained.delivered}/${webhooks.sustained.expected} arrived, lost ${webhooks.sustained.lost}, unverified ${webhooks.sustained.unverified}, duplicates ${webhooks.sustained.duplicates}; backlog drained ${webhooks.sustained.drainSeconds} s after the load | ≥ 500 events/s, zero lost |`,
        `| webhook rates tried (each on a fresh server) | ${tried.join("; ")} | |`,
        `| live dashboard, status change → new badge in Chromium (${live.changes} changes) | p50 ${live.p50} ms, p95 ${live.p95} ms | p95 ≤ 1 000 ms |`,
        `| intents page at 100 000 intents / 500 000 events (HTML, server time) | p50 ${size.page.p50} ms, p95 ${size.page.p95} ms | p95 ≤ 150 ms |`,
        `| search by ticket at that size (page / JSON) | p50 ${size.search.p50} / ${size.searchJson.p50} ms, p95 ${size.search.p95} / ${size.searchJson.p95} ms | p95 ≤ 50 ms |`,
        `| search at that size, every kind (${size.kinds.length}: id, ticket, number, amount, concept words, last 4, filters; JSON), the slowest | ${size.worst.kind}: p50 ${size.worst.p50} ms, p95 ${size.worst.p95} ms | p95 ≤ 50 ms |`,
        `| server RSS idle / at the end of the create runs | ${idleRss} MB / ${loadedRss} MB | |`,
        `| dashboard sync catching up: a fresh dashboard (own process and database) reading a service's ${catchUp.events} events | ${catchUp.perSecond} events/s applied; caught up ${catchUp.passSeconds} s after its first read, ${catchUp.fromStartSeconds} s after its start | ≤ 60 s for 100 000 |`,
        ...[withSync, withSyncPrevious].flatMap((run, i) =>
          run
            ? [
                `| creates with the sync running (defaults: dispatcher on, webhooks to its own receiver), c=16, ${i === 0 ? "this build" : `the build in BENCH_COMPARE_DIR (${path.basename(path.resolve(process.env.BENCH_COMPARE_DIR!))})`} | ${run.rps} req/s, p99 ${run.p99} ms, ${run.errors + run.non2xx} errors; dashboard copy complete ${run.completeAfterSeconds === null ? `not within 60 s (${run.withAmount} of ${run.copies} with their amount)` : `${run.completeAfterSeconds} s after the load (${run.copies} payments)`} | every payment with its amount |`,
              ]
            : [],
        ),
        "",
        ...footprintRows(label, footprints),
      );
    }
  } finally {
    server.stop();
  }
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
  const report = [
    `Run on ${new Date().toISOString()} · ${machine}`,
    `Command: \`npm run bench\` (BENCH_SECONDS=${SECONDS}, BENCH_WEBHOOK_SECONDS=${WEBHOOK_SECONDS}); load from autocannon in the same machine, so the load tool shares the 2 cores.`,
    "",
    ...out,
  ].join("\n");
  console.log(report);
  fs.mkdirSync("docs", { recursive: true });
  const file = path.resolve("docs/benchmarks.md");
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n\n<!-- results -->\n";
  const marker = /<!-- results -->[\s\S]*?<!-- \/results -->|<!-- results -->/;
  fs.writeFileSync(file, current.replace(marker, `<!-- results -->\n${report}\n<!-- /results -->`));
  fs.writeFileSync(path.resolve(".tmp/bench.json"), JSON.stringify(results, null, 2));
  process.exit(0);
}

process.on("unhandledRejection", (error) => {
  console.error("[bench] unhandled", error);
  process.exit(1);
});
process.on("exit", (code) => code !== 0 && console.error(`[bench] exiting with ${code}`));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
