import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { installDatabaseForTests, openDatabase, type Database } from "../../db/client";
import { installEnvForTests, parseEnv } from "../../env";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { TEST_SECRETS } from "../../testing/memory-database";
import { serveApi } from "../../testing/serve-api";
import { createMerchant } from "../merchants/create-merchant";
import type { DueEvent } from "./claim-due-events";
import { primaryEndpointId } from "./primary-endpoint-id";
import { recordAttempt } from "./record-attempt";
import { startWebhookDispatcher, type Dispatcher } from "./start-webhook-dispatcher";

/** What a receiver got: every request, verified against the secrets it was given. */
type Received = { id: string; type: string; body: Record<string, unknown>; raw: string; headers: Record<string, string>; at: number; verified: boolean };

/** A webhook receiver on a port of its own: answers 200 (or `status`; or hangs, for a dead endpoint). */
async function receiver(options: { hang?: boolean } = {}) {
  const got: Received[] = [];
  let status = 200;
  let secrets: string[] = [];
  const waiters = new Set<() => void>();
  const hung = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (options.hang) {
        hung.add(() => response.destroy());
        return;
      }
      const payload = Buffer.concat(chunks).toString();
      got.push({ ...parse(request.headers, payload), at: Date.now(), verified: secrets.length > 0 && secrets.every((s) => verifies(s, request.headers, payload)) });
      response.writeHead(status, { "x-receiver": "test" }).end(status === 200 ? "ok" : "down");
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    got,
    verifyWith(list: string[]) {
      secrets = list;
    },
    answer(next: number) {
      status = next;
    },
    /** Resolves when `done(got)` holds (checked on every delivery), or fails after `ms`. */
    until(done: (got: Received[]) => boolean, ms = 15_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!done(got)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver: condition not met in ${ms} ms (${got.length} received)`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const drop of hung) drop();
        server.close(() => resolve());
      }),
  };
}

function parse(headers: IncomingHttpHeaders, payload: string) {
  return {
    id: String(headers["webhook-id"]),
    type: String(headers["caja-event-type"]),
    body: JSON.parse(payload) as Record<string, unknown>,
    raw: payload,
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
  };
}

/** Verifies with one secret (standardwebhooks: any one signature of the header must match it). */
function verifies(secret: string, headers: IncomingHttpHeaders, payload: string): boolean {
  try {
    new Webhook(secret).verify(payload, {
      "webhook-id": String(headers["webhook-id"]),
      "webhook-timestamp": String(headers["webhook-timestamp"]),
      "webhook-signature": String(headers["webhook-signature"]),
    });
    return true;
  } catch {
    return false;
  }
}

// An endpoint that hangs holds a delivery this long (the issue's dead endpoint: timing out at 10 s).
const TIMEOUT_MS = 10_000;

describe.each(DATABASE_KINDS)("webhook endpoints on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let api: Awaited<ReturnType<typeof serveApi>>;
  let dispatcher: Dispatcher;

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    installEnvForTests({
      ...parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        CAJA_MODE: "sandbox",
        WEBHOOK_DISPATCHER: "off",
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
        WEBHOOK_RETRY_SCHEDULE: "0,600",
        // the shipped defaults' proportions (256 and 64) at a quarter of the size, so 100 events fill them
        WEBHOOK_CONCURRENCY: "64",
        WEBHOOK_ENDPOINT_CONCURRENCY: "16",
        ...TEST_SECRETS,
      }),
    });
    installDatabaseForTests(db);
    api = await serveApi();
    dispatcher = await startWebhookDispatcher(db.store);
  });
  afterAll(async () => {
    await dispatcher?.stop();
    await api?.close();
    installDatabaseForTests(undefined);
    installEnvForTests(undefined);
    await dispose?.();
  });

  /** A call to the API over HTTP as the merchant with `apiKey`: the envelope's code and data. */
  const call = async <T = Record<string, unknown>,>(apiKey: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api.base}${path}`, {
      method,
      headers: { "x-api-key": apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; message: string; data: T };
    return { status: response.status, ...envelope };
  };

  const shop = async (name: string, webhookUrl: string | null) => createMerchant(db.store, { name, webhookUrl });

  /** A qr_present intent walked to qr_authorized (3 more statuses), then refunded 10 of its 149.50. */
  const paidAndRefunded = async (apiKey: string) => {
    const created = await call<{ intent: string }>(apiKey, "POST", "/payment/intent", {
      payment: "qr_present",
      amount: 149.5,
      data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] },
    });
    const intent = created.data.intent;
    expect((await call(apiKey, "POST", `/sandbox/${intent}/advance`, { to: "qr_authorized" })).status).toBe(200);
    expect((await call(apiKey, "POST", `/payment/${intent}/refund`, { amount: 10 })).status).toBe(200);
    return intent;
  };

  it("each endpoint receives exactly the event types it asked for, signed with its own secret", async () => {
    const [everything, refunds, statuses] = await Promise.all([receiver(), receiver(), receiver()]);
    const merchant = await shop("Filters shop", everything.url);
    everything.verifyWith([merchant.webhookSecret]);
    const b = await call<{ id: string; secret: string; events: string[] }>(merchant.apiKey, "POST", "/webhook-endpoints", {
      url: refunds.url,
      events: ["refund.pending", "refund.succeeded", "refund.failed"],
      description: "Contabilidad",
    });
    expect(b.status).toBe(200);
    expect(b.data.events).toEqual(["refund.pending", "refund.succeeded", "refund.failed"]);
    refunds.verifyWith([b.data.secret]);
    const c = await call<{ id: string; secret: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url: statuses.url, events: ["intent.status_changed"] });
    statuses.verifyWith([c.data.secret]);
    expect(new Set([merchant.webhookSecret, b.data.secret, c.data.secret]).size).toBe(3);

    const intent = await paidAndRefunded(merchant.apiKey);
    // qr_created, qr_scanned, qr_progress, qr_authorized, and the refund's event
    await everything.until((got) => got.length >= 5);
    await refunds.until((got) => got.length >= 1);
    await statuses.until((got) => got.length >= 4);
    const types = (got: Received[]) => got.map((r) => r.type);
    expect(types(everything.got)).toEqual(["intent.status_changed", "intent.status_changed", "intent.status_changed", "intent.status_changed", "refund.succeeded"]);
    expect(types(refunds.got)).toEqual(["refund.succeeded"]);
    expect(types(statuses.got)).toEqual(["intent.status_changed", "intent.status_changed", "intent.status_changed", "intent.status_changed"]);
    expect(statuses.got.map((r) => r.body.status)).toEqual(["qr_created", "qr_scanned", "qr_progress", "qr_authorized"]);
    expect(refunds.got[0]!.body).toMatchObject({ type: "refund.succeeded", data: { intent, amount: 10 } });
    for (const got of [everything.got, refunds.got, statuses.got]) expect(got.every((r) => r.verified)).toBe(true);
    // the same event is the same webhook-id at every endpoint
    expect(refunds.got[0]!.id).toBe(everything.got[4]!.id);
    expect(statuses.got.map((r) => r.id)).toEqual(everything.got.slice(0, 4).map((r) => r.id));

    // the delivery log tells one entry per event and endpoint, the first endpoint first
    type Log = { data: Array<{ event: string; endpoint: string; state: string }>; has_more: boolean; next: string | null; events: unknown[] };
    const log = await call<Log>(merchant.apiKey, "GET", `/payment/${intent}/deliveries`);
    expect(log.data.data.map((e) => e.endpoint)).toEqual([
      ...[1, 2, 3, 4].flatMap(() => [primaryEndpointId(merchant.id), c.data.id]),
      primaryEndpointId(merchant.id),
      b.data.id,
    ]);
    expect(log.data).toMatchObject({ has_more: false, next: null, events: log.data.data });
    // paged 3 at a time (a page can end between two endpoints of one event): the same entries, once each
    const paged: Log["data"] = [];
    for (let after = ""; ; ) {
      const page = await call<Log>(merchant.apiKey, "GET", `/payment/${intent}/deliveries?limit=3${after && `&after=${after}`}`);
      paged.push(...page.data.data);
      if (!page.data.has_more) break;
      after = page.data.next!;
    }
    expect(paged.map((e) => [e.event, e.endpoint])).toEqual(log.data.data.map((e) => [e.event, e.endpoint]));
    expect((await call(merchant.apiKey, "GET", `/payment/${intent}/deliveries?after=bm9wZQ`)).status).toBe(400);
    await Promise.all([everything.close(), refunds.close(), statuses.close()]);
  });

  it("an endpoint that hangs until the timeout does not hold back another endpoint's deliveries", async () => {
    const [dead, live] = await Promise.all([receiver({ hang: true }), receiver()]);
    const merchant = await shop("Isolation shop", dead.url);
    const first = primaryEndpointId(merchant.id);
    const added = await call<{ id: string; secret: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url: live.url, enabled: false });
    live.verifyWith([added.data.secret]);
    // 100 events queued for each endpoint while both are disabled: more than the dispatcher's 64
    // slots. Then the dead one is enabled first, and the live one right after.
    expect((await call(merchant.apiKey, "PATCH", `/webhook-endpoints/${first}`, { enabled: false })).status).toBe(200);
    for (let n = 0; n < 100; n++) {
      const created = await call(merchant.apiKey, "POST", "/payment/intent", { payment: "qr_present", amount: 5, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] } });
      expect(created.status).toBe(200);
    }
    expect((await call(merchant.apiKey, "PATCH", `/webhook-endpoints/${first}`, { enabled: true })).status).toBe(200);
    const enabled = Date.now();
    expect((await call(merchant.apiKey, "PATCH", `/webhook-endpoints/${added.data.id}`, { enabled: true })).status).toBe(200);
    // Every live delivery well before the dead endpoint's first attempts time out: the dead one
    // holds at most its share of the slots (WEBHOOK_ENDPOINT_CONCURRENCY, 16 of 64 here). With no such
    // share, all 64 go to it and the live endpoint waits for the timeout.
    await live.until((got) => got.length >= 100, TIMEOUT_MS - 1000);
    const took = Math.max(...live.got.map((r) => r.at)) - enabled;
    expect(took).toBeLessThan(TIMEOUT_MS - 1000);
    expect(live.got.every((r) => r.verified)).toBe(true);
    // the receiver has the 100th before the dispatcher has recorded its attempt: wait for the record
    const pending = async () => (await call<{ data: Array<{ id: string; pending: number }> }>(merchant.apiKey, "GET", "/webhook-endpoints")).data.data;
    await vi.waitFor(async () => expect((await pending()).find((e) => e.id === added.data.id)?.pending).toBe(0), { timeout: 5000, interval: 50 });
    expect((await pending()).find((e) => e.id === first)?.pending).toBe(100);
    await Promise.all([dead.close(), live.close()]);
  });

  it("four endpoints that hang (all the shares of the slots) do not hold back a fifth: an endpoint that has not answered gets a quarter of its share", async () => {
    const dead = await Promise.all([receiver({ hang: true }), receiver({ hang: true }), receiver({ hang: true }), receiver({ hang: true })]);
    const live = await receiver();
    const merchant = await shop("Slow start shop", dead[0]!.url);
    const first = primaryEndpointId(merchant.id);
    const ids = [first];
    for (const hung of dead.slice(1)) ids.push((await call<{ id: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url: hung.url, enabled: false })).data.id);
    const added = await call<{ id: string; secret: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url: live.url, enabled: false });
    live.verifyWith([added.data.secret]);
    expect((await call(merchant.apiKey, "PATCH", `/webhook-endpoints/${first}`, { enabled: false })).status).toBe(200);
    for (let n = 0; n < 50; n++) {
      const created = await call(merchant.apiKey, "POST", "/payment/intent", { payment: "ec_remote", amount: 5, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] } });
      expect(created.status).toBe(200);
    }
    // the four that hang first: 4 × 16 (their whole shares) would be all 64 slots
    for (const id of ids) expect((await call(merchant.apiKey, "PATCH", `/webhook-endpoints/${id}`, { enabled: true })).status).toBe(200);
    const enabled = Date.now();
    expect((await call(merchant.apiKey, "PATCH", `/webhook-endpoints/${added.data.id}`, { enabled: true })).status).toBe(200);
    await live.until((got) => got.length >= 50, TIMEOUT_MS - 1000);
    expect(Math.max(...live.got.map((r) => r.at)) - enabled).toBeLessThan(TIMEOUT_MS - 1000);
    expect(live.got.every((r) => r.verified)).toBe(true);
    await Promise.all([...dead.map((hung) => hung.close()), live.close()]);
  });

  it("a disabled endpoint's events wait, and re-enabling it sends them in order", async () => {
    const hooks = await receiver();
    const merchant = await shop("Pausing shop", null);
    const added = await call<{ id: string; secret: string; enabled: boolean }>(merchant.apiKey, "POST", "/webhook-endpoints", { url: hooks.url, enabled: false });
    expect(added.data.enabled).toBe(false);
    hooks.verifyWith([added.data.secret]);
    const intent = await paidAndRefunded(merchant.apiKey);
    const waiting = await call<{ pending: number; disabledReason: string }>(merchant.apiKey, "GET", `/webhook-endpoints/${added.data.id}`);
    expect(waiting.data).toMatchObject({ pending: 5, disabledReason: "disabled by the merchant" });
    expect(hooks.got).toHaveLength(0);
    expect((await call(merchant.apiKey, "PATCH", `/webhook-endpoints/${added.data.id}`, { enabled: true })).status).toBe(200);
    await hooks.until((got) => got.length >= 5);
    expect(hooks.got.map((r) => r.body.status ?? r.body.type)).toEqual(["qr_created", "qr_scanned", "qr_progress", "qr_authorized", "refund.succeeded"]);
    expect(hooks.got.every((r) => r.verified && (r.body.intent ?? (r.body.data as { intent: string }).intent) === intent)).toBe(true);
    await hooks.close();
  });

  it("rotating an endpoint's secret signs with both until the overlap ends, and touches no other endpoint", async () => {
    const [first, second] = await Promise.all([receiver(), receiver()]);
    const merchant = await shop("Rotating endpoints shop", first.url);
    const added = await call<{ id: string; secret: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url: second.url });
    const rotated = await call<{ secret: string }>(merchant.apiKey, "POST", `/webhook-endpoints/${added.data.id}/rotate-secret`, { overlapSeconds: 3600 });
    expect(rotated.status).toBe(200);
    second.verifyWith([added.data.secret, rotated.data.secret]); // every delivery verifies with each
    first.verifyWith([merchant.webhookSecret]);
    await paidAndRefunded(merchant.apiKey);
    await Promise.all([first.until((got) => got.length >= 5), second.until((got) => got.length >= 5)]);
    expect(second.got.every((r) => r.verified)).toBe(true);
    expect(first.got.every((r) => r.verified)).toBe(true);
    const described = await call<{ secrets: Array<{ expires: string | null }> }>(merchant.apiKey, "GET", `/webhook-endpoints/${added.data.id}`);
    expect(described.data.secrets.map((s) => s.expires === null)).toEqual([true, false]);
    const primary = await call<{ secrets: unknown[] }>(merchant.apiKey, "GET", "/webhook-endpoint");
    expect(primary.data.secrets).toHaveLength(1);
    await Promise.all([first.close(), second.close()]);
  });

  it("the tester sends a signed sample now and tells what the receiver did, or why it could not be reached", async () => {
    const hooks = await receiver();
    const merchant = await shop("Testing shop", hooks.url);
    hooks.verifyWith([merchant.webhookSecret]);
    const first = primaryEndpointId(merchant.id);
    const sent = await call<{ httpStatus: number; response: string; headers: Record<string, string>; failure: string | null; latencyMs: number }>(
      merchant.apiKey,
      "POST",
      `/webhook-endpoints/${first}/test`,
      { type: "refund.failed" },
    );
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ httpStatus: 200, response: "ok", failure: null, headers: { "x-receiver": "test" } });
    expect(sent.data.latencyMs).toBeGreaterThanOrEqual(0);
    await hooks.until((got) => got.length === 1);
    expect(hooks.got[0]).toMatchObject({ type: "refund.failed", verified: true, body: { type: "refund.failed", data: { status: "refund_failed" } } });
    // a test is not a delivery: nothing queued, nothing in the endpoint's backlog
    expect((await call<{ pending: number }>(merchant.apiKey, "GET", `/webhook-endpoints/${first}`)).data.pending).toBe(0);

    const closed = await receiver();
    await closed.close(); // nothing listens on its port now
    for (const [url, failure] of [
      [closed.url, "refused"],
      ["http://hooks.caja-test.invalid/hooks", "dns"],
    ] as const) {
      const added = await call<{ id: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url });
      const answer = await call<{ httpStatus: number | null; failure: string; error: string }>(merchant.apiKey, "POST", `/webhook-endpoints/${added.data.id}/test`);
      expect(answer.status).toBe(200);
      expect(answer.data, url).toMatchObject({ httpStatus: null, failure });
      expect(answer.data.error.length).toBeGreaterThan(0);
    }

    // a URL that is no endpoint yet: the sample signed with a secret made for the test, and answered
    const before = hooks.got.length;
    const once = await call<{ httpStatus: number; secret: string; type: string }>(merchant.apiKey, "POST", "/webhook-tests", { url: hooks.url, type: "endpoint.disabled" });
    expect(once.status).toBe(200);
    expect(once.data).toMatchObject({ httpStatus: 200, type: "endpoint.disabled", secret: expect.stringMatching(/^whsec_/) });
    await hooks.until((got) => got.length === before + 1);
    hooks.verifyWith([once.data.secret]);
    const arrived = hooks.got.at(-1)!;
    expect(arrived.type).toBe("endpoint.disabled");
    expect(arrived.body).toMatchObject({ type: "endpoint.disabled", data: { endpoint: "we_TEST0000000000000000", failingSince: expect.any(String) } });
    // headers as a real endpoint.disabled has them (sequence 0: no intent's), marked as a test
    expect([arrived.headers["caja-sequence"], arrived.headers["caja-test"]]).toEqual(["0", "1"]);
    expect(verifies(once.data.secret, { "webhook-id": arrived.id, "webhook-timestamp": arrived.headers["webhook-timestamp"], "webhook-signature": arrived.headers["webhook-signature"] }, arrived.raw)).toBe(true);
    expect((await call(merchant.apiKey, "POST", "/webhook-tests", { url: "ftp://hooks.example/x" })).status).toBe(400);
    expect((await call<{ failure: string }>(merchant.apiKey, "POST", "/webhook-tests", { url: closed.url })).data.failure).toBe("refused");
    // nothing of it was kept: no endpoint added
    expect((await call<{ data: unknown[] }>(merchant.apiKey, "GET", "/webhook-endpoints")).data.data).toHaveLength(3);
    await hooks.close();
  });

  it("recover sends again exactly the window's events the endpoint did not get (none before since, none from until on), in order per intent", async () => {
    const hooks = await receiver();
    hooks.answer(500);
    const merchant = await shop("Recovering shop", hooks.url);
    const create = async () =>
      (await call<{ intent: string }>(merchant.apiKey, "POST", "/payment/intent", { payment: "qr_present", amount: 7, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] } })).data.intent;
    const before = await create();
    await hooks.until((got) => got.length === 1);
    const since = new Date(); // after `before`'s event was written, at or before `inside`'s
    const inside = await create();
    expect((await call(merchant.apiKey, "POST", `/sandbox/${inside}/advance`, { to: "qr_authorized" })).status).toBe(200);
    await hooks.until((got) => got.length === 2);
    const until = new Date(); // after `inside`'s events, before `after`'s
    const after = await create();
    // every event failed once and waits 600 s for its retry; the receiver is back
    await hooks.until((got) => got.length === 3);
    hooks.answer(200);
    hooks.got.length = 0;
    const recovered = await call<{ queued: number }>(merchant.apiKey, "POST", `/webhook-endpoints/${primaryEndpointId(merchant.id)}/recover`, { since: since.toISOString(), until: until.toISOString() });
    expect(recovered).toMatchObject({ status: 200, message: "recover_queued", data: { queued: 4 } });
    await hooks.until((got) => got.length >= 4);
    expect(hooks.got.map((r) => [r.body.intent, r.body.status])).toEqual([
      [inside, "qr_created"],
      [inside, "qr_scanned"],
      [inside, "qr_progress"],
      [inside, "qr_authorized"],
    ]);
    expect(hooks.got.some((r) => r.body.intent === before || r.body.intent === after)).toBe(false);
    await hooks.close();
  });

  it("a failing endpoint is disabled on its own (410 at once, or failing past the limit); the others go on", async () => {
    const merchant = await shop("Failing shop", "https://shop.example/first");
    const add = async (url: string) => (await call<{ id: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url })).data.id;
    const [gone, failing] = [await add("https://shop.example/gone"), await add("https://shop.example/failing")];
    const created = await call<{ intent: string }>(merchant.apiKey, "POST", "/payment/intent", { payment: "qr_present", amount: 3, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] } });
    const [event] = await db.query<{ event_id: string }>("SELECT event_id FROM webhook_outbox WHERE intent_id = $1 LIMIT 1", [created.data.intent]);
    const due = (endpointId: string): DueEvent => ({ eventId: event!.event_id, endpointId, merchantId: merchant.id, intentId: created.data.intent, seq: 1, attempts: 0, status: "qr_created", code: 100, reason: null, webhookUrl: null, type: "intent.status_changed", data: null, occurredAt: new Date() });
    const answer = (httpStatus: number | null) => ({ httpStatus, latencyMs: 5, response: null, error: httpStatus ? null : "ECONNREFUSED: connect ECONNREFUSED", retryAfterSeconds: null, responseHeaders: {} });
    const policy = { schedule: [0, 600, 600], disableAfterSeconds: 60 };
    await recordAttempt(db.store, due(gone), "https://shop.example/gone", new Date(), answer(410), policy);
    await recordAttempt(db.store, due(failing), "https://shop.example/failing", new Date(), answer(null), policy);
    // the failing endpoint's run of failures began more than the limit ago: its next failure disables it
    await db.query("UPDATE webhook_endpoint SET failing_since = now() - interval '61 seconds' WHERE id = $1", [failing]);
    await recordAttempt(db.store, { ...due(failing), attempts: 1 }, "https://shop.example/failing", new Date(), answer(503), policy);
    const list = await call<{ data: Array<{ id: string; enabled: boolean; disabledReason: string | null }> }>(merchant.apiKey, "GET", "/webhook-endpoints");
    const state = Object.fromEntries(list.data.data.map((e) => [e.id, [e.enabled, e.disabledReason?.replace(/\d{4}-.*Z$/, "<t>") ?? null]]));
    expect(state).toEqual({
      [primaryEndpointId(merchant.id)]: [true, null],
      [gone]: [false, "the endpoint answered 410 Gone"],
      [failing]: [false, "deliveries failing since <t>"],
    });
  });

  it("a disabled endpoint is announced: endpoint.disabled, signed, once to each other endpoint that receives the type, and in the feed", async () => {
    const [first, watcher, statuses, dying] = await Promise.all([receiver(), receiver(), receiver(), receiver()]);
    dying.answer(410);
    const merchant = await shop("Announcing shop", first.url);
    first.verifyWith([merchant.webhookSecret]);
    const add = async (url: string, events: string[], description = "") =>
      (await call<{ id: string; secret: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url, events, description })).data;
    const watching = await add(watcher.url, ["endpoint.disabled"]);
    watcher.verifyWith([watching.secret]);
    await add(statuses.url, ["intent.status_changed"]);
    const gone = await add(`${dying.url}?token=s3cret`, ["intent.status_changed"], "Staging");

    const created = await call<{ intent: string }>(merchant.apiKey, "POST", "/payment/intent", { payment: "ec_remote", amount: 7, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] } });
    // the dying endpoint answers 410 to the intent's event: disabled at once, and the others told
    await watcher.until((got) => got.length >= 1);
    await first.until((got) => got.some((r) => r.type === "endpoint.disabled"));
    await statuses.until((got) => got.length >= 1); // its status event; never the announcement (not its type)
    const told = watcher.got[0]!;
    expect(told.type).toBe("endpoint.disabled");
    expect(told.verified).toBe(true);
    expect(told.body).toMatchObject({
      type: "endpoint.disabled",
      data: { endpoint: gone.id, url: dying.url, description: "Staging", reason: "the endpoint answered 410 Gone", failingSince: null },
    });
    expect(Date.parse(String((told.body.data as { disabled: string }).disabled))).toBeGreaterThan(Date.now() - 60_000);
    const atFirst = first.got.filter((r) => r.type === "endpoint.disabled");
    expect(atFirst.map((r) => [r.id, r.verified])).toEqual([[told.id, true]]);
    expect(dying.got.map((r) => r.type)).toEqual(["intent.status_changed"]);

    // once: another failure recorded late at the disabled endpoint tells nobody again
    const [event] = await db.query<{ event_id: string }>("SELECT event_id FROM webhook_outbox WHERE intent_id = $1 AND endpoint_id = $2", [created.data.intent, gone.id]);
    const due: DueEvent = { eventId: event!.event_id, endpointId: gone.id, merchantId: merchant.id, intentId: created.data.intent, seq: 1, attempts: 1, status: "ec_created", code: 109, reason: null, webhookUrl: null, type: "intent.status_changed", data: null, occurredAt: new Date() };
    await recordAttempt(db.store, due, dying.url, new Date(), { httpStatus: 410, latencyMs: 3, response: null, error: null, retryAfterSeconds: null, responseHeaders: {} }, { schedule: [0, 600], disableAfterSeconds: 60 });
    const [announcements] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM intent_status_event WHERE merchant_id = $1 AND type = 'endpoint.disabled'", [merchant.id]);
    expect(announcements!.n).toBe(1);

    // the feed has it, after the intent's event, with no intent
    const feed = await call<{ data: Array<Record<string, unknown>> }>(merchant.apiKey, "GET", "/payment/events");
    expect(feed.data.data.map((e) => e.type)).toEqual(["intent.status_changed", "endpoint.disabled"]);
    expect(feed.data.data[1]).toEqual({ event: told.id, type: "endpoint.disabled", at: expect.any(String), endpoint: told.body.data });
    await Promise.all([first.close(), watcher.close(), statuses.close(), dying.close()]);
  });

  it("an endpoint's log: its last 24 hours at a glance, newest first, filtered, a page at a time", async () => {
    const [ok, failing] = await Promise.all([receiver(), receiver()]);
    failing.answer(503);
    const merchant = await shop("Log shop", ok.url);
    const other = await shop("Someone else", null);
    const second = (await call<{ id: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url: failing.url, events: ["intent.status_changed"] })).data.id;
    const first = primaryEndpointId(merchant.id);
    const intents: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await call<{ intent: string }>(merchant.apiKey, "POST", "/payment/intent", { payment: "ec_remote", amount: 5 + i, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] } });
      intents.push(created.data.intent);
    }
    await Promise.all([ok.until((got) => got.length === 3), failing.until((got) => got.length === 3)]);
    type Log = { summary: { events: number; delivered: number; failed: number; pending: number; p95LatencyMs: number | null; lastError: { httpStatus: number | null; failure: string | null } | null }; data: Array<{ event: string; intent: string; state: string; last: { httpStatus: number | null } | null }>; has_more: boolean; next: string | null };
    const log = (endpoint: string, query = "") => call<Log>(merchant.apiKey, "GET", `/webhook-endpoints/${endpoint}/deliveries${query}`);
    // the failing endpoint's attempts are recorded just after its receiver answered
    await expect.poll(async () => (await log(second)).data.summary.lastError?.httpStatus, { timeout: 5_000 }).toBe(503);
    const failed = (await log(second)).data;
    expect(failed.summary).toMatchObject({ events: 3, delivered: 0, failed: 0, pending: 3, lastError: { httpStatus: 503, failure: null } });
    expect(failed.data.map((e) => [e.intent, e.state, e.last?.httpStatus])).toEqual(intents.toReversed().map((intent) => [intent, "pending", 503]));

    await expect.poll(async () => (await log(first)).data.summary.delivered, { timeout: 5_000 }).toBe(3);
    const delivered = (await log(first)).data;
    expect(delivered.summary).toMatchObject({ events: 3, failed: 0, pending: 0, lastError: null });
    expect(delivered.summary.p95LatencyMs).toBeGreaterThanOrEqual(0);
    // pages: 2, then 1, newest first, and nothing lost or repeated between them
    const one = (await log(first, "?limit=2")).data;
    expect(one.has_more).toBe(true);
    expect(one.next).not.toBeNull();
    const two = (await log(first, `?limit=2&before=${one.next}`)).data;
    expect([two.has_more, two.next]).toEqual([false, null]);
    expect([...one.data, ...two.data].map((e) => e.intent)).toEqual(intents.toReversed());
    // filters
    expect((await log(first, `?intent=${intents[1]}`)).data.data.map((e) => e.intent)).toEqual([intents[1]]);
    expect((await log(first, "?state=failed")).data.data).toEqual([]);
    expect((await log(first, "?type=refund.succeeded")).data.data).toEqual([]);
    // refusals: a bad filter or cursor (400), another merchant's endpoint (404)
    expect((await log(first, "?state=lost")).status).toBe(400);
    expect((await log(first, "?before=bm90LWEtY3Vyc29y")).status).toBe(400);
    expect((await call(other.apiKey, "GET", `/webhook-endpoints/${first}/deliveries`)).status).toBe(404);
    await Promise.all([ok.close(), failing.close()]);
  });

  it("a burst fans out exactly: every event once to every endpoint whose filter names its type (on PostgreSQL, two dispatchers claiming side by side)", async () => {
    const [all, statuses, refunds] = await Promise.all([receiver(), receiver(), receiver()]);
    const merchant = await shop("Burst shop", all.url);
    all.verifyWith([merchant.webhookSecret]);
    const add = async (url: string, events: string[]) => (await call<{ secret: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url, events })).data.secret;
    statuses.verifyWith([await add(statuses.url, ["intent.status_changed"])]);
    refunds.verifyWith([await add(refunds.url, ["refund.pending", "refund.succeeded", "refund.failed"])]);
    // a second instance's dispatcher on the same database (PostgreSQL: what several app instances do)
    let second: { db: Database; dispatcher: Dispatcher } | null = null;
    if (kind === "postgresql") {
      const [current] = await db.query<{ name: string }>("SELECT current_database() AS name");
      const url = new URL(inject("postgresUrl"));
      url.pathname = `/${current!.name}`;
      const other = await openDatabase(parseEnv({ DATABASE_URL: url.toString(), LOG_LEVEL: "silent", NODE_ENV: "test", CAJA_MODE: "sandbox", ...TEST_SECRETS }));
      second = { db: other, dispatcher: await startWebhookDispatcher(other.store) };
    }
    try {
      // 40 payments at once, each walked to qr_authorized and refunded: 40 × (4 statuses + 1 refund) events
      await Promise.all(Array.from({ length: 40 }, () => paidAndRefunded(merchant.apiKey)));
      const events = await db.query<{ id: string; type: string }>("SELECT id, type FROM intent_status_event WHERE merchant_id = $1", [merchant.id]);
      const ids = (types: (type: string) => boolean) => events.filter((e) => types(e.type)).map((e) => e.id).sort();
      const expected = { all: ids(() => true), statuses: ids((t) => t === "intent.status_changed"), refunds: ids((t) => t.startsWith("refund.")) };
      expect(expected.statuses).toHaveLength(160);
      expect(expected.refunds).toHaveLength(40);
      await Promise.all([
        all.until((got) => got.length >= expected.all.length, 30_000),
        statuses.until((got) => got.length >= expected.statuses.length, 30_000),
        refunds.until((got) => got.length >= expected.refunds.length, 30_000),
      ]);
      for (const [name, got, want] of [["all", all.got, expected.all], ["statuses", statuses.got, expected.statuses], ["refunds", refunds.got, expected.refunds]] as const) {
        expect(got.map((r) => r.id).sort(), `${name}: each of its events once`).toEqual(want);
        expect(got.every((r) => r.verified), `${name}: signed with its own secret`).toBe(true);
      }
      // and each intent's events arrived in order at each endpoint: their caja-sequence numbers, in
      // the order the receiver got them, only go up (all: 1-5 per intent; statuses: 1-4)
      for (const [got, perIntent] of [[all.got, [1, 2, 3, 4, 5]], [statuses.got, [1, 2, 3, 4]]] as const) {
        const seqs = new Map<string, number[]>();
        for (const r of got) {
          const intent = String(r.body.intent ?? (r.body.data as { intent: string }).intent);
          seqs.set(intent, [...(seqs.get(intent) ?? []), Number(r.headers["caja-sequence"])]);
        }
        expect(seqs.size).toBe(40);
        for (const arrived of seqs.values()) expect(arrived).toEqual(perIntent);
      }
    } finally {
      await second?.dispatcher.stop();
      await second?.db.close();
      await Promise.all([all.close(), statuses.close(), refunds.close()]);
    }
  }, 60_000);

  it("refuses what a merchant may not do: a 17th endpoint, deleting the first, another merchant's endpoint, bad filters", async () => {
    const merchant = await shop("Limits shop", null);
    const other = await shop("Other shop", null);
    for (let n = 2; n <= 16; n++) expect((await call(merchant.apiKey, "POST", "/webhook-endpoints", { url: `https://shop.example/${n}` })).status).toBe(200);
    expect(await call(merchant.apiKey, "POST", "/webhook-endpoints", { url: "https://shop.example/17" })).toMatchObject({ status: 409, message: "webhook_endpoint_limit", data: { limit: 16 } });
    // the whole list is one page; `endpoints` (deprecated) is the same list under its old name
    const list = await call<{ data: Array<{ id: string; primary: boolean }>; has_more: boolean; next: string | null; endpoints: unknown[] }>(merchant.apiKey, "GET", "/webhook-endpoints");
    expect(list.data.data).toHaveLength(16);
    expect(list.data).toMatchObject({ has_more: false, next: null, endpoints: list.data.data });
    expect(list.data.data[0]).toMatchObject({ id: primaryEndpointId(merchant.id), primary: true });
    expect(await call(merchant.apiKey, "DELETE", `/webhook-endpoints/${primaryEndpointId(merchant.id)}`)).toMatchObject({ status: 409, message: "webhook_endpoint_primary" });
    const mine = list.data.data[1]!.id;
    for (const [method, path, body] of [
      ["GET", `/webhook-endpoints/${mine}`],
      ["PATCH", `/webhook-endpoints/${mine}`, { enabled: false }],
      ["DELETE", `/webhook-endpoints/${mine}`],
      ["POST", `/webhook-endpoints/${mine}/rotate-secret`],
    ] as const) {
      expect(await call(other.apiKey, method, path, body), `${method} ${path}`).toMatchObject({ status: 404, message: "webhook_endpoint_not_found" });
    }
    expect(await call(merchant.apiKey, "DELETE", `/webhook-endpoints/${mine}`)).toMatchObject({ status: 200, message: "endpoint_deleted" });
    expect(await call(merchant.apiKey, "GET", `/webhook-endpoints/${mine}`)).toMatchObject({ status: 404 });
    for (const events of [[], ["*", "refund.failed"], ["refund.failed", "refund.failed"], ["payment.created"], "*"]) {
      const answer = await call<{ errors: Array<{ field: string }> }>(merchant.apiKey, "POST", "/webhook-endpoints", { url: "https://shop.example/x", events });
      expect(answer.status, JSON.stringify(events)).toBe(400);
      expect(answer.data.errors[0]!.field).toMatch(/^events/);
    }
  });

  it("deletes of one endpoint at once: one deletes it, the others find it gone (404; the loser of the race was a 500)", async () => {
    const merchant = await shop("Race shop", null);
    for (let round = 0; round < 5; round++) {
      const created = await call<{ id: string }>(merchant.apiKey, "POST", "/webhook-endpoints", { url: `https://shop.example/race-${round}` });
      const answers = await Promise.all(Array.from({ length: 6 }, () => call(merchant.apiKey, "DELETE", `/webhook-endpoints/${created.data.id}`)));
      expect(answers.map((a) => `${a.status} ${a.message}`).sort()).toEqual(["200 endpoint_deleted", ...Array(5).fill("404 webhook_endpoint_not_found")]);
    }
  });
});
