import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startPostgresPair, type PgNode, type PostgresPair } from "../../scripts/lib/postgres-pair";
import { intentBody } from "../support/api";
import { appClient } from "../support/app-client";
import { appsForSpec, freePort, spawnWorker, tempDataDir, type AppProcess } from "../support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";
import { signInPage } from "../support/session";
import { startReceiver } from "../support/webhook-receiver";

/**
 * The database's machine dies: two app instances and `npm run worker` on a PostgreSQL primary with
 * a synchronous standby (one `DATABASE_URL` naming both, docs/failover.md), a steady load of
 * payments and state changes, the primary's postmaster killed (`kill -9`) in the middle of it, the
 * standby promoted a second later (what an operator or a failover manager does). Nothing the API
 * acknowledged is lost, nothing answers 500, writes come back within seconds of the promotion,
 * webhook delivery and the live dashboard resume by themselves, and the old primary rejoins as a
 * standby of the new one (`pg_rewind`).
 */
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(apps.stopAll);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { route: "create" | "advance"; status: number; message: string; retryAfter: boolean; sentAt: number; at: number; intent?: string };

test("the primary killed mid-burst, the standby promoted: every acknowledged intent and event is there, 503 (never 500) meanwhile, writes back within 10 s, delivery resumes, the old primary rejoins", async ({ browser }) => {
  test.setTimeout(150_000);
  const pair: PostgresPair = await startPostgresPair({ databases: ["caja"] });
  const receiver = await startReceiver();
  let worker: AppProcess | undefined;
  try {
    const [a, b] = pair.nodes as [PgNode, PgNode];
    await pair.makeSynchronous(a);
    const [portA, portB] = [await freePort(), await freePort()];
    const env = {
      ...SERVER_SECRETS_ENV,
      DATABASE_URL: pair.url("caja"),
      DATABASE_POOL_SIZE: "5",
      WEBHOOK_DISPATCHER: "off",
      WEBHOOK_RETRY_SCHEDULE: "0,0.5,1,1,1,1,1,1,1,1",
      SANDBOX_WEBHOOK_URL: `http://localhost:${portA}/api/webhooks/payment`,
      LOG_LEVEL: "info",
    };
    const [appA, appB] = await Promise.all([
      apps.start({ ...env, PORT: String(portA), DATA_DIR: tempDataDir() }),
      apps.start({ ...env, PORT: String(portB), DATA_DIR: tempDataDir() }),
    ]);
    worker = await spawnWorker(env);
    await expect.poll(() => worker!.output(), { timeout: 30_000 }).toContain('"event":"webhook.dispatcher_started"');
    const shop = await appClient(appA.url).merchant("Failover shop", receiver.url);

    // A live page on instance A: its updates come through the instance's LISTEN connection.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInPage(page, "owner", `http://localhost:${portA}`);
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true", { timeout: 15_000 });

    // --- the load: a payment created on one instance, authorized on the other, 4 at a time ---
    const answers: Answer[] = [];
    const call = async (route: Answer["route"], url: string, key: string, body: unknown): Promise<Answer> => {
      const sentAt = Date.now();
      const response = await fetch(url, { method: "POST", headers: { "X-Api-Key": key, "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = (await response.json()) as { message: string; data: { intent?: string } };
      const answer = { route, status: response.status, message: json.message, retryAfter: response.headers.has("retry-after"), sentAt, at: Date.now(), intent: json.data?.intent };
      answers.push(answer);
      return answer;
    };
    let loading = true;
    const loops = Array.from({ length: 4 }, async (_, i) => {
      const key = i % 2 ? shop.apiKey : E2E.apiKey;
      for (let n = 0; loading; n++) {
        const [first, second] = (n + i) % 2 ? [appA.url, appB.url] : [appB.url, appA.url];
        const created = await call("create", `${first}/api/payment/intent`, key, intentBody("qr_present"));
        if (created.status === 200) {
          const advanced = await call("advance", `${second}/api/sandbox/${created.intent}/advance`, key, { to: "qr_authorized" });
          advanced.intent = created.intent;
        }
        await sleep(40); // about 25 writes a second in all
      }
    });

    const listenConnections = async (node: PgNode) =>
      (await pair.query<{ n: number }>(node, "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE 'caja listen %'"))[0]!.n;
    const listeningBefore = await listenConnections(a);
    await sleep(3_000);
    const killAt = Date.now();
    await pair.kill(a);
    // while no server takes writes, readiness takes the instances out of a balancer's rotation; the
    // standby is promoted 3 s after the kill, so that a machine busy with the rest of the suite has
    // time to see it (a 1 s window was outlasted on two busy cores)
    await expect
      .poll(async () => (await fetch(`${appA.url}/api/ready`)).json(), { timeout: 2_500, intervals: [100], message: "readiness with the primary gone" })
      .toMatchObject({ code: 503, message: "not_ready", data: { reason: "database_unavailable" } });
    await sleep(Math.max(0, killAt + 3_000 - Date.now()));
    pair.promote(b);
    const promotedAt = Date.now();
    const firstWrite = async () => {
      for (;;) {
        const found = answers.find((x) => x.status === 200 && x.sentAt > killAt);
        if (found) return found.at;
        await sleep(20);
      }
    };
    const firstWriteAt = await Promise.race([firstWrite(), sleep(20_000).then(() => Number.NaN)]);
    await expect.poll(async () => (await fetch(`${appB.url}/api/ready`)).status, { message: "ready again on the new primary" }).toBe(200);
    await sleep(4_000);
    loading = false;
    await Promise.all(loops);

    // --- nothing acknowledged is lost ---
    const ok = answers.filter((x) => x.status === 200);
    const createdIds = ok.filter((x) => x.route === "create").map((x) => x.intent!);
    const advancedIds = ok.filter((x) => x.route === "advance").map((x) => x.intent!);
    const presentIntents = await pair.query<{ id: string }>(b, "SELECT id FROM payment_intent WHERE id = ANY($1)", [createdIds], "caja");
    const presentEvents = await pair.query<{ intent_id: string }>(b, "SELECT intent_id FROM intent_status_event WHERE intent_id = ANY($1) AND status = 'qr_authorized'", [advancedIds], "caja");

    // --- webhook delivery resumed: every committed event of the shop delivered, duplicates only from the switch ---
    const outbox = () => pair.query<{ event_id: string; state: string }>(b, "SELECT event_id, state FROM webhook_outbox WHERE merchant_id = $1", [shop.id], "caja");
    await expect.poll(async () => (await outbox()).filter((e) => e.state !== "delivered").length, { timeout: 30_000, message: "every committed event of the shop delivered" }).toBe(0);
    const events = await outbox();
    const received = new Set(receiver.received.map((r) => r.id));
    const undelivered = events.filter((e) => !received.has(e.event_id)).map((e) => e.event_id);
    const phantom = [...received].filter((id) => !events.some((e) => e.event_id === id));
    const firstArrival = new Map<string, number>();
    const arrivals = new Map<string, number>();
    for (const r of receiver.received) {
      if (!firstArrival.has(r.id)) firstArrival.set(r.id, r.at);
      arrivals.set(r.id, (arrivals.get(r.id) ?? 0) + 1);
    }
    const duplicated = [...arrivals].filter(([, n]) => n > 1).map(([id]) => id);
    // At least once: an event delivered while its "delivered" could not be recorded (the database
    // switching) is sent again. Any other duplicate is a bug.
    const switchEnds = (Number.isNaN(firstWriteAt) ? promotedAt : firstWriteAt) + 5_000;
    const duplicatedOutsideSwitch = duplicated.filter((id) => firstArrival.get(id)! < killAt - 1_000 || firstArrival.get(id)! > switchEnds);
    const deliveredAfter = receiver.received.find((r) => r.at > promotedAt);

    // --- the live page and the LISTEN connections followed the primary ---
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true", { timeout: 15_000 });
    const fresh = await appClient(appB.url).create("qr_present");
    await expect(page.locator(`tr[data-intent="${fresh}"]`)).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => listenConnections(b), { timeout: 5_000, message: "every LISTEN connection on the new primary" }).toBe(listeningBefore);
    await context.close();

    // --- the old primary rejoins as a standby of the new one ---
    const rejoinStarted = Date.now();
    await pair.rejoin(a, b);
    await pair.makeSynchronous(b);
    const replication = await pair.replication(b);
    const rejoinMs = Date.now() - rejoinStarted;
    const onRejoined = await pair.query<{ n: number }>(a, "SELECT count(*)::int AS n FROM payment_intent WHERE id = ANY($1)", [createdIds], "caja");

    const switching = answers.filter((x) => x.sentAt >= killAt && x.sentAt <= firstWriteAt);
    const byStatus = (list: Answer[]) => list.reduce<Record<string, number>>((sum, x) => ({ ...sum, [x.status]: (sum[x.status] ?? 0) + 1 }), {});
    const report = {
      requests: byStatus(answers),
      /** sent between the kill and the first acknowledged write after it */
      duringSwitch: byStatus(switching),
      listenConnections: listeningBefore,
      intents: { committed: createdIds.length, present: presentIntents.length },
      events: { committed: advancedIds.length, present: presentEvents.length },
      webhooks: { events: events.length, delivered: events.length - undelivered.length, duplicated: duplicated.length, duplicatedOutsideSwitch: duplicatedOutsideSwitch.length },
      killToPromoteMs: promotedAt - killAt,
      killToFirstWriteMs: firstWriteAt - killAt,
      promoteToFirstWriteMs: firstWriteAt - promotedAt,
      promoteToDeliveryMs: deliveredAfter ? deliveredAfter.at - promotedAt : null,
      rejoin: { ok: replication.some((r) => r.application_name === a.name && r.state === "streaming" && r.sync_state === "sync"), ms: rejoinMs },
    };
    console.log(`field report (failover): ${JSON.stringify(report)}`);
    fs.mkdirSync(".tmp", { recursive: true });
    fs.writeFileSync(path.join(".tmp", "field-database-failover.json"), JSON.stringify(report, null, 2));

    expect(answers.filter((x) => x.status >= 500 && x.status !== 503), "answers 5xx other than 503").toEqual([]);
    expect(answers.filter((x) => x.status === 503 && (!x.retryAfter || x.message !== "database_unavailable")), "503s without Retry-After").toEqual([]);
    expect(answers.filter((x) => x.status !== 200 && x.status !== 503), "other answers").toEqual([]);
    expect(report.requests["503"] ?? 0, "the switch was seen").toBeGreaterThan(0);
    expect(presentIntents.length, "intents acknowledged (200) present after the failover").toBe(createdIds.length);
    expect(presentEvents.length, "state changes acknowledged (200) present after the failover").toBe(advancedIds.length);
    expect(report.promoteToFirstWriteMs, "writes back after the promotion (ms)").toBeLessThanOrEqual(10_000);
    expect(undelivered, "committed events never delivered").toEqual([]);
    expect(phantom, "deliveries of events that were never committed").toEqual([]);
    expect(duplicatedOutsideSwitch, "events delivered twice outside the switch").toEqual([]);
    expect(report.promoteToDeliveryMs, "delivery after the promotion").not.toBeNull();
    expect(worker.child.exitCode, "the worker is still running").toBeNull();
    expect(report.rejoin.ok, `the old primary streams to the new one, synchronously: ${JSON.stringify(replication)}`).toBe(true);
    expect(onRejoined[0]!.n, "the rejoined standby has every intent").toBe(createdIds.length);
  } finally {
    await worker?.kill("SIGKILL");
    await apps.stopAll();
    await receiver.close();
    pair.stop();
  }
});
