import { spawn, type ChildProcess } from "node:child_process";
import { test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/postgres-server";
import { SERVER_ENTRY } from "../../scripts/lib/server-entry";

export { freePort };

/** A production server (what `npm start` runs) in its own process group, with its output captured. */
export type AppProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
};

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "caja-e2e-"));
}

/**
 * Spawns a server, on `env.PORT` when given (to know its URL beforehand), else on a free port;
 * `checkout` runs another built checkout's server instead (benchmarks compare against one).
 */
export async function spawnApp(env: Record<string, string>, checkout?: string): Promise<AppProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const entry = checkout ? path.join(checkout, path.relative(process.cwd(), SERVER_ENTRY)) : SERVER_ENTRY;
  return spawnProcess(process.execPath, [entry], { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "info", DATABASE_URL: "", ...env, PORT: String(port) }, port, checkout);
}

/** `npm run worker` (the standalone webhook dispatcher), in its own process group. */
export async function spawnWorker(env: Record<string, string>): Promise<AppProcess> {
  return spawnProcess(process.execPath, ["--import", "tsx", "scripts/webhook-worker.ts"], { NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "info", ...env }, 0);
}

/** A program in its own process group (killed with its children), its output captured, answering on `port`. */
export function spawnProcess(command: string, args: string[], env: Record<string, string>, port: number, cwd?: string): AppProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    async kill(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, signal); // the whole process group
      } catch {
        /* already gone */
      }
      await exited;
    },
  };
}

/** Polls /api/health (or `path`) until it answers (any status) or the process exits. */
export async function waitForHealth(app: AppProcess, timeoutMs = 60_000, path = "/api/health"): Promise<{ status: number; body: unknown }> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void app.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${app.url}${path}`);
      return { status: response.status, body: await response.json() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server at ${app.url} did not answer ${path}${exited ? " (it exited)" : ""}:\n${app.output()}`);
}

/**
 * A sandbox server with the e2e secrets, answering health 200, killed after the spec file
 * (`afterAll(stopAll)` with the returned `stopAll`). When a test fails, what each server it
 * started printed (errors, a crash's stack) and how it ended are attached to the test's report, so
 * a failure tells a server that died from a test that waited too little.
 */
export function appsForSpec(defaults: Record<string, string>) {
  const running: AppProcess[] = [];
  const started: AppProcess[] = [];
  let seen = 0;
  test.afterEach(async ({}, testInfo) => {
    // The servers this test started, and those still running (started by a beforeAll, say).
    const apps = started.filter((app, i) => i >= seen || (app.child.exitCode === null && app.child.signalCode === null));
    seen = started.length;
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const app of apps) {
      const ended = app.child.exitCode !== null ? `exited with ${app.child.exitCode}` : app.child.signalCode ? `killed by ${app.child.signalCode}` : "still running";
      await testInfo.attach(`server ${app.url} (${ended})`, { body: app.output() || "(printed nothing)", contentType: "text/plain" });
    }
  });
  return {
    async start(env: Record<string, string>): Promise<AppProcess> {
      const app = await spawnApp({ LOG_LEVEL: "error", ...defaults, ...env });
      running.push(app);
      started.push(app);
      const health = await waitForHealth(app);
      if (health.status !== 200) throw new Error(`server answered health ${health.status}:\n${app.output()}`);
      return app;
    },
    async stopAll() {
      for (const app of running.splice(0)) await app.kill("SIGKILL");
    },
  };
}
