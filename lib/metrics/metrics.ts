import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { processState } from "../process-state";

/**
 * What is read from the database (or another part of the process) when Prometheus scrapes, not
 * counted as it happens. The composition root (lib/server/start-server.ts) installs them; each one
 * failing (the database down) leaves its gauges out of that scrape instead of failing the scrape.
 */
export type Probes = {
  /** The outbox: pending deliveries to enabled endpoints, and the age of the oldest (seconds; 0 when none). */
  outbox?: () => Promise<{ pending: number; oldestSeconds: number; disabledPending: number }>;
  /** The request pool (PostgreSQL; undefined on PGlite): connections open, idle, and queries waiting for one. */
  pool?: () => Promise<{ total: number; idle: number; waiting: number } | undefined>;
  /** The dashboard's copy: seconds since its last complete pass over the feed began (null: never caught up). */
  syncLag?: () => Promise<number | null>;
};

/** Seconds; a webhook's end-to-end latency spans a retry schedule of days. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DELIVERY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600, 21_600, 86_400];

/** Every metric has a bounded set of label values: operation ids, HTTP statuses, fixed outcome names. Never an id or a URL. */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const probes: Probes = {};
  const registers = [registry];
  // One read per probe and scrape: the two outbox gauges (and the two pool gauges) collect side by
  // side from the same answer, which is kept for a quarter second.
  const recent = new Map<string, { at: number; answer: Promise<unknown> }>();
  const probe = async <K extends keyof Probes>(name: K): Promise<Awaited<ReturnType<NonNullable<Probes[K]>>> | undefined> => {
    const read = probes[name];
    if (!read) return undefined;
    let kept = recent.get(name);
    if (!kept || Date.now() - kept.at > 250) recent.set(name, (kept = { at: Date.now(), answer: read().catch(() => undefined) }));
    return (await kept.answer) as Awaited<ReturnType<NonNullable<Probes[K]>>> | undefined;
  };

  const metrics = {
    registry,
    probes,
    requests: new Histogram({
      name: "caja_http_request_duration_seconds",
      help: "Service API requests by operation (the OpenAPI operationId; 'unmatched' for unknown paths) and HTTP status, with their latency",
      labelNames: ["operation", "status"] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    shed: new Counter({ name: "caja_http_requests_shed_total", help: "Service API requests refused with 503 server_overloaded before any work (API_MAX_IN_FLIGHT)", registers }),
    deliveries: new Counter({
      name: "caja_webhook_deliveries_total",
      help: "Webhook delivery attempts by outcome: delivered (2xx), retry (failed, another attempt scheduled), failed (the last attempt failed), gone (410: endpoint disabled), skipped (no URL)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    deliveryLatency: new Histogram({
      name: "caja_webhook_delivery_latency_seconds",
      help: "From the event (the status change) to the receiver's 2xx answer, retries included: one observation per delivered event and endpoint",
      buckets: DELIVERY_BUCKETS,
      registers,
    }),
    attemptDuration: new Histogram({
      name: "caja_webhook_attempt_duration_seconds",
      help: "How long a receiver took to answer one attempt (or to fail: timeout, refused)",
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    retries: new Counter({ name: "caja_webhook_retries_scheduled_total", help: "Failed attempts after which another attempt was scheduled", registers }),
    listenConnected: new Gauge({ name: "caja_db_listen_connected", help: "1 while the LISTEN connection is up (notifications arrive at once), 0 while it reconnects", registers }),
    signInFailures: new Counter({
      name: "caja_sign_in_failures_total",
      help: "Dashboard sign-ins refused by reason: invalid (email or password), two_factor_invalid; locked and wait (refused before any check)",
      labelNames: ["reason"] as const,
      registers,
    }),
    signInLocks: new Counter({ name: "caja_sign_in_locks_total", help: "Accounts or client addresses locked after too many failed sign-ins", registers }),
  };

  new Gauge({
    name: "caja_outbox_pending_events",
    help: "Webhook deliveries waiting (one per event and endpoint), by the endpoint's state: enabled ones are being worked on; disabled ones wait for it to be re-enabled",
    labelNames: ["endpoint"] as const,
    registers,
    async collect() {
      const outbox = await probe("outbox");
      if (!outbox) return;
      this.set({ endpoint: "enabled" }, outbox.pending);
      this.set({ endpoint: "disabled" }, outbox.disabledPending);
    },
  });
  new Gauge({
    name: "caja_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest delivery waiting for an enabled endpoint (0 when none waits)",
    registers,
    async collect() {
      const outbox = await probe("outbox");
      if (outbox) this.set(outbox.oldestSeconds);
    },
  });
  new Gauge({
    name: "caja_db_pool_connections",
    help: "The request pool's connections to PostgreSQL, by state (in_use, idle)",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      const pool = await probe("pool");
      if (!pool) return;
      this.set({ state: "in_use" }, pool.total - pool.idle);
      this.set({ state: "idle" }, pool.idle);
    },
  });
  new Gauge({
    name: "caja_db_pool_waiting",
    help: "Queries waiting for a connection of the request pool (it is exhausted while above 0)",
    registers,
    async collect() {
      const pool = await probe("pool");
      if (pool) this.set(pool.waiting);
    },
  });
  new Gauge({
    name: "caja_dashboard_sync_lag_seconds",
    help: "How old the dashboard's copy of the payments may be: seconds since its last complete pass over the service's feed began",
    registers,
    async collect() {
      const lag = await probe("syncLag");
      if (lag !== undefined && lag !== null) this.set(lag);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The metrics of this process (one registry per process, whichever bundle asks first). */
export function metrics(): Metrics {
  return processState("metrics", createMetrics);
}
