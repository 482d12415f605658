/**
 * The server as a shop runs it (the built app, its defaults: dispatcher on, webhooks to its own
 * receiver, the dashboard's sync, the default rate limit), this build and optionally another
 * built checkout (BENCH_COMPARE_DIR) one after the other in the same run:
 *   - cold start: a new data directory (or database) to a healthy /api/health; idle RSS 5 s later;
 *   - warm restart on the same data; idle RSS;
 *   - a 30 s burst at 60 creates/s, every other one paid (90 requests/s, under the default limit),
 *     with /api/health asked every 100 ms: its latency, the requests over 1 s or unanswered, the
 *     RSS during the burst and 30 s after it;
 *   - card transactions (JSON form, c=16, 10 s; the rate limit off, or it would be the ceiling)
 *     against a same-run baseline: the crypto of one transaction with the key loaded by
 *     createPublicKey per call, on one thread.
 * Part of `npm run bench`; alone (after `npm run build`): `npx tsx scripts/bench/server-footprint.ts`,
 * with BENCH_TARGETS=pglite,postgresql (default pglite) and BENCH_COMPARE_DIR.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile, posBurst } from "../../e2e/support/pos-burst";
import { freePort } from "../lib/postgres-server";
import { cardLoad, cryptoBaseline } from "./card-transactions";

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Target = { dataDir: string; url?: string };
type Running = { url: string; child: ChildProcess; healthyMs: number; stop(): Promise<void> };

async function start(checkout: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(checkout, ".next/caja-server.mjs")], {
    cwd: checkout,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "error", ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server in ${checkout} exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await sleep(20);
  }
  const healthyMs = Math.round(performance.now() - started);
  return {
    url,
    child,
    healthyMs,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

export type Footprint = Awaited<ReturnType<typeof measureFootprint>>;

/** Every figure of this module for the build in `checkout`, on `target` (a new data directory or database). */
export async function measureFootprint(checkout: string, target: Target, env: Record<string, string>, apiKey: string) {
  const appEnv = { ...env, DATA_DIR: target.dataDir, DATABASE_URL: target.url ?? "" };
  const cold = await start(checkout, appEnv);
  await sleep(5_000);
  const coldIdleRss = rssMb(cold.child.pid!);
  await cold.stop();
  const warm = await start(checkout, appEnv);
  await sleep(5_000);
  const warmIdleRss = rssMb(warm.child.pid!);

  let probing = true;
  let burstRss = 0;
  const health: number[] = [];
  let healthUnanswered = 0;
  const probe = (async () => {
    while (probing) {
      const asked = performance.now();
      const ok = await fetch(`${warm.url}/api/health`, { signal: AbortSignal.timeout(30_000) }).then((r) => r.ok, () => false);
      if (ok) health.push(performance.now() - asked);
      else healthUnanswered += 1;
      burstRss = Math.max(burstRss, rssMb(warm.child.pid!));
      await sleep(100);
    }
  })();
  const burst = await posBurst({ apiUrl: `${warm.url}/api`, apiKey, rate: 60, seconds: 30, timeoutMs: 30_000 });
  probing = false;
  await probe;
  await sleep(30_000);
  const afterRss = rssMb(warm.child.pid!);
  await warm.stop();

  // Card transactions on a server of their own (same data), the defaults on but the rate limit
  // (100/s would be the ceiling measured otherwise).
  const cards = await start(checkout, { ...appEnv, RATE_LIMIT_PER_SECOND: "0" });
  // enough bodies for 10 s at PostgreSQL's rate (~500/s here): none is sent twice
  const card = await cardLoad(cards.url, apiKey, 10, 16, 6000);
  await cards.stop();
  const { sample, ...cardFigures } = card;
  const baseline = await cryptoBaseline(sample, 5);

  return {
    coldStartMs: cold.healthyMs,
    coldIdleRss,
    warmStartMs: warm.healthyMs,
    warmIdleRss,
    burst: {
      answers: burst.answers,
      requests: burst.requests,
      p50: Math.round(percentile(burst.latencies, 50)),
      p99: Math.round(percentile(burst.latencies, 99)),
      max: Math.round(Math.max(...burst.latencies)),
      over1s: burst.latencies.filter((ms) => ms > 1_000).length,
      seconds: Math.round(burst.ms / 100) / 10,
    },
    health: { samples: health.length, unanswered: healthUnanswered, p50: Math.round(percentile(health, 50)), p99: Math.round(percentile(health, 99)), max: Math.round(Math.max(...health)) },
    burstRss,
    afterRss,
    card: { ...cardFigures, baselinePerSecond: baseline, ofBaseline: Math.round((card.rps / baseline) * 100) },
  };
}

