import { expect, request as http, test } from "@playwright/test";
import { createPostgresDatabase } from "../../lib/testing/databases";
import { intentBody, keyHeaders } from "../support/api";
import { appsForSpec, freePort, spawnWorker, tempDataDir, type AppProcess } from "../support/app-process";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { USERS } from "../support/session";
import { startReceiver } from "../support/webhook-receiver";

/**
 * GET /metrics as Prometheus scrapes it, on the built server: refused without the bearer token,
 * and during a burst of payments whose webhooks go to a slow receiver, the outbox's depth rises
 * and falls back to 0 while the delivery histogram counts every delivery the receiver got. On
 * PostgreSQL as the docs deploy it: the app without a dispatcher, `npm run worker` delivering and
 * answering its own /metrics on WORKER_METRICS_PORT. Then wrong passwords: the sign-in failures and
 * the lock they lead to are counted.
 */
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(apps.stopAll);

const TOKEN = "metrics-token-for-the-e2e-suite-0001";

/** The value of one sample of the exposition (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

for (const kind of ["embedded", "postgresql"] as const) {
  test(`${kind}: /metrics refuses a scrape without its token; during a webhook burst the outbox depth rises and falls to 0, and the delivery histogram counts every delivery; wrong passwords count as sign-in failures, then a lock`, async () => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    const database = kind === "postgresql" ? await createPostgresDatabase(process.env.E2E_DATABASE_URL!) : null;
    let worker: AppProcess | undefined;
    try {
      // slow enough, and few enough deliveries at once, that a burst makes a backlog
      receiver.setMode({ kind: "slow", ms: 100 });
      const env = {
        ...(database ? { DATABASE_URL: database.url, WEBHOOK_DISPATCHER: "off" } : { DATA_DIR: tempDataDir() }),
        METRICS_TOKEN: TOKEN,
        SANDBOX_WEBHOOK_URL: receiver.url,
        WEBHOOK_ENDPOINT_CONCURRENCY: "4",
        WEBHOOK_POLL_MS: "200",
        SIGN_IN_MAX_FAILURES: "3",
        SIGN_IN_BACKOFF_MS: "1",
      };
      const app = await apps.start(env);
      const workerPort = await freePort();
      if (database) {
        worker = await spawnWorker({ ...SERVER_SECRETS_ENV, ...env, WEBHOOK_DISPATCHER: "on", WORKER_METRICS_PORT: String(workerPort) });
        await expect.poll(() => worker!.output(), { timeout: 30_000 }).toContain('"event":"worker.started"');
      }
      const api = await http.newContext({ baseURL: app.url });
      const scrapeOf = (base: string) => async (authorization?: string) => api.get(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
      const scrape = scrapeOf(app.url);

      for (const authorization of [undefined, "Bearer wrong-token-wrong-token-wrong", `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`]) {
        const refused = await scrape(authorization);
        expect(refused.status(), `scrape with ${authorization ?? "no authorization"}`).toBe(401);
        expect(refused.headers()["www-authenticate"]).toContain("Bearer");
        expect(await refused.text()).not.toContain("caja_");
      }
      const readFrom = (from: ReturnType<typeof scrapeOf>) => async () => {
        const response = await from(`Bearer ${TOKEN}`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("text/plain");
        return response.text();
      };
      const read = readFrom(scrape);
      // the deliveries are counted where they are made: the app's dispatcher, or the worker's
      const readDeliveries = worker ? readFrom(scrapeOf(`http://127.0.0.1:${workerPort}`)) : read;
      if (worker) expect((await scrapeOf(`http://127.0.0.1:${workerPort}`)()).status(), "the worker's scrape without a token").toBe(401);
      const before = await read();
      expect(sample(before, "process_cpu_seconds_total"), "the process's own metrics").toBeGreaterThan(0);
      // once the dispatcher listens (it starts beside the server, not before it answers)
      await expect.poll(async () => sample(await readDeliveries(), "caja_db_listen_connected")).toBe(1);
      const deliveredBefore = await readDeliveries();
      const delivered0 = sample(deliveredBefore, "caja_webhook_delivery_latency_seconds_count") ?? 0;
      const outcome0 = sample(deliveredBefore, "caja_webhook_deliveries_total", { outcome: "delivered" }) ?? 0;
      const created0 = sample(before, "caja_http_request_duration_seconds_count", { operation: "createIntent", status: "200" }) ?? 0;
      const received0 = receiver.unique().length;

      // the burst: 40 QR payments at once, each then paid, while Prometheus scrapes every 100 ms
      const depths: number[] = [];
      let scraping = true;
      const scraper = (async () => {
        while (scraping) {
          depths.push(sample(await read(), "caja_outbox_pending_events", { endpoint: "enabled" }) ?? -1);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const intents = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const response = await api.post("/api/payment/intent", { headers: keyHeaders(), data: intentBody("qr_present") });
          expect(response.status()).toBe(200);
          return ((await response.json()) as { data: { intent: string } }).data.intent;
        }),
      );
      await Promise.all(intents.map(async (intent) => expect((await api.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } })).status()).toBe(200)));
      // drained: the depth falls back to 0
      await expect.poll(async () => sample(await read(), "caja_outbox_pending_events", { endpoint: "enabled" }), { timeout: 60_000 }).toBe(0);
      scraping = false;
      await scraper;
      const peak = Math.max(...depths);
      expect(peak, `the depth seen rising (${depths.join(",")})`).toBeGreaterThan(0);

      const after = await read();
      const deliveredAfter = await readDeliveries();
      const received = receiver.unique().length - received0;
      expect(received, "each payment's events arrived").toBeGreaterThanOrEqual(80);
      expect(sample(deliveredAfter, "caja_webhook_delivery_latency_seconds_count")! - delivered0, "one latency observation per delivery").toBe(received);
      expect(sample(deliveredAfter, "caja_webhook_deliveries_total", { outcome: "delivered" })! - outcome0).toBe(received);
      expect(sample(deliveredAfter, "caja_webhook_delivery_latency_seconds_bucket", { le: "+Inf" })).toBe(sample(deliveredAfter, "caja_webhook_delivery_latency_seconds_count"));
      expect(sample(after, "caja_http_request_duration_seconds_count", { operation: "createIntent", status: "200" })! - created0).toBe(40);
      expect(sample(after, "caja_outbox_oldest_pending_age_seconds")).toBe(0);
      if (kind === "postgresql") {
        expect(sample(after, "caja_db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
        expect(sample(after, "caja_db_pool_waiting")).toBeGreaterThanOrEqual(0);
      }
      // bounded labels: no intent id, no URL anywhere in the exposition
      for (const intent of intents.slice(0, 5)) expect(after).not.toContain(intent);
      expect(after).not.toContain("/hooks");

      // sign-in failures and the lock they lead to (3 failures here): counted by reason
      const signIns = await read();
      const failures = (reason: string, text: string) => sample(text, "caja_sign_in_failures_total", { reason }) ?? 0;
      for (let attempt = 0; attempt < 4; attempt++) {
        const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
        await api.post("/api/auth/callback/credentials", { form: { csrfToken, email: USERS.cashier, password: "not-the-password", json: "true" }, maxRedirects: 0 });
      }
      const signedOut = await read();
      expect(failures("invalid", signedOut) - failures("invalid", signIns), "three wrong passwords").toBe(3);
      expect(failures("locked", signedOut) - failures("locked", signIns), "then refused, locked").toBe(1);
      expect((sample(signedOut, "caja_sign_in_locks_total") ?? 0) - (sample(signIns, "caja_sign_in_locks_total") ?? 0)).toBeGreaterThanOrEqual(1);
      test.info().annotations.push({ type: "figures", description: JSON.stringify({ kind, peakDepth: peak, scrapes: depths.length, delivered: received }) });
      await api.dispose();
    } finally {
      await worker?.kill("SIGKILL");
      await apps.stopAll();
      await receiver.close();
      await database?.drop();
    }
  });
}
