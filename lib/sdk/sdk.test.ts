import fs from "node:fs";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../testing/memory-database";
import { serveApi } from "../testing/serve-api";
import { createCajaClient, type CajaClient, type FeedEvent } from "./create-caja-client";
import { readFeed } from "./read-feed";
import { renderApiTypes } from "./render-api-types";
import { verifyWebhook } from "./verify-webhook";

/**
 * The SDK against the API served over HTTP from this process: a merchant's day typed end to end
 * (create → pay → refund → feed → endpoints), its retries, its webhook verification, and its types
 * as fresh as the document they come from.
 */
describe("the SDK", () => {
  let m: MemoryDatabase;
  let api: Awaited<ReturnType<typeof serveApi>>;
  let caja: CajaClient;
  beforeAll(async () => {
    m = await openMemoryDatabase();
    api = await serveApi();
    caja = createCajaClient({ baseUrl: api.base, apiKey: m.merchant.apiKey });
  });
  afterAll(async () => {
    await api?.close();
    await m?.close();
  });

  it("create → pay → refund → feed → endpoints, typed from the document with no casts; intents narrowed by payment type, feed events by type", async () => {
    const created = await caja.POST("/payment/intent", {
      body: { payment: "qr_present", amount: 149.5, data: { branch: "b1", terminal: "t1", time: new Date().toISOString(), items: [{ sku: "A-1", price: "149.50", qty: 1 }] } },
    });
    expect(created.error).toBeUndefined();
    const intent = created.data!.data.intent;
    // narrowed on payment: a qr_present intent's qr is required (no ?.), and it has no keys
    const answer = created.data!.data;
    expect(answer.payment === "qr_present" && answer.qr.ic.idc).toBe(intent);

    const paid = await caja.POST("/sandbox/{intent}/advance", { params: { path: { intent } }, body: { to: "qr_authorized" } });
    expect(paid.data?.data).toEqual({ intent, status: "qr_authorized", code: 103 });

    const refund = await caja.POST("/payment/{intent}/refund", { params: { path: { intent } }, body: { amount: 49.5, reason: "requested_by_customer" } });
    expect(refund.data?.data).toMatchObject({ intent, amount: 49.5, refunded: 49.5, remaining: 100 });

    const lines: string[] = [];
    const feed = readFeed(caja, { limit: 2 });
    for await (const event of feed) lines.push(describeEvent(event));
    // the sandbox walks the payment through the statuses a payer's bank would (scanned, in progress)
    expect(lines).toEqual([
      `intent.status_changed ${intent} qr_created 1`,
      `intent.status_changed ${intent} qr_scanned 2`,
      `intent.status_changed ${intent} qr_progress 3`,
      `intent.status_changed ${intent} qr_authorized 4`,
      `refund.succeeded ${intent} qr_authorized 5`,
    ]);
    expect(feed.cursor()).toMatch(/^[A-Za-z0-9_-]+$/);

    // a card_present intent: its keys are required on creation; its detail has no QR and, before a card, no last 4
    const card = (await caja.POST("/payment/intent", { body: { payment: "card_present", amount: 10, data: { branch: "b1", terminal: "t1", time: new Date().toISOString(), items: [] } } })).data!.data;
    expect(card.payment === "card_present" && card.keys.signature).toMatch(/BEGIN PRIVATE KEY/);
    const detail = (await caja.GET("/payment/{intent}", { params: { path: { intent: card.intent } } })).data!.data;
    expect(detail.payment === "card_present" ? detail.cardLast4 : "not a card_present intent").toBeNull();
    // the document types qr as null here; openapi-fetch's response types drop a property whose type is
    // only null (NonNullable<null> is never: openapi-ts/openapi-typescript#2717), so it is read untyped
    expect(detail).toMatchObject({ payment: "card_present", qr: null, phoneLast4: null });

    const endpoint = await caja.POST("/webhook-endpoints", { body: { url: "https://hooks.example.test/sdk", events: ["refund.succeeded"] } });
    expect(endpoint.data?.data).toMatchObject({ url: "https://hooks.example.test/sdk", events: ["refund.succeeded"], secret: expect.stringMatching(/^whsec_/) });
    const listed = await caja.GET("/webhook-endpoints");
    expect(listed.data?.data.data.map((e) => e.url)).toContain("https://hooks.example.test/sdk");
    const removed = await caja.DELETE("/webhook-endpoints/{endpoint}", { params: { path: { endpoint: endpoint.data!.data.id } } });
    expect(removed.response.status).toBe(200);

    const missing = await caja.GET("/payment/{intent}/status", { params: { path: { intent: `qp_${"z".repeat(22)}` } } });
    expect([missing.response.status, missing.error?.message]).toEqual([404, "intent_not_found"]);
  });

  it("gives every POST an Idempotency-Key and keeps it across the retries of a 429 or 503, after their Retry-After", async () => {
    const seen: Array<{ status: number; key: string | null; at: number }> = [];
    let refusals = 2;
    const flaky: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (refusals-- > 0) {
        seen.push({ status: 429, key: request.headers.get("idempotency-key"), at: Date.now() });
        return new Response(JSON.stringify({ code: 429, message: "rate_limited", data: { retryAfter: 0 } }), { status: 429, headers: { "retry-after": refusals === 1 ? "0" : "0.2", "content-type": "application/json" } });
      }
      const answer = await fetch(request);
      seen.push({ status: answer.status, key: request.headers.get("idempotency-key"), at: Date.now() });
      return answer;
    };
    const patient = createCajaClient({ baseUrl: api.base, apiKey: m.merchant.apiKey, fetch: flaky });
    const created = await patient.POST("/payment/intent", { body: { payment: "ec_remote", amount: 10, data: { branch: "b1", terminal: "t1", time: new Date().toISOString(), items: [] } } });
    expect(created.data?.data.intent).toMatch(/^ec_/);
    expect(seen.map((s) => s.status)).toEqual([429, 429, 200]);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(190);

    // one it gives up on: answered as the last refusal
    refusals = 10;
    const tired = createCajaClient({ baseUrl: api.base, apiKey: m.merchant.apiKey, fetch: flaky, retry: { retries: 1 } });
    const refused = await tired.GET("/webhook-endpoint");
    expect([refused.response.status, refused.error?.message]).toEqual([429, "rate_limited"]);
  });

  it("verifies a webhook with any secret in force, and refuses one no secret signed", () => {
    const [old, current] = ["whsec_" + Buffer.alloc(24, 1).toString("base64"), "whsec_" + Buffer.alloc(24, 2).toString("base64")];
    const body = JSON.stringify({ intent: "qp_abc", status: "qr_authorized", code: 103 });
    const at = new Date();
    const headers = { "webhook-id": "evt_1", "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": new Webhook(current).sign("evt_1", at, body), "caja-sequence": "2" };
    const verified = verifyWebhook([old, current], headers, body);
    expect(verified).toEqual({ type: "intent.status_changed", seq: 2, test: false, payload: { intent: "qp_abc", status: "qr_authorized", code: 103 } });
    expect(() => verifyWebhook([old], headers, body)).toThrow(/does not verify/);
    expect(() => verifyWebhook([current], headers, body.replace("103", "104"))).toThrow(/does not verify/);
  });

  it("its types are the document's: lib/sdk/generated/api-types.ts is what npm run sdk:types writes", async () => {
    const committed = fs.readFileSync(path.resolve("lib/sdk/generated/api-types.ts"), "utf8");
    expect(committed === (await renderApiTypes()), "stale: run npm run sdk:types").toBe(true);
  });
});

/** Narrowing on `type`: only an endpoint.disabled event has `endpoint`, only a payout.* event `payout` (its type is one of four: narrowed by the field); only an intent's has `intent`, `status` and `seq`. */
function describeEvent(event: FeedEvent): string {
  if (event.type === "endpoint.disabled") return `endpoint.disabled ${event.endpoint.url}`;
  if ("payout" in event) return `${event.type} ${event.payout.payout} ${event.payout.amount}`;
  return `${event.type} ${event.intent} ${event.status} ${event.seq}`;
}
