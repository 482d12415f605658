import { expect, test } from "../support/api-test";
import { createIntent, createMerchant, json, keyHeaders } from "../support/api";
import { freePort } from "../support/app-process";

test.describe("webhook delivery API", () => {
  test("lists the webhook events of an intent in sequence order, one per status", async ({ request }) => {
    const { intent } = await createIntent(request, "qr_present");
    await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_progress" } });
    type Entry = { event: string; seq: number; status: string; state: string };
    const body = await json<{ intent: string; data: Entry[]; has_more: boolean; next: string | null; events: Entry[] }>(
      await request.get(`/api/payment/${intent}/deliveries`, { headers: keyHeaders() }),
    );
    expect(body.message).toBe("deliveries_success");
    // the list convention: data, has_more, next; `events` is the deprecated name of the same list
    expect(body.data).toMatchObject({ intent, has_more: false, next: null, events: body.data.data });
    expect(body.data.data.map((e) => [e.seq, e.status])).toEqual([
      [1, "qr_created"],
      [2, "qr_scanned"],
      [3, "qr_progress"],
    ]);
    for (const event of body.data.data) {
      expect(event.event).toMatch(/^evt_/);
      expect(["pending", "delivered", "failed", "skipped"]).toContain(event.state);
    }
  });

  test("is merchant-scoped: another merchant's intent and events are not found", async ({ request }) => {
    const other = await createMerchant(request, "Nosy shop");
    const { intent } = await createIntent(request, "ec_remote");
    const deliveries = await request.get(`/api/payment/${intent}/deliveries`, { headers: keyHeaders(other.apiKey) });
    expect(deliveries.status()).toBe(404);
    const mine = await json<{ data: Array<{ event: string }> }>(await request.get(`/api/payment/${intent}/deliveries`, { headers: keyHeaders() }));
    const redeliver = await request.post(`/api/deliveries/${mine.data.data[0]!.event}/redeliver`, { headers: keyHeaders(other.apiKey) });
    expect(await redeliver.json()).toEqual({ code: 404, message: "event_not_found", data: {} });
  });

  test("the endpoint shows URL, state and secrets by id only; bad changes are 400", async ({ request }) => {
    const merchant = await createMerchant(request, "Endpoint shop");
    const endpoint = await json<{ url: string | null; enabled: boolean; secrets: Array<{ id: string }> }>(
      await request.get("/api/webhook-endpoint", { headers: keyHeaders(merchant.apiKey) }),
    );
    expect(endpoint.data).toMatchObject({ url: null, enabled: true, pending: 0, failed: 0 });
    expect(JSON.stringify(endpoint.data)).not.toContain(merchant.webhookSecret);
    for (const data of [{}, { url: "ftp://x" }, { enabled: false }]) {
      const response = await request.patch("/api/webhook-endpoint", { headers: keyHeaders(merchant.apiKey), data });
      expect(response.status(), JSON.stringify(data)).toBe(400);
    }
    const set = await json<{ url: string }>(await request.patch("/api/webhook-endpoint", { headers: keyHeaders(merchant.apiKey), data: { url: "https://shop.example/hooks" } }));
    expect(set.data.url).toBe("https://shop.example/hooks");
  });

  test("each attempt of a failing delivery: the URL it went to, no HTTP status but the error, its latency; the event pending with its next attempt; no secret", async ({ request }) => {
    const merchant = await createMerchant(request, "Unreachable shop");
    const url = `http://127.0.0.1:${await freePort()}/hooks?token=abc`;
    expect((await request.patch("/api/webhook-endpoint", { headers: keyHeaders(merchant.apiKey), data: { url } })).status()).toBe(200);
    const { intent } = await createIntent(request, "qr_present", { apiKey: merchant.apiKey });
    type Answer = { data: Array<{ state: string; attempts: number; nextAttemptAt: string | null; completed: string | null; deliveries: Array<{ attempt: number; at: string; url: string; httpStatus: number | null; latencyMs: number; error: string | null; response: string | null }> }> };
    const read = async () => json<Answer>(await request.get(`/api/payment/${intent}/deliveries`, { headers: keyHeaders(merchant.apiKey) }));
    await expect.poll(async () => (await read()).data.data[0]?.deliveries.length ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const answer = await read();
    const [event] = answer.data.data;
    expect(event).toMatchObject({ state: "pending", completed: null });
    expect(Date.parse(event!.nextAttemptAt!)).toBeGreaterThan(Date.parse(event!.deliveries[0]!.at));
    expect(event!.deliveries[0]).toMatchObject({ attempt: 1, url, httpStatus: null, response: null });
    expect(event!.deliveries[0]!.error).toMatch(/ECONNREFUSED/);
    expect(event!.deliveries[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(answer)).not.toContain(merchant.webhookSecret);
    expect(JSON.stringify(answer)).not.toContain("v1,");
  });
});
