/**
 * Page load timings in Chromium: the sign-in page (signed out) and the payments page (signed in
 * as the owner), N loads each (PAGE_LOADS, default 30, after 3 warm-ups), p50/p95 of TTFB
 * (responseStart - requestStart), DOMContentLoaded and load (Navigation Timing, from the start of
 * the navigation) and the HTML's size; then the server's time alone, SERVER_LOADS (200) requests
 * of each page by fetch, no browser (time to the headers and to the last byte). Starts this checkout's built server (`npm run build` first)
 * on a fresh embedded database with 50 intents; with BENCH_COMPARE_DIR (another checkout, built)
 * starts that one too and alternates the loads between the two, so both meet the same machine:
 *   BENCH_COMPARE_DIR=../previous npx tsx scripts/bench/page-timings.ts
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { freePort } from "../lib/postgres-server";
import { SERVER_ENTRY } from "../lib/server-entry";

const LOADS = Number(process.env.PAGE_LOADS ?? 30);
const SERVER_LOADS = Number(process.env.SERVER_LOADS ?? 200);
const WARM_UP = 3;
const KEY = "sk_sandbox_benchmark00000000000000000001";
const PAGES = [
  { name: "/login (signed out)", path: "/login", signedIn: false },
  { name: "/intents (owner)", path: "/intents", signedIn: true },
] as const;

type Server = { label: string; url: string; child: ChildProcess; dataDir: string };
type Sample = { ttfb: number; dcl: number; load: number; html: number; transfer: number };

const log = (...args: unknown[]) => console.error("[page-timings]", ...args);
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

async function startServer(label: string, entry: string, cwd: string): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-page-timings-"));
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "error",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      CAJA_MODE: "sandbox",
      MASTER_KEY: Buffer.alloc(32, 9).toString("base64"),
      SANDBOX_API_KEY: KEY,
      SANDBOX_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64")}`,
      RATE_LIMIT_PER_SECOND: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: the server exited`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`${label}: ${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // a payments page with something on it
  for (let i = 0; i < 50; i++) {
    await fetch(`${url}/api/payment/intent`, {
      method: "POST",
      headers: { "X-Api-Key": KEY, "content-type": "application/json" },
      body: JSON.stringify({ payment: "qr_present", amount: 10 + i, data: { branch: "b1", terminal: "t1", time: new Date().toISOString(), items: [] } }),
    });
  }
  return { label, url, child, dataDir };
}

function stopServer(server: Server) {
  try {
    process.kill(-server.child.pid!, "SIGKILL");
  } catch {
    /* gone */
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** One navigation, timed by the browser. */
async function measure(page: Page, url: string): Promise<Sample> {
  const response = await page.goto(url, { waitUntil: "load" });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.waitForFunction(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd);
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      ttfb: nav.responseStart - nav.requestStart,
      dcl: nav.domContentLoadedEventEnd - nav.startTime,
      load: nav.loadEventEnd - nav.startTime,
      html: nav.decodedBodySize,
      transfer: nav.transferSize,
    };
  });
}

async function signIn(context: BrowserContext, url: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.locator("input[name=email]").fill("owner@caja.test");
  await page.locator("input[name=password]").fill("caja-demo-2026");
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(/\/intents/);
  await page.close();
  return (await context.cookies(url)).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/** The server's share alone: time to the response's headers and to its last byte, by fetch, no browser. */
async function serverTime(url: string, cookie: string): Promise<{ headers: number; body: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const headers = performance.now() - started;
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { headers, body: performance.now() - started };
}

async function main() {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error("no build here: npm run build");
  const servers: Server[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  try {
    servers.push(await startServer("this build", SERVER_ENTRY, process.cwd()));
    if (process.env.BENCH_COMPARE_DIR) {
      const dir = path.resolve(process.env.BENCH_COMPARE_DIR);
      servers.push(await startServer(`BENCH_COMPARE_DIR (${path.basename(dir)})`, path.join(dir, ".next/caja-server.mjs"), dir));
    }
    // per server and page: one tab (its cache warm after the warm-ups, like a returning user)
    const tabs = new Map<string, Page>();
    const cookies = new Map<string, string>();
    for (const server of servers) {
      const signedOut = await browser.newContext();
      const signedIn = await browser.newContext();
      cookies.set(server.label, await signIn(signedIn, server.url));
      for (const target of PAGES) tabs.set(`${server.label}|${target.path}`, await (target.signedIn ? signedIn : signedOut).newPage());
    }
    const samples = new Map<string, Sample[]>();
    log(`${LOADS} loads of each page on each server, alternating`);
    for (let round = 0; round < WARM_UP + LOADS; round++) {
      // alternate which server goes first, so neither always follows the other
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        for (const target of PAGES) {
          const key = `${server.label}|${target.path}`;
          const sample = await measure(tabs.get(key)!, `${server.url}${target.path}`);
          if (round >= WARM_UP) samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
      }
    }
    const http = new Map<string, Array<{ headers: number; body: number }>>();
    log(`${SERVER_LOADS} requests of each page on each server without a browser, alternating`);
    for (let round = 0; round < WARM_UP + SERVER_LOADS; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        for (const target of PAGES) {
          const key = `${server.label}|${target.path}`;
          const sample = await serverTime(`${server.url}${target.path}`, target.signedIn ? cookies.get(server.label)! : "");
          if (round >= WARM_UP) http.set(key, [...(http.get(key) ?? []), sample]);
        }
      }
    }
    const ms = (values: number[]) => `${pct(values, 50).toFixed(1)} / ${pct(values, 95).toFixed(1)}`;
    const lines = [
      `${LOADS} loads per page and build, alternating, after ${WARM_UP} warm-ups; Chromium ${browser.version()}, ${os.cpus().length} cores, Node ${process.version}`,
      "",
      "| page | build | TTFB p50 / p95 ms | DOMContentLoaded p50 / p95 ms | load p50 / p95 ms | HTML bytes (p50, decoded / transferred) |",
      "|---|---|---|---|---|---|",
    ];
    for (const target of PAGES) {
      for (const server of servers) {
        const list = samples.get(`${server.label}|${target.path}`)!;
        lines.push(
          `| ${target.name} | ${server.label} | ${ms(list.map((s) => s.ttfb))} | ${ms(list.map((s) => s.dcl))} | ${ms(list.map((s) => s.load))} | ${pct(list.map((s) => s.html), 50)} / ${pct(list.map((s) => s.transfer), 50)} |`,
        );
      }
    }
    lines.push(
      "",
      `Server time alone: ${SERVER_LOADS} requests per page and build by fetch (no browser), alternating`,
      "",
      "| page | build | headers p50 / p95 ms | last byte p50 / p95 ms |",
      "|---|---|---|---|",
    );
    for (const target of PAGES) {
      for (const server of servers) {
        const list = http.get(`${server.label}|${target.path}`)!;
        lines.push(`| ${target.name} | ${server.label} | ${ms(list.map((s) => s.headers))} | ${ms(list.map((s) => s.body))} |`);
      }
    }
    console.log(lines.join("\n"));
  } finally {
    await browser.close();
    for (const server of servers) stopServer(server);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
