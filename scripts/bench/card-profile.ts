/**
 * Where a card transaction's time goes, on the built server with the app's defaults (dispatcher on,
 * webhooks to its own dashboard, the sync), the rate limit off, embedded database by default:
 *   npx tsx scripts/bench/card-profile.ts [seconds] [connections]      (after `npm run build`)
 *   BENCH_TARGETS=postgresql for a PostgreSQL 15 server started for the run.
 *
 * 1. Ablation, same run, each on a fresh data directory: tx/s with the defaults, with the dispatcher
 *    off (no webhooks), and the crypto of one transaction on one thread: the per-transaction
 *    milliseconds each removes.
 * 2. A CPU profile of the server (node --cpu-prof) under the defaults' load, counting only the samples
 *    taken while the prepared bodies run, grouped by the source file that
 *    ran them (the bundle's `// lib/...` markers) into: database (PGlite's WebAssembly or the pg
 *    driver), crypto (jose, node:crypto), HTTP (node:http, hono, the server), webhooks (the
 *    dispatcher, the dashboard's receiver and sync), the API's own code, garbage collection, idle.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E, SERVER_SECRETS_ENV } from "../../e2e/support/secrets";
import { freePort, startPostgres } from "../lib/postgres-server";
import { cardLoad, cryptoBaseline } from "./card-transactions";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(env: Record<string, string>, profileDir?: string): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const args = [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--cpu-prof-interval=500"] : []), ".next/caja-server.mjs"];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "error", ...SERVER_SECRETS_ENV, RATE_LIMIT_PER_SECOND: "0", ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "ignore"],
  });
  const url = `http://127.0.0.1:${port}`;
  while (!(await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    await sleep(20);
  }
  return {
    url,
    child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** The bundle's source markers (`// lib/gateway/...`): which file each line of the bundle came from. */
function bundleFiles(bundle: string): (line: number) => string {
  const marks: Array<[number, string]> = [];
  bundle.split("\n").forEach((text, line) => {
    const m = /^\/\/ ((?:lib|scripts|node_modules)\/\S+\.(?:ts|js|mjs|cjs))$/.exec(text);
    if (m) marks.push([line, m[1]!]);
  });
  return (line) => {
    let lo = 0;
    let hi = marks.length - 1;
    let found = "";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (marks[mid]![0] <= line) {
        found = marks[mid]![1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

const HTTP = "HTTP (node:http, hono, the service's router and middleware)";
const BUILTINS = "builtins and node internals with no known caller (promise jobs, timers)";

function category(frame: ProfileNode["callFrame"], fileOf: (line: number) => string): string {
  const { url, functionName } = frame;
  if (functionName === "(idle)") return "idle";
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)") return "V8 and native (program)";
  if (url.startsWith("wasm://") || /pglite/.test(url)) return "database (PGlite)";
  if (/node_modules\/(pg|pg-protocol|pg-pool|@prisma)/.test(url)) return "database (driver, Prisma)";
  if (/jose|internal\/crypto|node:crypto/.test(url)) return "crypto (jose, node:crypto)";
  if (/node:_http|node:http|_http_|node:internal\/http|undici|hono/.test(url)) return HTTP;
  if (/node:net|node:stream|internal\/streams|node:internal\/(net|stream)|node:internal\/stream_base/.test(url)) return "sockets and streams (HTTP and the database driver's alike)";
  if (url.endsWith("caja-server.mjs")) {
    const file = fileOf(frame.lineNumber);
    if (/lib\/gateway\/webhooks|lib\/dashboard\//.test(file)) return "webhooks (dispatcher, receiver, sync)";
    if (/lib\/db\//.test(file)) return "database (Store, statements)";
    if (/lib\/gateway\/card/.test(file)) return "card transaction code";
    if (/zod|lib\/contract/.test(file)) return "parsing (zod, contract)";
    if (/lib\/http|lib\/server|lib\/gateway\/api/.test(file)) return HTTP;
    return "the service's other code";
  }
  if (/zod/.test(url)) return "parsing (zod, contract)";
  if (/\.next\/server/.test(url)) return "webhooks (dispatcher, receiver, sync)";
  if (url.startsWith("node:") || url === "") return BUILTINS;
  return "other libraries";
}

/** Samples between `from` and `to` (µs of the monotonic clock V8's profile and process.hrtime share) grouped by category. */
function summarize(profile: Profile, fileOf: (line: number) => string, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  // a builtin (JSON.parse, a Buffer copy, a socket write, a promise job) counts for the code that
  // called it: the nearest caller whose source is known
  const categoryOf = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = category(byId.get(at)!.callFrame, fileOf);
      if (name !== BUILTINS) return name;
    }
    return BUILTINS;
  };
  const totals = new Map<string, number>();
  let all = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const name = categoryOf(id);
    totals.set(name, (totals.get(name) ?? 0) + delta);
    all += delta;
  });
  return { allMs: all / 1000, rows: [...totals].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: us / 1000, share: us / all })) };
}

