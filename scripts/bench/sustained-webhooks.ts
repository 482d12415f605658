/**
 * Sustained webhooks on a fresh embedded server, this build and optionally another built checkout
 * (BENCH_COMPARE_DIR), alternated BENCH_RUNS times (default 2) in one run, so a change on the
 * webhook path (claim, delivery, the dashboard's receiver) is judged against its predecessor under
 * the same machine load: `npx tsx scripts/bench/sustained-webhooks.ts [rate=1000] [seconds=60]`
 * after `npm run build`. Prints one JSON line per run (benchWebhooks' `sustained`).
 *
 * BENCH_DEAD_ENDPOINT=1: each run twice, without and with a second endpoint of the merchant's
 * that never answers (its deliveries time out at WEBHOOK_TIMEOUT_MS=10000), which receives every
 * event too: what a dead endpoint costs the live one (`deadEndpoint` in each line).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { E2E, SERVER_SECRETS_ENV } from "../../e2e/support/secrets";
import { freePort } from "../lib/postgres-server";
import { benchWebhooks } from "./webhooks";

const rate = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 60);
const runs = Number(process.env.BENCH_RUNS ?? 2);
const checkouts = [process.cwd(), ...(process.env.BENCH_COMPARE_DIR ? [path.resolve(process.env.BENCH_COMPARE_DIR)] : [])];

/** An endpoint that takes every request and never answers (until closed). */
async function deadReceiver(): Promise<{ url: string; close(): Promise<void> }> {
  const held = new Set<import("node:http").ServerResponse>();
  const server: Server = createServer((_request, response) => void held.add(response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function measure(checkout: string, dead: boolean) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-hooks-"));
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_SECRETS_ENV, RATE_LIMIT_PER_SECOND: "0", NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "error", WEBHOOK_TIMEOUT_MS: "10000" };
  const child = spawn(process.execPath, [path.join(checkout, ".next/caja-server.mjs")], { cwd: checkout, env, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  const hung = dead ? await deadReceiver() : null;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server in ${checkout} exited (${child.exitCode})`);
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (hung) {
      const added = await fetch(`${base}/api/webhook-endpoints`, { method: "POST", headers: { "X-Api-Key": E2E.apiKey, "content-type": "application/json" }, body: JSON.stringify({ url: hung.url }) });
      if (!added.ok) throw new Error(`adding the dead endpoint: ${added.status} ${await added.text()}`);
    }
    return (await benchWebhooks({ base, key: E2E.apiKey, secret: SERVER_SECRETS_ENV.SANDBOX_WEBHOOK_SECRET }, seconds, rate, 60_000)).sustained;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await hung?.close();
  }
}

const deadToo = process.env.BENCH_DEAD_ENDPOINT === "1";

for (let run = 1; run <= runs; run++) {
  for (const checkout of checkouts) {
    for (const dead of deadToo ? [false, true] : [false]) console.log(JSON.stringify({ checkout, run, deadEndpoint: dead, ...(await measure(checkout, dead)) }));
  }
}
