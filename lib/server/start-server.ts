import { DataDirLockedError } from "../db/data-dir-lock";
import { getDb, getStore } from "../db/client";
import { isDatabaseUnavailable } from "../db/database-errors";
import { retryWhileUnavailable } from "../db/retry-while-unavailable";
import { EnvError, getEnv } from "../env";
import { expireDueIntents } from "../gateway/intents/expire-due-intents";
import { ensureSandboxMerchant } from "../gateway/merchants/ensure-sandbox-merchant";
import { gatewayConfig } from "../gateway/gateway-config";
import { purgeIdempotencyKeys } from "../gateway/api/purge-idempotency-keys";
import { sealLegacyAnswers } from "../gateway/api/seal-legacy-answers";
import { purgeDeliveredEvents } from "../gateway/webhooks/purge-delivered-events";
import { startWebhookDispatcher } from "../gateway/webhooks/start-webhook-dispatcher";
import { log } from "../log";
import { merchantConfig } from "../dashboard/merchant-config";
import { paymentApi } from "../dashboard/payment-api";
import { installInProcessService } from "../dashboard/service-transport";
import { answerWebhook } from "../dashboard/answer-webhook";
import { installLocalReceiver } from "../http/local-receivers";
import { createApiRouter } from "../gateway/api/router";
import { HANDLERS } from "../gateway/api/handlers";
import { startSync } from "../dashboard/sync/start-sync";
import { ensureDashboardUsers } from "../dashboard/users/ensure-dashboard-users";
import { purgeSignInThrottle } from "../dashboard/auth/purge-sign-in-throttle";
import { vacuumDatabase } from "../db/vacuum-database";
import { readiness } from "../readiness";
import { metrics } from "../metrics/metrics";
import { measureOutbox } from "../gateway/webhooks/measure-outbox";
import { measureSyncLag } from "../dashboard/sync/measure-sync-lag";
import { every } from "./every";
import { payoutDayAt } from "../gateway/balance/business-calendar";
import { runPayouts } from "../gateway/balance/run-payouts";
import { heldBank, sandboxBank } from "../gateway/balance/payout-bank";
import { peekProcessState, processState, setProcessState } from "../process-state";


/**
 * Process start-up (the composition root of both domains): parse the configuration, take the data
 * directory lock, apply migrations, seal the idempotent answers an older version stored in
 * plaintext, make sure the sandbox merchant and the first dashboard users exist, start the
 * background jobs (once per process): expiry, webhook delivery, the dashboard's sync.
 * A bad configuration or a data directory held by another process ends this process at once,
 * with the reason on stderr; an unreachable PostgreSQL does not (health reports it, the jobs
 * and the next request retry).
 */
export function startServer(): Promise<void> {
  // Once per process: the custom server (scripts/server.ts) and Next.js's instrumentation hook
  // both call this, from separately compiled copies of this module.
  return processState("started", start);
}

async function start(): Promise<void> {
  const fatal = (error: unknown) => {
    if (!(error instanceof EnvError || error instanceof DataDirLockedError)) return false;
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  };
  try {
    getEnv();
    connectDashboardToService();
    await prepareDatabase();
    readiness.set("ready");
  } catch (error) {
    fatal(error);
    const message = error instanceof Error ? error.message : String(error);
    if (isDatabaseUnavailable(error)) log.warn("server.database_unavailable", { error: message });
    else log.error("server.start_failed", { error: message });
    // Serve anyway (health answers 503, requests 503) and finish preparing once it answers.
    void retryWhileUnavailable(prepareDatabase, { minMs: 500, maxMs: 5_000 }).then(
      () => {
        readiness.set("ready");
        log.info("server.database_ready");
      },
      (later: unknown) => fatal(later) || log.error("server.start_failed", { error: later instanceof Error ? later.message : String(later) }),
    );
  }
  startBackgroundJobs();
}

/** The dashboard's service is this very process (see connectDashboardToService). */
const dashboardInProcess = () => !getEnv().PAYMENT_API_BASE_URL;

/** This server's own webhook receiver, as the sandbox merchant's first endpoint names it by default. */
const ownReceiverUrl = () => `http://127.0.0.1:${getEnv().PORT}/api/webhooks/payment`;

/**
 * No loop back into this process. When the dashboard's service is this very process (the rule:
 * PAYMENT_API_BASE_URL unset, the dashboard's default base URL `http://127.0.0.1:$PORT/api` naming
 * this server):
 * - the dashboard's calls (its pages, its sync reading the feed) go through the service's router in
 *   process: no socket, and still its authentication, rate limit and idempotency;
 * - the service's webhooks to this server's own receiver (the sandbox merchant's default endpoint,
 *   `http://127.0.0.1:$PORT/api/webhooks/payment`) are answered by the receiver in process: verified
 *   and stored as over HTTP, the delivery logged as any other, no socket.
 * A configured PAYMENT_API_BASE_URL (a remote service, or this one behind a proxy) is called over
 * HTTP, and its webhooks arrive over HTTP, as before.
 */
