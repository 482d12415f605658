/**
 * What sealing stored idempotent answers costs: `npx tsx scripts/bench/idempotent-create.ts`.
 * 1. In-process: microseconds to seal (and open) one answer, a card_present create's (the POS's
 *    private key and AES key) and a qr_present create's.
 * 2. Over HTTP: creates with a distinct Idempotency-Key each (autocannon, c=16), card_present and
 *    qr_present, on this build and, when BENCH_COMPARE_DIR names another built checkout (the
 *    previous main), on that one too: alternating, BENCH_ROUNDS rounds (3), each run on a fresh
 *    embedded database (and a fresh PostgreSQL database), BENCH_SECONDS (8) after a 3 s warm-up.
 *    Besides requests/s, the server process's CPU time per create (/proc/<pid>/stat): on a host
 *    shared with other work, throughput swings with the neighbours, CPU time per request much less.
 * Needs `npm run build` in each checkout. Prints the tables; nothing is written.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openAnswer, sealAnswer } from "../../lib/gateway/api/idempotency";
import { generateCardKeys } from "../../lib/gateway/generate-card-keys";
import { freePort, startPostgres, type PostgresServer } from "../lib/postgres-server";
import { load } from "./load";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COMPARE = process.env.BENCH_COMPARE_DIR ? path.resolve(process.env.BENCH_COMPARE_DIR) : null;
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgresql").split(",") as Array<"pglite" | "postgresql">;
const KEY = "sk_sandbox_benchmark00000000000000000001";
const MASTER_KEY = Buffer.alloc(32, 9);
const body = (payment: string) =>
  JSON.stringify({ payment, amount: 149.5, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:15:30.123Z", concept: "Bench", items: [{ sku: 1, price: 149.5, qty: 1 }] } });

function micro() {
  const card = { code: 200, message: "intent_success", data: { intent: "cp_0123456789012345678901", keys: generateCardKeys(MASTER_KEY, "cp_x").keys } };
  const qr = { code: 200, message: "intent_success", data: { intent: "qp_0123456789012345678901", qr: { v: 1, ic: { ser: 1 }, cry: "x".repeat(300) } } };
  const rows: string[] = [];
  for (const [name, answer] of [["card_present", card], ["qr_present", qr]] as const) {
    const n = 20_000;
    for (let i = 0; i < 2_000; i++) sealAnswer(MASTER_KEY, "mer_sandbox", `k${i}`, answer); // warm-up
    // CPU time of this process (user + system), so other work on the host does not count
    const cpuUs = () => {
      const { user, system } = process.cpuUsage();
      return user + system;
    };
    let started = cpuUs();
    const sealed: string[] = [];
    for (let i = 0; i < n; i++) sealed.push(sealAnswer(MASTER_KEY, "mer_sandbox", `k${i}`, answer));
    const sealUs = (cpuUs() - started) / n;
    started = cpuUs();
    for (let i = 0; i < n; i++) openAnswer(MASTER_KEY, "mer_sandbox", `k${i}`, sealed[i]!);
    const openUs = (cpuUs() - started) / n;
    rows.push(`| ${name} | ${JSON.stringify(answer).length} B | ${sealUs.toFixed(1)} µs | ${openUs.toFixed(1)} µs |`);
  }
  console.log("| answer | JSON size | seal (stored) | open (replayed) |\n|---|---|---|---|\n" + rows.join("\n"));
}

type Server = { url: string; child: ChildProcess; stop(): Promise<void> };

/** CPU time (user + system) a process has used so far, in ms (/proc: clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startServer(dir: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dir, ".next/caja-server.mjs")], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "error", WEBHOOK_DISPATCHER: "off", ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${dir}: the server did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
}

async function run(dir: string, database: "pglite" | "postgresql", postgres: PostgresServer | null, name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-bench-idem-"));
  let url = "";
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = postgres.url(name);
  }
  const server = await startServer(dir, {
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    CAJA_MODE: "sandbox",
    MASTER_KEY: MASTER_KEY.toString("base64"),
    SANDBOX_API_KEY: KEY,
    RATE_LIMIT_PER_SECOND: "0",
  });
  try {
    const results: Record<string, { rps: number; cpuUs: number }> = {};
    for (const payment of ["card_present", "qr_present"]) {
      const options = {
        url: `${server.url}/api/payment/intent`,
        connections: 16,
        method: "POST" as const,
        headers: { "X-Api-Key": KEY, "content-type": "application/json", "Idempotency-Key": "bench-[<id>]" },
        body: body(payment),
        idReplacement: true,
      };
      await load({ ...options, seconds: 3 });
      const cpuBefore = cpuMs(server.child.pid!);
      const result = await load({ ...options, seconds: SECONDS });
      const cpu = cpuMs(server.child.pid!) - cpuBefore;
      if (result.errors > 0 || result.non2xx > 0) throw new Error(`${dir} ${payment}: ${result.errors} errors, ${result.non2xx} non-2xx`);
      results[payment] = { rps: result.rps, cpuUs: Math.round((cpu * 1000) / result.requests) };
    }
    return results;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  micro();
  const builds = [...(COMPARE ? [{ label: "previous", dir: COMPARE }] : []), { label: "this", dir: process.cwd() }];
  const postgres = DATABASES.includes("postgresql") ? await startPostgres() : null;
  try {
    const lines: string[] = [];
    for (const database of DATABASES) {
      const figures: Record<string, Record<string, { rps: number[]; cpuUs: number[] }>> = {};
      for (let round = 0; round < ROUNDS; round++) {
        for (const build of builds) {
          const result = await run(build.dir, database, database === "postgresql" ? postgres : null, `idem_${build.label}_${round}`);
          for (const [payment, { rps, cpuUs }] of Object.entries(result)) {
            const entry = ((figures[payment] ??= {})[build.label] ??= { rps: [], cpuUs: [] });
            entry.rps.push(rps);
            entry.cpuUs.push(cpuUs);
          }
          console.error(`[bench] ${database} round ${round + 1} ${build.label}: ${JSON.stringify(result)}`);
        }
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const change = (before: number | null, after: number) => (before ? `${before} → ${after} (${(((after - before) / before) * 100).toFixed(1)} %)` : String(after));
      for (const [payment, byBuild] of Object.entries(figures)) {
        const { previous, this: current } = byBuild as { previous?: { rps: number[]; cpuUs: number[] }; this: { rps: number[]; cpuUs: number[] } };
        lines.push(
          `| ${database} | ${payment} | ${previous?.rps.join(" / ") ?? ""} | ${current.rps.join(" / ")} | ${change(previous ? median(previous.rps) : null, median(current.rps))} | ${previous?.cpuUs.join(" / ") ?? ""} | ${current.cpuUs.join(" / ")} | ${change(previous ? median(previous.cpuUs) : null, median(current.cpuUs))} |`,
        );
      }
    }
    console.log(
      `\n| database | keyed create | previous, req/s per round | this build | median req/s | previous, server CPU µs per create | this build | median CPU µs |\n|---|---|---|---|---|---|---|---|\n${lines.join("\n")}`,
    );
  } finally {
    postgres?.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
