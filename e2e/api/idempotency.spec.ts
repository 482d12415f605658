import { expect, test } from "../support/api-test";
import { createMerchant, detail, intentBody, json, keyHeaders, merchantIntentCount } from "../support/api";

const post = (request: import("@playwright/test").APIRequestContext, key: string, body: object, apiKey?: string) =>
  request.post("/api/payment/intent", { headers: { ...keyHeaders(apiKey), "Idempotency-Key": key }, data: body });

test.describe("Idempotency-Key", () => {
  test("same key and body → the first response replayed, one intent", async ({ request }) => {
    const merchant = await createMerchant(request, "Idempotent shop");
    const key = `order-${Date.now()}`;
    const body = intentBody("qr_present");
    const first = await post(request, key, body, merchant.apiKey);
    const second = await post(request, key, body, merchant.apiKey);
    expect(second.status()).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers()["idempotent-replayed"]).toBe("true");
    expect(first.headers()["idempotent-replayed"]).toBeUndefined();
    expect(await merchantIntentCount(request, merchant.id)).toBe(1);
  });

  test("same key, different body → 409 idempotency_key_reused", async ({ request }) => {
    const key = `order-${Date.now()}-b`;
    await post(request, key, intentBody("ec_remote"));
    const reused = await post(request, key, intentBody("ec_remote", { amount: 1 }));
    expect(reused.status()).toBe(409);
    expect((await json(reused)).message).toBe("idempotency_key_reused");
  });

  test("concurrent requests with one key create one intent and all answer it", async ({ request }) => {
    const merchant = await createMerchant(request, "Racing shop");
    const key = `race-${Date.now()}`;
    const body = intentBody("ec_remote");
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(request, key, body, merchant.apiKey)));
    const ids = new Set<string>();
    for (const response of responses) {
      expect(response.status()).toBe(200);
      ids.add((await json<{ intent: string }>(response)).data.intent);
    }
    expect(ids.size).toBe(1);
    expect(await merchantIntentCount(request, merchant.id)).toBe(1);
  });

  test("keys are per merchant, and work for init and advance too", async ({ request }) => {
    const a = await createMerchant(request, "Shop A");
    const b = await createMerchant(request, "Shop B");
    const key = `shared-${Date.now()}`;
    const body = intentBody("ec_remote");
    const fromA = await json<{ intent: string }>(await post(request, key, body, a.apiKey));
    const fromB = await json<{ intent: string }>(await post(request, key, body, b.apiKey));
    expect(fromA.data.intent).not.toBe(fromB.data.intent);

    const initOnce = () =>
      request.post("/api/payment/init", {
        headers: { ...keyHeaders(a.apiKey), "X-Intent": fromA.data.intent, "Idempotency-Key": `init-${key}` },
        data: { phone: "5512345678" },
      });
    expect((await json(await initOnce())).message).toBe("ec_inited");
    const replay = await initOnce(); // without the key this would be 409 intent_already_initialized
    expect(replay.status()).toBe(200);
    expect(replay.headers()["idempotent-replayed"]).toBe("true");
    expect((await detail(request, fromA.data.intent, a.apiKey)).data.events).toHaveLength(2);
  });

  test("a malformed key → 400 naming Idempotency-Key", async ({ request }) => {
    const response = await post(request, "x".repeat(256), intentBody("qr_present"));
    expect(response.status()).toBe(400);
    expect((await json<{ errors: Array<{ field: string }> }>(response)).data.errors[0]!.field).toBe("Idempotency-Key");
  });
});
