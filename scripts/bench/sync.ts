/**
 * The dashboard's sync, measured (part of `npm run bench`):
 * 1. **Catch-up**: a service whose tables hold 100 000 status events (40 000 intents, seeded), and a
 *    fresh dashboard (another process, its own database) pointed at it: from the dashboard's start
 *    to its `dashboard.sync_caught_up` log line, and the events applied per second meanwhile.
 * 2. **Creates with the sync running**: the app with its defaults (webhook dispatcher on, webhooks
 *    to its own receiver, which wakes the sync at each) under `qr_present` creates at c=16 for
 *    BENCH_SECONDS; then how long until the dashboard's CSV holds every payment with its amount.
 *    The same, in the same run, against the build in BENCH_COMPARE_DIR (e.g. the previous main,
 *    where every webhook of an unknown intent made one API read).
 */
import { openDatabase } from "../../lib/db/client";
import { parseEnv } from "../../lib/env";
import { parseCsv } from "../../lib/testing/parse-csv";
import { spawnApp, waitForHealth, type AppProcess } from "../../e2e/support/app-process";
import { signedInFetch } from "./dashboard-at-size";
import { load, type LoadResult } from "./load";
import { FEED_HISTORY_SQL } from "../../lib/testing/feed-history";

export type Target = { dataDir: string; url?: string };
type Env = (db: Target, extra?: Record<string, string>) => Record<string, string>;

/** A fresh dashboard fills itself from a service holding 100 000 events. */
export async function benchCatchUp(service: Target, dashboard: Target, env: Env, key: string) {
  const db = await openDatabase(parseEnv({ DATA_DIR: service.dataDir, DATABASE_URL: service.url, CAJA_MODE: "sandbox", MASTER_KEY: env(service).MASTER_KEY, LOG_LEVEL: "silent" }));
  await db.query(FEED_HISTORY_SQL, ["mer_sandbox", "benchsync", "Sucursal", JSON.stringify([{ sku: "1", price: "1.00", qty: 1 }])]);
  const [{ n }] = (await db.query<{ n: string }>("SELECT count(*) AS n FROM intent_status_event")) as [{ n: string }];
  await db.close();
  const apps: AppProcess[] = [];
  try {
    const api = await spawnApp(env(service, { WEBHOOK_DISPATCHER: "off", LOG_LEVEL: "error" }));
    apps.push(api);
    await waitForHealth(api);
    const started = Date.now();
    const app = await spawnApp(env(dashboard, { PAYMENT_API_BASE_URL: `http://localhost:${api.port}/api`, PAYMENT_API_KEY: key, WEBHOOK_DISPATCHER: "off", LOG_LEVEL: "info" }));
    apps.push(app);
    const deadline = Date.now() + 300_000;
    while (!app.output().includes('"dashboard.sync_caught_up"') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const line = app.output().split("\n").find((l) => l.includes('"dashboard.sync_caught_up"'));
    if (!line) throw new Error(`the dashboard did not catch up:\n${app.output().slice(-2000)}`);
    const caughtUp = JSON.parse(line) as { events: number; seconds: number; perSecond: number; time: string };
    return { events: Number(n), applied: caughtUp.events, passSeconds: caughtUp.seconds, perSecond: caughtUp.perSecond, fromStartSeconds: Math.round((Date.parse(caughtUp.time) - started) / 100) / 10 };
  } finally {
    for (const app of apps) await app.kill("SIGKILL");
  }
}

/** Creates at c=16 against an app with its defaults, then how long until its dashboard's CSV has every payment with its amount (at most 60 s). */
export async function benchCreatesWithSync(target: Target, env: Env, key: string, body: string, seconds: number, checkout?: string) {
  const app = await spawnApp(env(target, { LOG_LEVEL: "error" }), checkout);
  try {
    await waitForHealth(app);
    const headers = { "X-Api-Key": key, "content-type": "application/json" };
    await load({ url: `${app.url}/api/payment/intent`, connections: 16, seconds: 3, method: "POST", headers, body }); // warm-up
    const creates: LoadResult = await load({ url: `${app.url}/api/payment/intent`, connections: 16, seconds, method: "POST", headers, body });
    const ended = Date.now();
    const get = await signedInFetch(app.url);
    let rows = 0;
    let withAmount = 0;
    for (;;) {
      const [header, ...lines] = parseCsv((await get("/api/dashboard/intents/export")).text);
      const amount = header!.indexOf("amount");
      rows = lines.length;
      withAmount = lines.filter((line) => line[amount] !== "").length;
      if ((rows >= creates.requests && withAmount === rows) || Date.now() - ended > 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { ...creates, copies: rows, withAmount, completeAfterSeconds: withAmount === rows && rows >= creates.requests ? Math.round((Date.now() - ended) / 100) / 10 : null };
  } finally {
    await app.kill("SIGKILL");
  }
}
