import { expect, test } from "@playwright/test";
import { appClient } from "../support/app-client";
import { spawnApp, tempDataDir, waitForHealth, type AppProcess } from "../support/app-process";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { startReceiver } from "../support/webhook-receiver";

/**
 * Webhook delivery against real HTTP receivers addressed by host name (localhost), on a server of its own with a
 * compressed retry schedule (6 attempts over ~2.5 s). Each test has its own merchant and receiver.
 */
test.describe.configure({ mode: "serial" });

let app: AppProcess;
let api: ReturnType<typeof appClient>;
const SCHEDULE = "0,0.25,0.25,0.5,0.5,1";

test.beforeAll(async () => {
  app = await spawnApp({ ...SERVER_SECRETS_ENV, DATA_DIR: tempDataDir(), WEBHOOK_RETRY_SCHEDULE: SCHEDULE, WEBHOOK_TIMEOUT_MS: "800", WEBHOOK_SECRET_OVERLAP_SECONDS: "3600", LOG_LEVEL: "error" });
  expect((await waitForHealth(app)).status).toBe(200);
  api = appClient(app.url);
});
test.afterAll(async () => app?.kill("SIGKILL"));


test("every status, first included, is POSTed with exactly {intent, status, code}, signed the Standard Webhooks way, with its sequence", async () => {
  const verifier = await startReceiver();
  const merchant = await api.merchant("Signed shop", verifier.url);
  verifier.verifyWith([merchant.webhookSecret]);

  const intent = await merchant.client.create("qr_present");
  await merchant.client.advance(intent, "qr_authorized");
  await verifier.until(() => verifier.unique().length === 4, 10_000, "4 deliveries");
  const got = verifier.unique();
  expect(got.map((r) => r.body)).toEqual([
    { intent, status: "qr_created", code: 100 },
    { intent, status: "qr_scanned", code: 101 },
    { intent, status: "qr_progress", code: 102 },
    { intent, status: "qr_authorized", code: 103 },
  ]);
  for (const [index, r] of got.entries()) {
    expect(r.rawBody).toBe(JSON.stringify(r.body)); // exactly the three members, nothing else
    expect(r.verifiedWith, "verified by the standardwebhooks package").toEqual([0]);
    expect(r.id).toMatch(/^evt_[0-9A-Za-z]{22}$/);
    expect(r.seq).toBe(index + 1);
    expect(Math.abs(Number(r.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
    expect(r.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(r.headers["content-type"]).toBe("application/json");
  }
  await verifier.close();
});

test("receiver down for a while, then back: every event arrives, in order per intent", async () => {
  const receiver = await startReceiver();
  const merchant = await api.merchant("Flaky shop", receiver.url);
  await receiver.down();
  const intents: string[] = [];
  for (let i = 0; i < 10; i++) {
    const intent = await merchant.client.create(i % 2 ? "qr_present" : "ec_remote");
    await merchant.client.advance(intent, i % 2 ? "qr_authorized" : "ec_error_x");
    intents.push(intent);
  }
  const expected = intents.length * 2 + 5 * 2; // qr: 4 statuses, ec: created + error
  await expect.poll(async () => (await merchant.client.deliveries(intents[0]!))[0]?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await receiver.open();
  await receiver.until(() => receiver.unique().length === expected, 20_000, `${expected} events`);
  for (const intent of intents) {
    const seqs = receiver.unique().filter((r) => r.body.intent === intent).map((r) => r.seq);
    expect(seqs, intent).toEqual(seqs.map((_, i) => i + 1));
  }
  const events = await merchant.client.deliveries(intents[0]!);
  expect(events.every((e) => e.state === "delivered")).toBe(true);
  expect(events[0]!.deliveries[0]!.error).toMatch(/ECONNREFUSED/);
  await receiver.close();
});

test("a slow receiver times out, the attempt is recorded, and the retry delivers", async () => {
  const receiver = await startReceiver();
  const merchant = await api.merchant("Slow shop", receiver.url);
  receiver.setMode({ kind: "slow", ms: 1500 });
  const intent = await merchant.client.create("ec_remote");
  await receiver.until(() => receiver.received.length >= 1, 10_000, "first attempt");
  receiver.setMode({ kind: "ok" });
  await expect.poll(async () => (await merchant.client.deliveries(intent))[0]?.state, { timeout: 10_000 }).toBe("delivered");
  const [event] = await merchant.client.deliveries(intent);
  expect(event!.deliveries[0]).toMatchObject({ attempt: 1, httpStatus: null, error: "timeout after 800 ms" });
  expect(event!.deliveries[0]!.latencyMs).toBeGreaterThanOrEqual(790);
  expect(event!.deliveries.at(-1)).toMatchObject({ httpStatus: 204, error: null });
  await receiver.close();
});

test("500s are retried on the schedule, each attempt logged with its answer; after the last the event is failed, and redelivery brings it", async () => {
  const receiver = await startReceiver();
  const merchant = await api.merchant("Broken shop", receiver.url);
  receiver.setMode({ kind: "status", status: 500, body: "boom ".repeat(400) });
  const since = new Date(Date.now() - 1000).toISOString();
  const intent = await merchant.client.create("ec_remote");
  await expect.poll(async () => (await merchant.client.deliveries(intent))[0]?.state, { timeout: 15_000 }).toBe("failed");
  const [event] = await merchant.client.deliveries(intent);
  expect(event!.attempts).toBe(6);
  expect(event!.deliveries.map((d) => d.httpStatus)).toEqual([500, 500, 500, 500, 500, 500]);
  expect(event!.deliveries[0]!.response).toHaveLength(1024);
  const gaps = event!.deliveries.slice(1).map((d, i) => Date.parse(d.at) - Date.parse(event!.deliveries[i]!.at));
  expect(gaps[0]).toBeGreaterThanOrEqual(200); // 0.25 s ± 10% jitter, plus the attempt itself
  expect(gaps[4]).toBeGreaterThanOrEqual(880); // 1 s ± 10%
  expect((await merchant.client.endpoint()).failed).toBe(1);

  receiver.setMode({ kind: "ok" });
  const redelivered = await merchant.client.call("POST", "/deliveries/redeliver", { since });
  expect(redelivered.data).toEqual({ requeued: 1, since });
  await expect.poll(async () => (await merchant.client.deliveries(intent))[0]?.state, { timeout: 10_000 }).toBe("delivered");
  const ids = new Set(receiver.received.map((r) => r.id));
  expect(ids.size).toBe(1); // the same webhook-id on every attempt and on the redelivery
  await receiver.close();
});

test("410 disables the endpoint and flags it; events wait; re-enabling delivers them", async () => {
  const receiver = await startReceiver();
  const merchant = await api.merchant("Gone shop", receiver.url);
  receiver.setMode({ kind: "status", status: 410 });
  const intent = await merchant.client.create("qr_present");
  await expect.poll(async () => (await merchant.client.endpoint()).enabled, { timeout: 10_000 }).toBe(false);
  expect(await merchant.client.endpoint()).toMatchObject({ enabled: false, disabledReason: "the endpoint answered 410 Gone", pending: 1 });
  await merchant.client.advance(intent, "qr_scanned");
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(receiver.received).toHaveLength(1); // nothing more while disabled

  receiver.setMode({ kind: "ok" });
  const enabled = await merchant.client.call("PATCH", "/webhook-endpoint", { enabled: true });
  expect(enabled.data).toMatchObject({ enabled: true, disabledReason: null });
  await receiver.until(() => receiver.unique().length === 2, 10_000, "both events");
  expect(receiver.unique().map((r) => r.body.status)).toEqual(["qr_created", "qr_scanned"]);
  await receiver.close();
});

test("429 and 503 with Retry-After: the next attempt waits that long", async () => {
  const receiver = await startReceiver();
  const merchant = await api.merchant("Busy shop", receiver.url);
  receiver.setMode({ kind: "status", status: 429, headers: { "retry-after": "2" } });
  const intent = await merchant.client.create("ec_remote");
  await receiver.until(() => receiver.received.length === 1, 10_000, "first attempt");
  receiver.setMode({ kind: "ok" });
  await receiver.until(() => receiver.received.length === 2, 10_000, "second attempt");
  expect(receiver.received[1]!.at - receiver.received[0]!.at).toBeGreaterThanOrEqual(1900);
  expect((await merchant.client.deliveries(intent))[0]!.deliveries.map((d) => d.httpStatus)).toEqual([429, 204]);
  await receiver.close();
});

test("a 3xx is a failure: redirects are not followed", async () => {
  const receiver = await startReceiver();
  const target = await startReceiver();
  const merchant = await api.merchant("Moved shop", receiver.url);
  receiver.setMode({ kind: "status", status: 302, headers: { location: target.url } });
  const intent = await merchant.client.create("ec_remote");
  await expect.poll(async () => (await merchant.client.deliveries(intent))[0]?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  expect(target.received).toHaveLength(0);
  expect((await merchant.client.deliveries(intent))[0]!.deliveries[0]!.httpStatus).toBe(302);
  await receiver.close();
  await target.close();
});

test("secret rotation: during the overlap every delivery carries both signatures, each valid", async () => {
  const receiver = await startReceiver();
  const merchant = await api.merchant("Rotating shop", receiver.url);
  const rotated = await merchant.client.call<{ secret: string }>("POST", "/webhook-endpoint/rotate-secret", { overlapSeconds: 600 });
  expect(rotated.data.secret).toMatch(/^whsec_/);
  receiver.verifyWith([merchant.webhookSecret, rotated.data.secret]);
  await merchant.client.create("ec_remote");
  await receiver.until(() => receiver.received.length === 1, 10_000, "a delivery");
  const [delivery] = receiver.received;
  expect(delivery!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
  expect(delivery!.verifiedWith).toEqual([0, 1]); // the old secret and the new one both verify
  await receiver.close();
});
