import { expect, test } from "../support/api-test";
import type { APIRequestContext } from "@playwright/test";
import { advance, createIntent, createMerchant, intentBody, json, keyHeaders, type PaymentType } from "../support/api";
import { appClient } from "../support/app-client";
import { startReceiver } from "../support/webhook-receiver";
import { WEBHOOK_EVENT_TYPES } from "../../lib/contract/webhook-events";

type Refund = { refund: string; intent: string; amount: number; status: string; reason: string | null; failure: string | null; refunded: number; remaining: number; note: string | null; created: string; updated: string };

const AUTHORIZED = { qr_present: "qr_authorized", ec_remote: "ec_auhtorized", card_present: "cp_authorized" } as const;

/** A paid intent of `amount` (authorized through the sandbox). */
async function paid(request: APIRequestContext, amount: number, payment: PaymentType = "qr_present", apiKey?: string): Promise<string> {
  const { intent } = await createIntent(request, payment, { apiKey, body: { ...intentBody(payment), amount } });
  expect((await advance(request, intent, AUTHORIZED[payment], {}, apiKey)).status()).toBe(200);
  return intent;
}

const refund = (request: APIRequestContext, intent: string, body?: object, headers: Record<string, string> = {}, apiKey?: string) =>
  request.post(`/api/payment/${intent}/refund`, { headers: { ...keyHeaders(apiKey), ...headers }, ...(body === undefined ? {} : { data: body }) });