async function main() {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 16);
  const pgServer = process.env.BENCH_TARGETS === "postgresql" ? await startPostgres({ maxConnections: 300 }) : undefined;
  const pg = (await import("pg")).default;
  let round = 0;
  const target = async () => {
    round += 1;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-card-profile-"));
    if (!pgServer) return { DATA_DIR: dataDir, DATABASE_URL: "" };
    const admin = new pg.Client({ connectionString: pgServer.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE card_profile_${round}`);
    await admin.end();
    return { DATA_DIR: dataDir, DATABASE_URL: pgServer.url(`card_profile_${round}`) };
  };
  try {
    const load = async (env: Record<string, string>) => {
      const server = await startServer({ ...(await target()), ...env });
      try {
        return await cardLoad(server.url, E2E.apiKey, seconds, connections, 8000);
      } finally {
        await server.stop();
      }
    };
    const defaults = await load({});
    const noDispatcher = await load({ WEBHOOK_DISPATCHER: "off" });
    const crypto = await cryptoBaseline(defaults.sample, 5);
    const perTx = (rps: number) => 1000 / rps;
    console.log(`card transactions, ${pgServer ? "PostgreSQL" : "embedded (PGlite)"}, c=${connections}, ${seconds} s, rate limit off, one run:`);
    console.log(`  defaults            ${defaults.rps} tx/s = ${perTx(defaults.rps).toFixed(2)} ms of the server's thread per transaction`);
    console.log(`  dispatcher off      ${noDispatcher.rps} tx/s = ${perTx(noDispatcher.rps).toFixed(2)} ms`);
    console.log(`  crypto, one thread  ${crypto} /s = ${perTx(crypto).toFixed(2)} ms`);
    console.log(`  share of the crypto: ${((defaults.rps / crypto) * 100).toFixed(1)} % with the defaults, ${((noDispatcher.rps / crypto) * 100).toFixed(1)} % with the dispatcher off`);
    console.log(`  webhooks (3 per payment, to the same process) cost ${(perTx(defaults.rps) - perTx(noDispatcher.rps)).toFixed(2)} ms per transaction`);

    // The profile: defaults again, V8's sampling profiler on; only the samples taken while the
    // prepared bodies run are counted (not the start, not the preparation).
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-card-cpu-"));
    const server = await startServer(await target(), profileDir);
    const now = () => Number(process.hrtime.bigint() / 1000n);
    let from = 0;
    let result: Awaited<ReturnType<typeof cardLoad>>;
    try {
      result = await cardLoad(server.url, E2E.apiKey, seconds, connections, 8000, { onStart: async () => void (from = now()) });
    } finally {
      await server.stop();
    }
    const to = from + seconds * 1_000_000;
    const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error("the server wrote no profile (did it exit cleanly on SIGTERM?)");
    const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8")) as Profile;
    const summary = summarize(profile, bundleFiles(fs.readFileSync(".next/caja-server.mjs", "utf8")), from, to);
    console.log(`\nCPU profile of the server during ${result.rps} tx/s (${summary.allMs.toFixed(0)} ms sampled; the profiler costs some of it):`);
    console.log("| where | ms | share | ms per transaction |");
    console.log("|---|---:|---:|---:|");
    const transactions = result.rps * seconds;
    for (const row of summary.rows) console.log(`| ${row.name} | ${row.ms.toFixed(0)} | ${(row.share * 100).toFixed(1)} % | ${(row.ms / transactions).toFixed(3)} |`);
  } finally {
    pgServer?.stop();
  }
}

await main();
