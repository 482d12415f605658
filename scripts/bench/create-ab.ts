/**
 * Creates (qr_present, c=16) on two builds alternated in one run, each round on a fresh database
 * of its own, on PostgreSQL or the embedded database: `BENCH_COMPARE_DIR=<built checkout>
 * npx tsx scripts/bench/create-ab.ts [postgresql|pglite] [rounds=3] [seconds=10]` after `npm run
 * build`. A figure of the full bench that moves more than its spread is re-taken here, the two
 * builds minutes apart instead of one after the other's whole run. Prints one line per run and the
 * medians; nothing is written.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, startPostgres } from "../lib/postgres-server";
import { load } from "./load";

const kind = process.argv[2] === "pglite" ? "pglite" : "postgresql";
const rounds = Number(process.argv[3] ?? 3);
const seconds = Number(process.argv[4] ?? 10);
const KEY = "sk_sandbox_benchmark00000000000000000001";
const BODY = JSON.stringify({ payment: "qr_present", amount: 149.5, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:15:30.123Z", concept: "Bench", items: [{ sku: 1, price: 149.5, qty: 1 }] } });
const compare = process.env.BENCH_COMPARE_DIR;
if (!compare) throw new Error("set BENCH_COMPARE_DIR to another built checkout");
const checkouts = [process.cwd(), path.resolve(compare)];

async function main() {
  const server = kind === "postgresql" ? await startPostgres({ maxConnections: 300 }) : null;
  const results = new Map<string, number[]>(checkouts.map((c) => [c, []]));
  let n = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const checkout of round % 2 === 0 ? checkouts : [...checkouts].reverse()) {
        const name = `create_ab_${n++}`;
        let url = "";
        if (server) {
          const admin = new pg.Client({ connectionString: server.url() });
          await admin.connect();
          await admin.query(`CREATE DATABASE ${name}`);
          await admin.end();
          url = server.url(name);
        }
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-create-ab-"));
        const port = await freePort();
        const child = spawn(process.execPath, [path.join(checkout, ".next/caja-server.mjs")], {
          cwd: checkout,
          env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: url, CAJA_MODE: "sandbox", MASTER_KEY: Buffer.alloc(32, 9).toString("base64"), SANDBOX_API_KEY: KEY, RATE_LIMIT_PER_SECOND: "0", WEBHOOK_DISPATCHER: "off" },
          stdio: ["ignore", "ignore", "inherit"],
        });
        const base = `http://127.0.0.1:${port}`;
        while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 200));
        const headers = { "X-Api-Key": KEY, "content-type": "application/json" };
        await load({ url: `${base}/api/payment/intent`, connections: 16, seconds: 3, method: "POST", headers, body: BODY });
        const run = await load({ url: `${base}/api/payment/intent`, connections: 16, seconds, method: "POST", headers, body: BODY });
        results.get(checkout)!.push(run.rps);
        console.log(`${path.basename(checkout)} round ${round + 1}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors + run.non2xx} errors`);
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        });
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    server?.stop();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const [mine, theirs] = checkouts.map((c) => median(results.get(c)!));
  console.log(`${kind}: median ${mine} vs ${theirs} req/s (${Math.round((mine! / theirs!) * 100)}%)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
