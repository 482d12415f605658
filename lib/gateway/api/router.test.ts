import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installEnvForTests } from "../../env";
import { addMerchant, intentInput, openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { createIntent } from "../intents/create-intent";
import { HANDLERS } from "./handlers";
import { createApiRouter, type Handlers } from "./router";

const BODY = { payment: "qr_present", amount: 10.5, data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", items: [] } };

describe("the API router, in-process on the in-memory database", () => {
  let m: MemoryDatabase;
  const app = createApiRouter(HANDLERS);
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  const post = (router: { request: typeof app.request }, apiKey: string, body: unknown, headers: Record<string, string> = {}) =>
    router.request("/api/payment/intent", { method: "POST", headers: { "x-api-key": apiKey, "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const count = async (table: "payment_intent" | "idempotency_key", merchantId: string) =>
    (await m.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE merchant_id = $1`, [merchantId]))[0]!.n;

  it("creates an intent, then answers its status", async () => {
    const created = await post(app, m.merchant.apiKey, BODY);
    expect(created.status).toBe(200);
    const { code, message, data } = (await created.json()) as { code: number; message: string; data: { intent: string; qr: object } };
    expect({ code, message }).toEqual({ code: 200, message: "intent_success" });
    expect(data.intent).toMatch(/^qp_/);

    const status = await app.request(`/api/payment/${data.intent}/status`, { headers: { "x-api-key": m.merchant.apiKey } });
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ code: 200, message: "check_success", data: { intent: data.intent, status: "qr_created", code: 100 } });
  });

  it("answers another merchant's intent as not found, and a missing key as unauthenticated", async () => {
    const other = await addMerchant(m.db, "Other shop");
    const { intent } = await createIntent(m.db.store, other, intentInput("qr_present"));
    const status = await app.request(`/api/payment/${intent}/status`, { headers: { "x-api-key": m.merchant.apiKey } });
    expect(status.status).toBe(404);
    expect(((await status.json()) as { message: string }).message).toBe("intent_not_found");
    expect((await app.request(`/api/payment/${intent}/status`)).status).toBe(401);
  });

  it("replays the first answer to an Idempotency-Key, marked idempotent-replayed, and creates one intent", async () => {
    const merchant = await addMerchant(m.db, "Retrying shop");
    const first = await post(app, merchant.apiKey, BODY, { "idempotency-key": "order-1" });
    const again = await post(app, merchant.apiKey, BODY, { "idempotency-key": "order-1" });

    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    // The same answer, byte for byte (it is kept sealed as the JSON it was, not as jsonb).
    expect(await again.text()).toBe(await first.text());
    expect(await count("payment_intent", merchant.id)).toBe(1);
    expect(await count("idempotency_key", merchant.id)).toBe(1);

    const reused = await post(app, merchant.apiKey, { ...BODY, amount: 11 }, { "idempotency-key": "order-1" });
    expect(((await reused.json()) as { message: string }).message).toBe("idempotency_key_reused");
    expect(await count("payment_intent", merchant.id)).toBe(1);
  });

  it("keeps a keyed answer sealed: a card_present create's private key and AES key are nowhere in its stored row, and the replay gives them back", async () => {
    const merchant = await addMerchant(m.db, "Card shop");
    const body = { ...BODY, payment: "card_present" };
    const first = await post(app, merchant.apiKey, body, { "idempotency-key": "card-1" });
    const again = await post(app, merchant.apiKey, body, { "idempotency-key": "card-1" });
    const created = (await first.json()) as { data: { intent: string; keys: { signature: string; encryption: string } } };
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(created);

    const [row] = await m.db.query<{ row: string }>("SELECT row_to_json(t)::text AS row FROM idempotency_key t WHERE merchant_id = $1", [merchant.id]);
    const { signature, encryption } = created.data.keys;
    const pemLines = signature.split("\n").filter((line) => line && !line.startsWith("-----"));
    for (const secret of [...pemLines, encryption, Buffer.from(encryption, "base64").toString("hex"), created.data.intent]) expect(row!.row).not.toContain(secret);
    expect(row!.row).toMatch(/"response_sealed":"v1\./);
  });

  it("refuses the answer of a keyed POST whose handler changed state outside atomically(): 500, no answer stored to replay", async () => {
    const careless: Handlers = {
      ...HANDLERS,
      createIntent: async ({ store, merchant, input }) => ({ message: "intent_success", data: await createIntent(store, merchant, input) }),
    };
    const router = createApiRouter(careless);
    const merchant = await addMerchant(m.db, "Careless shop");

    const refused = await post(router, merchant.apiKey, BODY, { "idempotency-key": "order-1" });
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ code: 500, message: "internal_error", data: {} });
    expect(await count("idempotency_key", merchant.id)).toBe(0);
    // The guard detects the mistake after the handler ran: what the handler committed on its own
    // stays (here the intent), which is why every POST handler must go through atomically().
    expect(await count("payment_intent", merchant.id)).toBe(1);

    // Without a key there is nothing to replay, and the same handler is allowed.
    expect((await post(router, merchant.apiKey, BODY)).status).toBe(200);
  });

  it("an operation's query parameters are parsed: one it does not take, one given twice, or a bad value is 400 naming it", async () => {
    const get = async (query: string) => {
      const response = await app.request(`/api/payment/events${query}`, { headers: { "x-api-key": m.merchant.apiKey } });
      return { status: response.status, body: (await response.json()) as { message: string; data: { errors?: Array<{ field: string; message: string }> } } };
    };
    expect((await get("?limit=5")).status).toBe(200);
    expect(await get("?limt=5")).toMatchObject({ status: 400, body: { message: "invalid_request", data: { errors: [{ field: "limt", message: "unknown parameter (this operation takes after, limit)" }] } } });
    expect(await get("?limit=5&limit=6")).toMatchObject({ status: 400, body: { data: { errors: [{ field: "limit", message: "given more than once" }] } } });
    for (const limit of ["0", "501", "2.5", "many"]) expect(await get(`?limit=${limit}`), limit).toMatchObject({ status: 400, body: { data: { errors: [{ field: "limit" }] } } });
    // the same on an operation that takes no parameter at all
    const status = await app.request(`/api/payment/qp_${"z".repeat(22)}/status?expand=refunds`, { headers: { "x-api-key": m.merchant.apiKey } });
    expect(await status.json()).toMatchObject({ code: 400, data: { errors: [{ field: "expand", message: "unknown parameter (this operation takes none)" }] } });
    expect(await (await app.request("/api/health?verbose=1")).json()).toMatchObject({ code: 400, data: { errors: [{ field: "verbose" }] } });
    const totals = await app.request("/api/payment/totals?from=2026-11-26T00:00:00Z&to=2026-11-25T00:00:00Z", { headers: { "x-api-key": m.merchant.apiKey } });
    expect(await totals.json()).toMatchObject({ code: 400, data: { errors: [{ field: "to", message: "must be after from" }] } });
  });

  it("reading the books spends a budget of its own: a point of sale at its rate limit does not stop the feed", async () => {
    const merchant = await addMerchant(m.db, "Busy till");
    installEnvForTests({ ...m.env, RATE_LIMIT_PER_SECOND: 1, RATE_LIMIT_BURST: 2, FEED_RATE_LIMIT_PER_SECOND: 50 });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await post(app, merchant.apiKey, BODY)).status);
      expect(answers).toEqual([200, 200, 429, 429]);
      for (let i = 0; i < 5; i++) expect((await app.request("/api/payment/events?limit=10", { headers: { "x-api-key": merchant.apiKey } })).status).toBe(200);
      // and the books' own budget has its limit too
      installEnvForTests({ ...m.env, FEED_RATE_LIMIT_PER_SECOND: 1 });
      const reads = [];
      for (let i = 0; i < 4; i++) reads.push((await app.request("/api/payment/totals?from=2026-11-25T00:00:00Z&to=2026-11-26T00:00:00Z", { headers: { "x-api-key": merchant.apiKey } })).status);
      expect(reads).toContain(429);
    } finally {
      installEnvForTests(m.env);
    }
  });
});
