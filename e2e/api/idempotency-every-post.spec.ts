import { expect, test } from "../support/api-test";
import type { APIRequestContext } from "@playwright/test";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";
import { createIntent, createMerchant, intentBody, json, keyHeaders } from "../support/api";
import { E2E } from "../support/secrets";

/**
 * Idempotency is the router's, on every POST: for each POST operation of the published document,
 * the same Idempotency-Key and request twice gives the first answer again (Idempotent-Replayed),
 * and the key with another request is 409. The table must name every POST the document lists: a
 * new POST route without a case here (or without idempotency) fails this test.
 */
type Request = { path: string; headers?: Record<string, string>; body?: string; contentType?: string };
type Case = (request: APIRequestContext) => Promise<{ first: Request; other: Request }>;

const admin = { authorization: `Bearer ${E2E.adminToken}` };
const jsonBody = (value: unknown) => ({ body: JSON.stringify(value), contentType: "application/json" });

async function failedEvent(request: APIRequestContext): Promise<string> {
  const { intent } = await createIntent(request, "qr_present");
  const deliveries = await json<{ events: Array<{ event: string }> }>(await request.get(`/api/payment/${intent}/deliveries`, { headers: keyHeaders() }));
  return deliveries.data.events[0]!.event;
}

/** A paid intent (authorized through the sandbox), to refund. */
async function paidIntent(request: APIRequestContext): Promise<string> {
  const { intent } = await createIntent(request, "qr_present");
  expect((await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } })).status()).toBe(200);
  return intent;
}

/** A merchant of its own with a second endpoint at a port nothing listens on (a test is refused at once). */
/** A merchant of its own with a paid intent and a bank account the simulated bank leaves pending, and the day its money is available. */
async function payoutReady(request: APIRequestContext, name: string) {
  const apiKey = (await createMerchant(request, name)).apiKey;
  const shop = keyHeaders(apiKey);
  const { intent } = await createIntent(request, "qr_present", { apiKey });
  await request.post(`/api/sandbox/${intent}/advance`, { headers: shop, data: { to: "qr_authorized" } });
  await request.patch("/api/payout-account", { headers: shop, data: { clabe: "002180000000000038", holderName: name } });
  const day = (await json<{ data: Array<{ availableOn: string }> }>(await request.get("/api/balance/transactions", { headers: shop }))).data.data[0]!.availableOn;
  return { shop, day };
}

async function endpointOfItsOwn(request: APIRequestContext, name: string) {
  const shop = { "X-Api-Key": (await createMerchant(request, name)).apiKey };
  const created = await request.post("/api/webhook-endpoints", { headers: shop, data: { url: "http://127.0.0.1:9/hooks" } });
  return { shop, endpoint: (await json<{ id: string }>(created)).data.id };
}

