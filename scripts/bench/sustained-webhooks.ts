/**
 * Sustained webhooks on a fresh embedded server, this build and optionally another built checkout
 * (BENCH_COMPARE_DIR), alternated BENCH_RUNS times (default 2) in one run, so a change on the
 * webhook path (claim, delivery, the dashboard's receiver) is judged against its predecessor under
 * the same machine load: `npx tsx scripts/bench/sustained-webhooks.ts [rate=1000] [seconds=60]`
 * after `npm run build`. Prints one JSON line per run (benchWebhooks' `sustained`).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E, SERVER_SECRETS_ENV } from "../../e2e/support/secrets";
import { freePort } from "../lib/postgres-server";
import { benchWebhooks } from "./webhooks";

const rate = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 60);
const runs = Number(process.env.BENCH_RUNS ?? 2);
const checkouts = [process.cwd(), ...(process.env.BENCH_COMPARE_DIR ? [path.resolve(process.env.BENCH_COMPARE_DIR)] : [])];

async function measure(checkout: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-hooks-"));
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_SECRETS_ENV, RATE_LIMIT_PER_SECOND: "0", NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "error" };
  const child = spawn(process.execPath, [path.join(checkout, ".next/caja-server.mjs")], { cwd: checkout, env, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server in ${checkout} exited (${child.exitCode})`);
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (await benchWebhooks({ base, key: E2E.apiKey, secret: SERVER_SECRETS_ENV.SANDBOX_WEBHOOK_SECRET }, seconds, rate, 60_000)).sustained;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (let run = 1; run <= runs; run++) {
  for (const checkout of checkouts) console.log(JSON.stringify({ checkout, run, ...(await measure(checkout)) }));
}