test.describe("POST /payment/{intent}/refund", () => {
  test("full refund with no amount: 200 refund_success, the intent keeps its status and shows refunded and remaining", async ({ request }) => {
    const intent = await paid(request, 125.5, "card_present");
    const response = await refund(request, intent, { reason: "requested_by_customer", note: "devolvió la prenda" });
    expect(response.status()).toBe(200);
    const body = await json<Refund>(response);
    expect(body).toMatchObject({ code: 200, message: "refund_success" });
    expect(body.data).toMatchObject({ intent, amount: 125.5, status: "refund_succeeded", reason: "requested_by_customer", note: "devolvió la prenda", failure: null, refunded: 125.5, remaining: 0 });
    expect(body.data.refund).toMatch(/^rf_[0-9A-Za-z]{22}$/);

    const detail = await json<{ status: string; refunded: number; remaining: number; events: Array<{ status: string }> }>(await request.get(`/api/payment/${intent}`, { headers: keyHeaders() }));
    expect(detail.data).toMatchObject({ status: "cp_authorized", refunded: 125.5, remaining: 0 });
    expect(detail.data.events.map((e) => e.status)).toEqual(["cp_created", "cp_progress", "cp_authorized"]); // the status history stays the spec's
    expect((await json(await request.get(`/api/payment/${intent}/status`, { headers: keyHeaders() }))).data).toEqual({ intent, status: "cp_authorized", code: 122 });
  });

  test("two partial refunds up to the amount, a third refused with 409 refund_exceeds_remaining; the list holds both", async ({ request }) => {
    const intent = await paid(request, 100, "ec_remote");
    const first = await json<Refund>(await refund(request, intent, { amount: 40.25 }));
    expect(first.data).toMatchObject({ amount: 40.25, status: "refund_succeeded", refunded: 40.25, remaining: 59.75 });
    const second = await json<Refund>(await refund(request, intent, { amount: 59.75, reason: "duplicate" }));
    expect(second.data).toMatchObject({ amount: 59.75, refunded: 100, remaining: 0 });
    const third = await refund(request, intent, { amount: 0.01 });
    expect(third.status()).toBe(409);
    expect(await third.json()).toEqual({ code: 409, message: "refund_exceeds_remaining", data: { amount: 0.01, refunded: 100, remaining: 0 } });
    expect((await json(await refund(request, intent))).message).toBe("refund_exceeds_remaining");

    type List = { intent: string; amount: number; refunded: number; remaining: number; data: Refund[]; has_more: boolean; next: string | null };
    const list = await json<List>(await request.get(`/api/payment/${intent}/refunds`, { headers: keyHeaders() }));
    expect(list).toMatchObject({ code: 200, message: "refunds_success", data: { intent, amount: 100, refunded: 100, remaining: 0, has_more: false, next: null } });
    expect(list.data.data.map((r) => [r.refund, r.amount, r.status])).toEqual([
      [first.data.refund, 40.25, "refund_succeeded"],
      [second.data.refund, 59.75, "refund_succeeded"],
    ]);
    // a page at a time: the intent's totals on each page, the refunds oldest first, once each
    const one = await json<List>(await request.get(`/api/payment/${intent}/refunds?limit=1`, { headers: keyHeaders() }));
    expect(one.data).toMatchObject({ refunded: 100, remaining: 0, has_more: true });
    const two = await json<List>(await request.get(`/api/payment/${intent}/refunds?limit=1&after=${one.data.next}`, { headers: keyHeaders() }));
    expect(two.data).toMatchObject({ has_more: false, next: null });
    expect([...one.data.data, ...two.data.data].map((r) => r.refund)).toEqual([first.data.refund, second.data.refund]);
    expect((await request.get(`/api/payment/${intent}/refunds?limit=0`, { headers: keyHeaders() })).status()).toBe(400);
  });

  test("only an authorized intent: 409 intent_not_refundable with its status, for every family and every status before", async ({ request }) => {
    for (const [payment, status] of [["qr_present", "qr_created"], ["qr_present", "qr_progress"], ["ec_remote", "ec_error_x"], ["card_present", "cp_expired"]] as const) {
      const { intent } = await createIntent(request, payment);
      if (!status.endsWith("created")) expect((await advance(request, intent, status)).status()).toBe(200);
      const response = await refund(request, intent, { amount: 1 });
      expect(response.status(), `${payment} in ${status}`).toBe(409);
      expect(await response.json()).toEqual({ code: 409, message: "intent_not_refundable", data: { status } });
    }
    expect((await refund(request, "qp_doesnotexist000000000000")).status()).toBe(404);
    const other = await createMerchant(request, "Refund other shop");
    const mine = await paid(request, 10);
    expect(await json(await refund(request, mine, {}, {}, other.apiKey))).toMatchObject({ code: 404, message: "intent_not_found" }); // another merchant's is not found
  });

  test("bad input: 400 with the field's error; nothing refunded", async ({ request }) => {
    const intent = await paid(request, 50);
    for (const [body, field, message] of [
      [{ amount: 0 }, "amount", "must be greater than 0"],
      [{ amount: -5 }, "amount", "must be greater than 0"],
      [{ amount: 1.234 }, "amount", "must have at most 2 decimals"],
      [{ amount: "10" }, "amount", "must be a number"],
      [{ reason: "changed_mind" }, "reason", "must be one of requested_by_customer, duplicate, fraudulent, other"],
      [{ note: "x".repeat(256) }, "note", "must be at most 255 characters"],
    ] as const) {
      const response = await refund(request, intent, body);
      expect(response.status(), JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ code: 400, message: "invalid_request", data: { errors: [{ field, message }] } });
    }
    const list = await json<{ remaining: number; data: unknown[] }>(await request.get(`/api/payment/${intent}/refunds`, { headers: keyHeaders() }));
    expect(list.data).toMatchObject({ remaining: 50, data: [] });
  });

  test("Idempotency-Key: the same request again answers the first refund, once; the key with another body is 409", async ({ request }) => {
    const intent = await paid(request, 80);
    const key = `refund-${Date.now()}-${Math.random()}`;
    const first = await json<Refund>(await refund(request, intent, { amount: 30 }, { "Idempotency-Key": key }));
    const again = await json<Refund>(await refund(request, intent, { amount: 30 }, { "Idempotency-Key": key }));
    expect(again).toEqual(first);
    const reused = await refund(request, intent, { amount: 31 }, { "Idempotency-Key": key });
    expect(reused.status()).toBe(409);
    expect((await json(reused)).message).toBe("idempotency_key_reused");
    const list = await json<{ refunded: number; data: unknown[] }>(await request.get(`/api/payment/${intent}/refunds`, { headers: keyHeaders() }));
    expect(list.data).toMatchObject({ refunded: 30 });
    expect(list.data.data).toHaveLength(1);
  });

  test("sandbox amounts: .13 fails at once (nothing given back), .14 stays pending (held) until settled either way", async ({ request }) => {
    const intent = await paid(request, 100);
    const failed = await json<Refund>(await refund(request, intent, { amount: 20.13 }));
    expect(failed).toMatchObject({ code: 200, message: "refund_success", data: { status: "refund_failed", failure: "refund_declined", refunded: 0, remaining: 100 } });
    const pending = await json<Refund>(await refund(request, intent, { amount: 90.14 }));
    expect(pending.data).toMatchObject({ status: "refund_pending", refunded: 90.14, remaining: 9.86 });
    expect((await json(await refund(request, intent, { amount: 10 }))).message).toBe("refund_exceeds_remaining"); // the pending one holds its amount

    const settle = (id: string, to: string) => request.post(`/api/sandbox/refunds/${id}/settle`, { headers: keyHeaders(), data: { to } });
    const settled = await json<Refund>(await settle(pending.data.refund, "refund_failed"));
    expect(settled.data).toMatchObject({ status: "refund_failed", failure: "refund_declined", refunded: 0, remaining: 100 });
    expect(await (await settle(pending.data.refund, "refund_succeeded")).json()).toEqual({ code: 409, message: "refund_not_pending", data: { status: "refund_failed" } });
    const later = await json<Refund>(await refund(request, intent, { amount: 99.14 }));
    expect((await json<Refund>(await settle(later.data.refund, "refund_succeeded"))).data).toMatchObject({ status: "refund_succeeded", refunded: 99.14, remaining: 0.86 });
    expect((await settle("rf_doesnotexist0000000000", "refund_succeeded")).status()).toBe(404);
    expect((await request.post(`/api/sandbox/refunds/${later.data.refund}/settle`, { headers: keyHeaders(), data: { to: "refund_pending" } })).status()).toBe(400);
  });

  test("the feed carries each refund change as its own event type, after the intent's statuses, with the refund's facts", async ({ request }) => {
    const shop = await createMerchant(request, "Refund feed shop");
    const intent = await paid(request, 60, "qr_present", shop.apiKey);
    const done = await json<Refund>(await refund(request, intent, { amount: 10, reason: "other" }, {}, shop.apiKey));
    await refund(request, intent, { amount: 5.14 }, {}, shop.apiKey);
    const feed = await json<{ data: Array<{ type: string; intent: string; seq: number; status: string; refund?: Refund }> }>(
      await request.get("/api/payment/events?limit=100", { headers: keyHeaders(shop.apiKey) }),
    );
    expect(feed.data.data.map((e) => [e.type, e.seq, e.status, e.refund?.status ?? null])).toEqual([
      ["intent.status_changed", 1, "qr_created", null],
      ["intent.status_changed", 2, "qr_scanned", null],
      ["intent.status_changed", 3, "qr_progress", null],
      ["intent.status_changed", 4, "qr_authorized", null],
      ["refund.succeeded", 5, "qr_authorized", "refund_succeeded"],
      ["refund.pending", 6, "qr_authorized", "refund_pending"],
    ]);
    expect(feed.data.data[4]!.refund).toMatchObject({ refund: done.data.refund, intent, amount: 10, reason: "other", refunded: 10, remaining: 50 });
    const totals = await json<{ groups: { authorized: { amount: string } }; refunds: { succeeded: { count: number; amount: string }; pending: { amount: string } }; net: string }>(
      await request.get(`/api/payment/totals?from=${new Date(Date.now() - 3_600_000).toISOString()}&to=${new Date(Date.now() + 3_600_000).toISOString()}`, { headers: keyHeaders(shop.apiKey) }),
    );
    expect(totals.data).toMatchObject({ groups: { authorized: { amount: "60.00" } }, refunds: { succeeded: { count: 1, amount: "10.00" }, pending: { amount: "5.14" } }, net: "50.00" });
  });

  test("refund webhooks: signed like every webhook (verified by the standardwebhooks package), told apart by type, after the intent's own, in sequence", async ({ request, baseURL }) => {
    const receiver = await startReceiver();
    try {
      const shop = await appClient(baseURL!).merchant("Refund webhooks shop", receiver.url);
      receiver.verifyWith([shop.webhookSecret]);
      const intent = await paid(request, 42, "card_present", shop.apiKey);
      const done = await json<Refund>(await refund(request, intent, { amount: 12.5, reason: "duplicate" }, {}, shop.apiKey));
      const pending = await json<Refund>(await refund(request, intent, { amount: 1.14 }, {}, shop.apiKey));
      await request.post(`/api/sandbox/refunds/${pending.data.refund}/settle`, { headers: keyHeaders(shop.apiKey), data: { to: "refund_succeeded" } });
      await receiver.until(() => receiver.unique().length === 6, 15_000, "6 webhooks");
      const got = receiver.unique().sort((a, b) => a.seq - b.seq);
      expect(got.map((r) => [r.seq, r.headers["caja-event-type"], (r.body as unknown as { type?: string }).type ?? null])).toEqual([
        [1, "intent.status_changed", null],
        [2, "intent.status_changed", null],
        [3, "intent.status_changed", null],
        [4, "refund.succeeded", "refund.succeeded"],
        [5, "refund.pending", "refund.pending"],
        [6, "refund.succeeded", "refund.succeeded"],
      ]);
      for (const r of got) expect(r.verifiedWith, `webhook #${r.seq} verified by the standardwebhooks package`).toEqual([0]);
      expect(got[2]!.body).toEqual({ intent, status: "cp_authorized", code: 122 }); // the spec's body, untouched
      expect(got[3]!.body).toMatchObject({ type: "refund.succeeded", data: { refund: done.data.refund, intent, amount: 12.5, status: "refund_succeeded", reason: "duplicate", refunded: 12.5, remaining: 29.5 } });
      expect(Date.parse((got[3]!.body as unknown as { timestamp: string }).timestamp)).toBeGreaterThan(Date.now() - 60_000);
      expect(got[5]!.body).toMatchObject({ data: { refund: pending.data.refund, status: "refund_succeeded", refunded: 13.64, remaining: 28.36 } });
    } finally {
      await receiver.close();
    }
  });

  test("the OpenAPI document has the refund operations and a webhook per event type", async ({ request }) => {
    const doc = (await (await request.get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>>; webhooks: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/payment/{intent}/refund", "/payment/{intent}/refunds", "/sandbox/refunds/{refund}/settle"]));
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(Object.keys(doc.webhooks)).toEqual(expect.arrayContaining(["refund.failed", "refund.pending", "refund.succeeded"]));
  });
});
