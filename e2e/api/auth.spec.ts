import { expect, test } from "../support/api-test";
import { createIntent, createMerchant, intentBody, json, keyHeaders, listedMerchant, status } from "../support/api";
import { E2E } from "../support/secrets";

test.describe("X-Api-Key", () => {
  test("missing key → 401 api_key_missing on every endpoint", async ({ request }) => {
    const calls = [
      request.post("/api/payment/intent", { data: {} }),
      request.get("/api/payment/qp_0000000000000000000000/status"),
      request.get("/api/payment/qp_0000000000000000000000"),
      request.post("/api/payment/init", { data: {}, headers: { "X-Intent": "ec_0000000000000000000000" } }),
      request.post("/api/sandbox/qp_0000000000000000000000/advance", { data: {} }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: "api_key_missing", data: {} });
    }
  });

  test("unknown key → 401 api_key_invalid", async ({ request }) => {
    const response = await request.get("/api/payment/qp_0000000000000000000000/status", { headers: keyHeaders("sk_sandbox_not_a_real_key_at_all_000") });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: "api_key_invalid", data: {} });
  });

  test("another merchant's intent is 404, byte for byte the same as a missing one", async ({ request }) => {
    const other = await createMerchant(request);
    const { intent } = await createIntent(request, "qr_present"); // the sandbox merchant's
    const foreign = await request.get(`/api/payment/${intent}/status`, { headers: keyHeaders(other.apiKey) });
    const missing = await request.get(`/api/payment/qp_${"0".repeat(22)}/status`, { headers: keyHeaders(other.apiKey) });
    expect(foreign.status()).toBe(404);
    expect(await foreign.text()).toBe(await missing.text());
    expect(await foreign.json()).toEqual({ code: 404, message: "intent_not_found", data: {} });

    for (const response of [
      await request.get(`/api/payment/${intent}`, { headers: keyHeaders(other.apiKey) }),
      await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(other.apiKey), data: { to: "qr_scanned" } }),
    ]) {
      expect(response.status()).toBe(404);
    }
    expect((await status(request, intent)).data.status).toBe("qr_created");
  });

  test("a revoked key stops working; the merchant's other key keeps working", async ({ request }) => {
    const merchant = await createMerchant(request, "Rotating shop");
    const admin = { authorization: `Bearer ${E2E.adminToken}` };
    const issued = await json<{ id: string; apiKey: string }>(await request.post(`/api/admin/merchants/${merchant.id}/keys`, { headers: admin }));
    expect(issued.data.apiKey).toMatch(/^sk_sandbox_[0-9A-Za-z]{32}$/);
    const { intent } = await createIntent(request, "ec_remote", { apiKey: issued.data.apiKey });

    const keys = (await listedMerchant<{ id: string; apiKeys: Array<{ id: string; prefix: string }> }>(request, merchant.id))!.apiKeys;
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(JSON.stringify(key)).not.toContain(issued.data.apiKey); // only prefixes are listed

    expect((await status(request, intent, issued.data.apiKey)).message).toBe("check_success"); // now cached on this path too
    const revoked = await request.delete(`/api/admin/merchants/${merchant.id}/keys/${issued.data.id}`, { headers: admin });
    expect((await json(revoked)).message).toBe("api_key_revoked");
    // at once, on every route of this process (the key look-up cache is one per process)
    expect((await status(request, intent, issued.data.apiKey)).message).toBe("api_key_invalid");
    const create = await request.post("/api/payment/intent", { headers: keyHeaders(issued.data.apiKey), data: intentBody("qr_present") });
    expect((await json(create)).message).toBe("api_key_invalid");
    expect((await status(request, intent, merchant.apiKey)).data.status).toBe("ec_created");
  });

  test("the admin API lists merchants a page at a time, oldest first, with `merchants` as a deprecated alias of `data`", async ({ request }) => {
    const admin = { authorization: `Bearer ${E2E.adminToken}` };
    await createMerchant(request, "Listed shop 1");
    await createMerchant(request, "Listed shop 2");
    type Page = { data: Array<{ id: string }>; has_more: boolean; next: string | null; merchants: Array<{ id: string }> };
    const whole = await json<Page>(await request.get("/api/admin/merchants", { headers: admin }));
    expect(whole.data.merchants).toEqual(whole.data.data);
    const first = await json<Page>(await request.get("/api/admin/merchants?limit=1", { headers: admin }));
    expect(first.data).toMatchObject({ has_more: true, next: expect.stringMatching(/^[A-Za-z0-9_-]+$/) });
    expect(first.data.data.map((m) => m.id)).toEqual(whole.data.data.slice(0, 1).map((m) => m.id));
    const second = await json<Page>(await request.get(`/api/admin/merchants?limit=1&after=${first.data.next}`, { headers: admin }));
    expect(second.data.data.map((m) => m.id)).toEqual(whole.data.data.slice(1, 2).map((m) => m.id));
    expect((await request.get("/api/admin/merchants?after=bm9wZQ", { headers: admin })).status()).toBe(400);
    expect((await request.get("/api/admin/merchants?limit=501", { headers: admin })).status()).toBe(400);
  });

  test("the admin API refuses a missing or wrong token", async ({ request }) => {
    for (const headers of [{}, { authorization: "Bearer nope" }, { authorization: E2E.adminToken }] as Array<Record<string, string>>) {
      const response = await request.get("/api/admin/merchants", { headers });
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: "admin_token_invalid", data: {} });
    }
  });
});