const CASES: Record<string, Case> = {
  createIntent: async () => ({
    first: { path: "/api/payment/intent", headers: keyHeaders(), ...jsonBody(intentBody("qr_present")) },
    other: { path: "/api/payment/intent", headers: keyHeaders(), ...jsonBody(intentBody("qr_present", { amount: 2 })) },
  }),
  initEcPayment: async (request) => {
    const { intent } = await createIntent(request, "ec_remote");
    return {
      first: { path: "/api/payment/init", headers: { ...keyHeaders(), "X-Intent": intent }, ...jsonBody({ phone: "5512345678" }) },
      other: { path: "/api/payment/init", headers: { ...keyHeaders(), "X-Intent": intent }, ...jsonBody({ phone: "5512345679" }) },
    };
  },
  submitCardTransaction: async (request) => {
    const data = await createIntent(request, "card_present", { body: intentBody("card_present", { amount: 149.5 }) });
    const keys = data.keys!;
    const build = (jti: string) =>
      buildCardTransaction({ intent: data.intent, amount: 149.5, keys, card: "4242424242424242", nip: "7391", track2: sandboxTrack2("4242424242424242"), jti });
    const [a, b] = await Promise.all([build("jti-a"), build("jti-b")]);
    return {
      first: { path: "/api/payment/transaction", headers: { ...keyHeaders(), "X-Intent": data.intent }, body: a.body, contentType: a.contentType },
      other: { path: "/api/payment/transaction", headers: { ...keyHeaders(), "X-Intent": data.intent }, body: b.body, contentType: b.contentType },
    };
  },
  cancelIntent: async (request) => {
    const [{ intent }, { intent: another }] = await Promise.all([createIntent(request, "qr_present"), createIntent(request, "qr_present")]);
    return {
      first: { path: `/api/payment/${intent}/cancel`, headers: keyHeaders() },
      other: { path: `/api/payment/${another}/cancel`, headers: keyHeaders() },
    };
  },
  redeliverEvent: async (request) => {
    const [event, another] = await Promise.all([failedEvent(request), failedEvent(request)]);
    return {
      first: { path: `/api/deliveries/${event}/redeliver`, headers: keyHeaders() },
      other: { path: `/api/deliveries/${another}/redeliver`, headers: keyHeaders() },
    };
  },
  redeliverFailedEvents: async () => ({
    first: { path: "/api/deliveries/redeliver", headers: keyHeaders(), ...jsonBody({ since: "2026-01-01T00:00:00Z" }) },
    other: { path: "/api/deliveries/redeliver", headers: keyHeaders(), ...jsonBody({ since: "2026-01-02T00:00:00Z" }) },
  }),
  rotateWebhookSecret: async () => ({
    first: { path: "/api/webhook-endpoint/rotate-secret", headers: keyHeaders(), ...jsonBody({ overlapSeconds: 3600 }) },
    other: { path: "/api/webhook-endpoint/rotate-secret", headers: keyHeaders(), ...jsonBody({ overlapSeconds: 60 }) },
  }),
  // endpoints of a merchant of their own: the shared sandbox merchant's webhooks stay as they are
  createWebhookEndpoint: async (request) => {
    const shop = { "X-Api-Key": (await createMerchant(request, "Endpoints shop")).apiKey };
    return {
      first: { path: "/api/webhook-endpoints", headers: shop, ...jsonBody({ url: "https://shop.example/a", events: ["refund.succeeded"] }) },
      other: { path: "/api/webhook-endpoints", headers: shop, ...jsonBody({ url: "https://shop.example/b" }) },
    };
  },
  rotateWebhookEndpointSecret: async (request) => {
    const shop = { "X-Api-Key": (await createMerchant(request, "Rotating endpoints shop")).apiKey };
    const add = async (url: string) => (await json<{ id: string }>(await request.post("/api/webhook-endpoints", { headers: shop, data: { url } }))).data.id;
    const [a, b] = [await add("https://shop.example/a"), await add("https://shop.example/b")];
    return {
      first: { path: `/api/webhook-endpoints/${a}/rotate-secret`, headers: shop, ...jsonBody({ overlapSeconds: 60 }) },
      other: { path: `/api/webhook-endpoints/${b}/rotate-secret`, headers: shop, ...jsonBody({ overlapSeconds: 60 }) },
    };
  },
  testWebhookEndpoint: async (request) => {
    const { shop, endpoint } = await endpointOfItsOwn(request, "Testing endpoints shop");
    return {
      first: { path: `/api/webhook-endpoints/${endpoint}/test`, headers: shop, ...jsonBody({ type: "refund.failed" }) },
      other: { path: `/api/webhook-endpoints/${endpoint}/test`, headers: shop, ...jsonBody({ type: "refund.succeeded" }) },
    };
  },
  testWebhookUrl: async () => ({
    // a port that refuses at once (nothing is kept either way)
    first: { path: "/api/webhook-tests", headers: keyHeaders(), ...jsonBody({ url: "http://127.0.0.1:9/hooks", type: "refund.failed" }) },
    other: { path: "/api/webhook-tests", headers: keyHeaders(), ...jsonBody({ url: "http://127.0.0.1:9/hooks", type: "refund.succeeded" }) },
  }),
  recoverWebhookEndpoint: async (request) => {
    const { shop, endpoint } = await endpointOfItsOwn(request, "Recovering endpoints shop");
    return {
      first: { path: `/api/webhook-endpoints/${endpoint}/recover`, headers: shop, ...jsonBody({ since: "2026-01-01T00:00:00Z" }) },
      other: { path: `/api/webhook-endpoints/${endpoint}/recover`, headers: shop, ...jsonBody({ since: "2026-01-02T00:00:00Z" }) },
    };
  },
  advanceIntent: async (request) => {
    const { intent } = await createIntent(request, "qr_present");
    return {
      first: { path: `/api/sandbox/${intent}/advance`, headers: keyHeaders(), ...jsonBody({ to: "qr_scanned" }) },
      other: { path: `/api/sandbox/${intent}/advance`, headers: keyHeaders(), ...jsonBody({ to: "qr_progress" }) },
    };
  },
  createRefund: async (request) => {
    const intent = await paidIntent(request);
    return {
      first: { path: `/api/payment/${intent}/refund`, headers: keyHeaders(), ...jsonBody({ amount: 10 }) },
      other: { path: `/api/payment/${intent}/refund`, headers: keyHeaders(), ...jsonBody({ amount: 11 }) },
    };
  },
  settleRefund: async (request) => {
    const intent = await paidIntent(request);
    const pending = async () => (await json<{ refund: string }>(await request.post(`/api/payment/${intent}/refund`, { headers: keyHeaders(), data: { amount: 1.14 } }))).data.refund;
    const [refund, another] = [await pending(), await pending()];
    return {
      first: { path: `/api/sandbox/refunds/${refund}/settle`, headers: keyHeaders(), ...jsonBody({ to: "refund_succeeded" }) },
      other: { path: `/api/sandbox/refunds/${another}/settle`, headers: keyHeaders(), ...jsonBody({ to: "refund_failed" }) },
    };
  },
  runPayouts: async (request) => {
    const { shop, day } = await payoutReady(request, "Idempotent cut-off shop");
    return {
      first: { path: "/api/sandbox/payouts/run", headers: shop, ...jsonBody({ date: day }) },
      other: { path: "/api/sandbox/payouts/run", headers: shop, ...jsonBody({}) },
    };
  },
  settlePayout: async (request) => {
    const { shop, day } = await payoutReady(request, "Idempotent payout shop");
    const made = await json<{ data: Array<{ payout: string }> }>(await request.post("/api/sandbox/payouts/run", { headers: shop, data: { date: day } }));
    const payout = made.data.data[0]!.payout;
    return {
      first: { path: `/api/sandbox/payouts/${payout}/settle`, headers: shop, ...jsonBody({ outcome: "paid" }) },
      other: { path: `/api/sandbox/payouts/${payout}/settle`, headers: shop, ...jsonBody({ outcome: "failed" }) },
    };
  },
  createMerchant: async () => ({
    first: { path: "/api/admin/merchants", headers: admin, ...jsonBody({ name: "Idempotent merchant" }) },
    other: { path: "/api/admin/merchants", headers: admin, ...jsonBody({ name: "Another merchant" }) },
  }),
  issueApiKey: async (request) => {
    const created = await json<{ id: string }>(await request.post("/api/admin/merchants", { headers: admin, data: { name: "Key shop" } }));
    const other = await json<{ id: string }>(await request.post("/api/admin/merchants", { headers: admin, data: { name: "Key shop 2" } }));
    return {
      first: { path: `/api/admin/merchants/${created.data.id}/keys`, headers: admin },
      other: { path: `/api/admin/merchants/${other.data.id}/keys`, headers: admin },
    };
  },
};