export function connectDashboardToService(): void {
  if (!dashboardInProcess()) return;
  installInProcessService({ baseUrl: merchantConfig().apiBaseUrl, fetch: createApiRouter(HANDLERS).fetch });
  installLocalReceiver(ownReceiverUrl(), answerWebhook);
}

/**
 * Opens (locks, migrates) the database; seals the plaintext idempotent answers of an older version;
 * makes sure the sandbox merchant and the first dashboard users exist.
 */
async function prepareDatabase(): Promise<void> {
  const env = getEnv();
  const db = await getDb();
  const sealed = await sealLegacyAnswers(db.store, gatewayConfig().masterKey);
  if (sealed > 0) log.info("idempotency.legacy_sealed", { count: sealed });
  // Side by side: the users' password hashes run on the thread pool while the merchant is written.
  await Promise.all([
    ensureSandboxMerchant(db.store, env.SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${env.PORT}/api/webhooks/payment`),
    ensureDashboardUsers(db.store, merchantConfig()),
  ]);
}

function startBackgroundJobs() {
  if (peekProcessState("jobs")) return;
  setProcessState("jobs", true);
  const env = getEnv();
  installProbes(Boolean(merchantConfig().apiKey));
  every("expire-intents", env.EXPIRY_SWEEP_MS, async () => {
    const expired = await expireDueIntents(await getStore());
    if (expired > 0) log.info("intents.expired", { count: expired });
  });
  every("purge-idempotency-keys", 60 * 60 * 1000, async () => purgeIdempotencyKeys(await getStore()));
  every("purge-sign-in-throttle", 60 * 60 * 1000, async () => {
    const purged = await purgeSignInThrottle(await getStore());
    if (purged > 0) log.info("sign_in.throttle_purged", { count: purged });
  });
  if (env.OUTBOX_RETENTION_DAYS > 0) {
    every("purge-delivered-events", 60 * 60 * 1000, async () => {
      const purged = await purgeDeliveredEvents(await getStore(), env.OUTBOX_RETENTION_DAYS);
      if (purged > 0) log.info("webhook.outbox_purged", { count: purged, retentionDays: env.OUTBOX_RETENTION_DAYS });
    });
  }
  if (env.databaseKind === "pglite") {
    every("vacuum-outbox", 5 * 1000, async () => log.debug("db.vacuumed", { scope: "outbox", ms: await vacuumDatabase(await getDb(), "outbox") }));
    every("vacuum-hot-tables", 2 * 60 * 1000, async () => log.debug("db.vacuumed", { scope: "hot", ms: await vacuumDatabase(await getDb(), "hot") }));
    every("vacuum-all", 30 * 60 * 1000, async () => log.info("db.vacuumed", { scope: "all", ms: await vacuumDatabase(await getDb(), "all") }));
  }
  if (env.PAYOUTS === "on") {
    // each minute from the cut-off on a business day: that day's payouts (made once per merchant
    // and day, whichever instance comes first), and any transfer still waiting for the bank
    every("payouts", 60 * 1000, async () => {
      const { calendar, masterKey, sandbox } = gatewayConfig();
      const day = payoutDayAt(new Date(), calendar);
      if (!day) return;
      const made = await runPayouts(await getStore(), { day, bank: sandbox ? sandboxBank : heldBank, masterKey });
      if (made.length > 0) log.info("payouts.made", { day, count: made.length });
    });
  }
  if (env.WEBHOOK_DISPATCHER === "on") void startDispatcherWhenReady();
  const dashboard = merchantConfig();
  if (dashboard.apiKey) {
    startSyncWhenReady(dashboard).catch((error: unknown) => log.error("dashboard.sync_not_started", { error: error instanceof Error ? error.message : String(error) }));
  }
}

/** What /metrics reads when scraped: the outbox, the request pool, the dashboard sync's lag (when this process runs one). */
function installProbes(dashboardSync: boolean): void {
  const { probes } = metrics();
  probes.outbox = async () => measureOutbox(await getStore());
  probes.pool = async () => (await getDb()).pool?.();
  if (dashboardSync) probes.syncLag = async () => measureSyncLag(await getStore());
}

/** The dashboard's sync of its copy of the payments, started once the database answers. */
async function startSyncWhenReady(dashboard: ReturnType<typeof merchantConfig>): Promise<void> {
  const db = await retryWhileUnavailable(getDb, { minMs: 500, maxMs: 5_000 });
  startSync(db.store, paymentApi(dashboard), dashboard.syncIntervalMs);
  // Woken by its webhooks (answered in process when the service is this process, over HTTP
  // otherwise), as before: a dashboard whose endpoint points elsewhere learns of a payment from the
  // feed at its interval or when a page asks for it (e2e/system/intent-lookup.spec.ts).
}

/** The in-process webhook dispatcher, started once the database answers (tried again every 5 s on other errors). */
async function startDispatcherWhenReady(): Promise<void> {
  try {
    await startWebhookDispatcher((await retryWhileUnavailable(getDb, { minMs: 500, maxMs: 5_000 })).store);
  } catch (error) {
    log.error("webhook.dispatcher_failed", { error: error instanceof Error ? error.message : String(error) });
    setTimeout(() => void startDispatcherWhenReady(), 5_000).unref();
  }
}
