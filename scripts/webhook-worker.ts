/**
 * A webhook dispatcher in a process of its own: `npm run worker`. For PostgreSQL deployments that
 * want delivery apart from the web servers (run those with WEBHOOK_DISPATCHER=off, or not: any
 * number of dispatchers share the work). On the embedded database it would need the data directory's
 * lock, which the server holds: there, the server's own dispatcher does the work.
 *
 * It runs until SIGTERM/SIGINT (then exits 0, after the deliveries in flight). A database that is
 * down when it starts, restarts or goes away for a while does not end it: it waits, logs, and
 * resumes by itself. Only a wrong configuration or a locked data directory end it (status 1).
 */
import http from "node:http";
import { closeDb, getDb } from "../lib/db/client";
import { DataDirLockedError } from "../lib/db/data-dir-lock";
import { retryWhileUnavailable } from "../lib/db/retry-while-unavailable";
import { EnvError, getEnv } from "../lib/env";
import { startWebhookDispatcher, type Dispatcher } from "../lib/gateway/webhooks/start-webhook-dispatcher";
import { log } from "../lib/log";
import { METRICS_PATH, writeMetrics } from "../lib/metrics/write-metrics";
import { metrics } from "../lib/metrics/metrics";
import { measureOutbox } from "../lib/gateway/webhooks/measure-outbox";

async function main() {
  getEnv(); // a wrong configuration ends the worker at once, with every problem listed
  const stopping = new AbortController();
  const running: { dispatcher?: Dispatcher } = {};
  let stopRequested = false;
  const stop = async (signal: string) => {
    if (stopRequested) return; // a second signal (a supervisor that signals the process group, then the process) must not cut the stop short
    stopRequested = true;
    log.info("worker.stopping", { signal });
    stopping.abort();
    await running.dispatcher?.stop();
    await closeDb().catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  const started = performance.now();
  let db;
  try {
    db = await retryWhileUnavailable(() => getDb(), {
      signal: stopping.signal,
      minMs: 250,
      maxMs: 5_000,
      onRetry: (attempts, error) => {
        if (attempts === 1 || attempts % 12 === 0) log.warn("worker.waiting_for_database", { attempts, error: (error as Error).message });
      },
    });
  } catch (error) {
    if (stopping.signal.aborted) return; // stopped while waiting: stop() exits 0
    throw error;
  }
  running.dispatcher = await startWebhookDispatcher(db.store, { holdProcess: true });
  const env = getEnv();
  if (env.METRICS_TOKEN && env.WORKER_METRICS_PORT) {
    const token = env.METRICS_TOKEN;
    const ready = db;
    metrics().probes.outbox = () => measureOutbox(ready.store);
    metrics().probes.pool = async () => ready.pool?.();
    const server = http.createServer((request, response) => {
      if (!METRICS_PATH.test(request.url ?? "")) return void response.writeHead(404).end();
      writeMetrics(request, response, token);
    });
    server.unref();
    await new Promise<void>((resolve) => server.listen(env.WORKER_METRICS_PORT, resolve));
  }
  log.info("worker.started", { ms: Math.round(performance.now() - started), ...(env.METRICS_TOKEN && env.WORKER_METRICS_PORT ? { metricsPort: env.WORKER_METRICS_PORT } : {}) });
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) process.stderr.write(`\n${error.message}\n\n`);
  else if (!(error instanceof Error && error.name === "AbortError")) console.error(error);
  process.exit(1);
});