function send(request: APIRequestContext, r: Request, key: string) {
  return request.post(r.path, {
    headers: { ...r.headers, "Idempotency-Key": key, ...(r.contentType ? { "content-type": r.contentType } : {}) },
    ...(r.body !== undefined ? { data: Buffer.from(r.body) } : {}),
  });
}

test("every POST of the API replays its first answer for the same Idempotency-Key and refuses the key for another request", async ({ request }) => {
  const doc = (await (await request.get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
  const posts = Object.values(doc.paths).flatMap((methods) => (methods.post ? [methods.post.operationId] : []));
  expect(posts.length).toBeGreaterThan(0);
  expect(Object.keys(CASES).sort(), "a case for every POST operation").toEqual([...posts].sort());

  for (const operation of posts) {
    const { first, other } = await CASES[operation]!(request);
    const key = `every-post-${operation}-${Date.now()}`;
    const a = await send(request, first, key);
    expect(a.status(), `${operation}: ${await a.text()}`).toBeLessThan(300);
    const b = await send(request, first, key);
    expect(b.status(), operation).toBe(a.status());
    expect(await b.json(), operation).toEqual(await a.json());
    expect(b.headers()["idempotent-replayed"], operation).toBe("true");
    const c = await send(request, other, key);
    expect(c.status(), operation).toBe(409);
    expect((await json(c)).message, operation).toBe("idempotency_key_reused");
  }
});
