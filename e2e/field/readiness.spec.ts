import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { createPostgresDatabase } from "../../lib/testing/databases";
import { intentBody, keyHeaders } from "../support/api";
import { appsForSpec, freePort, spawnApp, type AppProcess } from "../support/app-process";
import { SERVER_SECRETS_ENV } from "../support/secrets";

/**
 * Readiness (GET /api/ready) apart from liveness (GET /api/health): 503 while the instance
 * migrates, and from a stop signal on, while it still serves for SHUTDOWN_DRAIN_MS, so a load
 * balancer (HAProxy, health-checking /api/ready as its documentation shows) takes it out before it
 * stops taking connections: a stop under load fails no request.
 */
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(apps.stopAll);

/** lib/db/client.ts's MIGRATION_LOCK ("caja"): instances queue on it to migrate one at a time. */
const MIGRATION_LOCK = 0x63616a61;

const ready = async (app: AppProcess) => {
  try {
    const response = await fetch(`${app.url}/api/ready`, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: (await response.json()) as { message: string; data: { reason?: string } }, retryAfter: response.headers.get("retry-after") };
  } catch {
    return { status: 0, body: null, retryAfter: null };
  }
};

test("readiness is 503 `migrating` while an instance waits to migrate (another holds the migration lock), 200 once migrated", async () => {
  test.setTimeout(120_000);
  const database = await createPostgresDatabase(process.env.E2E_DATABASE_URL!);
  const holder = new pg.Client({ connectionString: database.url });
  let app: AppProcess | undefined;
  try {
    await holder.connect();
    await holder.query("SELECT pg_advisory_lock($1::bigint)", [MIGRATION_LOCK]);
    app = await spawnApp({ ...SERVER_SECRETS_ENV, DATABASE_URL: database.url, LOG_LEVEL: "info" });
    await expect.poll(async () => (await ready(app!)).status, { timeout: 60_000 }).toBe(503);
    const waiting = await ready(app);
    expect(waiting.body).toMatchObject({ message: "not_ready", data: { reason: "migrating" } });
    expect(waiting.retryAfter).toBe("1");
    // it stays out while the lock is held
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await ready(app)).body?.data.reason).toBe("migrating");
    const released = Date.now();
    await holder.query("SELECT pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK]);
    await expect.poll(async () => (await ready(app!)).status, { timeout: 60_000 }).toBe(200);
    expect((await ready(app)).body).toMatchObject({ message: "ok", data: { ready: true } });
    expect(app.output()).toContain('"event":"db.migrated"');
    test.info().annotations.push({ type: "figures", description: JSON.stringify({ readyAfterLockReleasedMs: Date.now() - released }) });
  } finally {
    await app?.kill("SIGKILL");
    await holder.end().catch(() => {});
    await database.drop();
  }
});

/** HAProxy in front of `servers`, health-checking /api/ready every 250 ms, out after 2 failures; each answer names its server (X-Served-By). */
async function startHaproxy(servers: Record<string, number>) {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-haproxy-"));
  const config = path.join(dir, "haproxy.cfg");
  fs.writeFileSync(
    config,
    [
      "global",
      "  maxconn 512",
      "defaults",
      "  mode http",
      "  timeout connect 2s",
      "  timeout client 30s",
      "  timeout server 30s",
      // no second chance: a request sent to a stopping instance would show as a failure here
      "  retries 0",
      "frontend caja",
      `  bind 127.0.0.1:${port}`,
      "  default_backend apps",
      "backend apps",
      "  balance roundrobin",
      // HAProxy's default check (HTTP/1.0, no Host header): as an operator writes it first
      "  option httpchk GET /api/ready",
      "  http-check expect status 200",
      "  http-response set-header X-Served-By %s",
      "  default-server inter 250ms fall 2 rise 2",
      ...Object.entries(servers).map(([name, p]) => `  server ${name} 127.0.0.1:${p} check`),
      "",
    ].join("\n"),
  );
  const child = spawn("haproxy", ["-f", config, "-db"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => {
      child.kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

test("behind HAProxy, an instance told to stop under load answers 503 to readiness, is taken out, and exits: no request fails", async () => {
  test.setTimeout(120_000);
  const database = await createPostgresDatabase(process.env.E2E_DATABASE_URL!);
  const env = { DATABASE_URL: database.url, WEBHOOK_DISPATCHER: "off", SHUTDOWN_DRAIN_MS: "2000", LOG_LEVEL: "info" };
  const a = await apps.start(env);
  const b = await apps.start(env);
  const proxy = await startHaproxy({ a: a.port, b: b.port });
  try {
    await expect.poll(async () => (await fetch(`${proxy.url}/api/ready`).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
    // both in rotation before the stop
    const servedBy = new Set<string>();
    await expect
      .poll(async () => {
        const response = await fetch(`${proxy.url}/api/ready`);
        const server = response.headers.get("x-served-by");
        if (server) servedBy.add(server);
        return [...servedBy].sort().join(",");
      })
      .toBe("a,b");

    type Answer = { status: number; server: string; at: number };
    const answers: Answer[] = [];
    let loading = true;
    // a shop's steady traffic: 4 clients creating payments back to back
    const clients = Array.from({ length: 4 }, async () => {
      while (loading) {
        try {
          const response = await fetch(`${proxy.url}/api/payment/intent`, { method: "POST", headers: { ...keyHeaders(), "content-type": "application/json" }, body: JSON.stringify(intentBody("qr_present")) });
          await response.arrayBuffer();
          answers.push({ status: response.status, server: response.headers.get("x-served-by") ?? "", at: Date.now() });
        } catch (error) {
          answers.push({ status: 0, server: String(error), at: Date.now() });
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stopAt = Date.now();
    process.kill(-a.child.pid!, "SIGTERM"); // as a deploy stops it (kill() would wait for the exit)
    // told as soon as the signal is handled (a check already under way may still say ready): not
    // ready, well within the drain, while it still serves
    await expect
      .poll(async () => ready(a), { timeout: 1_500, intervals: [50] })
      .toMatchObject({ status: 503, body: { message: "not_ready", data: { reason: "stopping" } } });
    await a.exited;
    const exitedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loading = false;
    await Promise.all(clients);

    const failed = answers.filter((answer) => answer.status !== 200);
    expect(failed, "no request failed").toEqual([]);
    const byA = answers.filter((answer) => answer.server === "a");
    const lastByA = Math.max(...byA.map((answer) => answer.at));
    expect(lastByA, "the balancer stopped sending to a before it exited").toBeLessThan(exitedAt);
    expect(answers.filter((answer) => answer.at > lastByA && answer.server === "b").length, "b took everything after").toBeGreaterThan(0);
    expect(a.output()).toContain('"event":"server.stopping"');
    test.info().annotations.push({
      type: "figures",
      description: JSON.stringify({
        requests: answers.length,
        failed: failed.length,
        servedByAAfterStop: byA.filter((answer) => answer.at > stopAt).length,
        lastByAMsAfterStop: lastByA - stopAt,
        exitedMsAfterStop: exitedAt - stopAt,
      }),
    });
  } finally {
    proxy.stop();
    await apps.stopAll();
    await database.drop();
  }
});