/** The rows of docs/benchmarks.md for the footprints of one database. */
export function footprintRows(label: string, runs: Array<{ build: string; figures: Footprint }>): string[] {
  const cell = (f: Footprint) => [
    `${f.coldStartMs} ms / ${f.warmStartMs} ms`,
    `${f.coldIdleRss} / ${f.warmIdleRss} MB`,
    `${f.burstRss} / ${f.afterRss} MB`,
    `p50 ${f.health.p50}, p99 ${f.health.p99}, max ${f.health.max} ms${f.health.unanswered ? `, ${f.health.unanswered} unanswered` : ""}`,
    `${Object.entries(f.burst.answers).map(([status, n]) => `${n}× ${status}`).join(", ")}; p50 ${f.burst.p50}, p99 ${f.burst.p99}, max ${f.burst.max} ms; ${f.burst.over1s} over 1 s; ${f.burst.seconds} s`,
    `${f.card.rps} tx/s (p50 ${f.card.p50} ms, ${f.card.non2xx + f.card.errors} errors) = ${f.card.ofBaseline}% of ${f.card.baselinePerSecond}/s`,
  ];
  return [
    `#### The server as shipped, ${label}`,
    "",
    `| build | start cold / warm (goal ≤ 2 s / ≤ 1 s) | idle RSS cold / warm (≤ 250 MB) | RSS in / 30 s after a burst (≤ 400 / ≤ 300 MB) | /api/health during the burst (p99 ≤ 100 ms) | burst of 60 creates/s, half paid, 30 s (all answered, none over 1 s) | card transactions c=16, no rate limit, vs the crypto on one thread (≥ 50%) |`,
    "|---|---|---|---|---|---|---|",
    ...runs.map(({ build, figures }) => `| ${build} | ${cell(figures).join(" | ")} |`),
    "",
  ];
}

if (process.argv[1]?.endsWith("server-footprint.ts")) {
  const { SERVER_SECRETS_ENV, E2E } = await import("../../e2e/support/secrets");
  const { startPostgres } = await import("../lib/postgres-server");
  const pg = (await import("pg")).default;
  const checkouts = [process.cwd(), ...(process.env.BENCH_COMPARE_DIR ? [path.resolve(process.env.BENCH_COMPARE_DIR)] : [])];
  for (const kind of (process.env.BENCH_TARGETS ?? "pglite").split(",")) {
    const server = kind === "postgresql" ? await startPostgres({ maxConnections: 300 }) : undefined;
    const runs: Array<{ build: string; figures: Footprint }> = [];
    try {
      for (const [i, checkout] of checkouts.entries()) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-footprint-"));
        let url: string | undefined;
        if (server) {
          const admin = new pg.Client({ connectionString: server.url() });
          await admin.connect();
          await admin.query(`CREATE DATABASE footprint_${i}`);
          await admin.end();
          url = server.url(`footprint_${i}`);
        }
        const figures = await measureFootprint(checkout, { dataDir, url }, { ...SERVER_SECRETS_ENV, RATE_LIMIT_PER_SECOND: "100" }, E2E.apiKey);
        runs.push({ build: checkout === process.cwd() ? "this build" : path.basename(checkout), figures });
        console.error(JSON.stringify(figures));
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      server?.stop();
    }
    console.log(footprintRows(kind === "postgresql" ? "PostgreSQL" : "embedded (PGlite)", runs).join("\n"));
  }
}
