import { expect, test } from "../support/api-test";
import type { APIRequestContext } from "@playwright/test";
import { advance, createIntent, intentBody, json, keyHeaders } from "../support/api";

type FeedEvent = { event: string; intent: string; seq: number; status: string; amount: number; data: { ticket: string | null; items: unknown[] } };
type Page = { data: FeedEvent[]; next: string; has_more: boolean };

/** The feed from `after` to its end. */
async function readFeed(request: APIRequestContext, after?: string) {
  const events: FeedEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await json<Page>(await request.get(`/api/payment/events?limit=500${cursor ? `&after=${cursor}` : ""}`, { headers: keyHeaders() }));
    expect(page.code).toBe(200);
    events.push(...page.data.data);
    cursor = page.data.next;
    if (!page.data.has_more) return { events, cursor };
  }
}

/**
 * The event feed and the books' totals over HTTP, as a consumer keeping a copy reads them (the
 * sync is tested in lib/dashboard/sync; the order under concurrent writers in lib/gateway/intents/list-events.test.ts).
 */
test.describe("GET /payment/events and GET /payment/totals", () => {
  test("a payment made a moment ago is in the feed after the last cursor read, every status in order, with its fields; the totals count it", async ({ request }) => {
    const { cursor } = await readFeed(request);
    const before = `from=${encodeURIComponent(new Date(Date.now() - 1000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 120_000).toISOString())}`;
    const totals = async () => (await json<{ total: { count: number; amount: string }; groups: Record<string, { count: number }> }>(await request.get(`/api/payment/totals?${before}`, { headers: keyHeaders() }))).data;
    const start = await totals();
    const body = intentBody("qr_present", { amount: 80.35 });
    const { intent } = await createIntent(request, "qr_present", { body });
    expect((await advance(request, intent, "qr_authorized")).status()).toBe(200);

    const { events, cursor: after } = await readFeed(request, cursor);
    const mine = events.filter((e) => e.intent === intent);
    expect(mine.map((e) => [e.seq, e.status])).toEqual([
      [1, "qr_created"],
      [2, "qr_scanned"],
      [3, "qr_progress"],
      [4, "qr_authorized"],
    ]);
    expect(mine[3]).toMatchObject({ amount: 80.35, data: { ticket: body.data.ticket } });
    expect(mine[3]!.data.items).toHaveLength(2);
    // nothing new: the same cursor back, no events
    expect(await json<Page>(await request.get(`/api/payment/events?after=${after}`, { headers: keyHeaders() }))).toMatchObject({ data: { data: [], next: after } });

    const end = await totals();
    expect(end.groups.authorized!.count - start.groups.authorized!.count).toBeGreaterThanOrEqual(1);
    expect(Math.round(Number(end.total.amount) * 100) - Math.round(Number(start.total.amount) * 100)).toBeGreaterThanOrEqual(8035);
  });

  test("a cursor the feed did not give (another deployment's, an intents list's, any value of the cursor's form) is 410 cursor_unknown; a value not of that form, an unknown parameter or a bad limit is 400 naming it", async ({ request }) => {
    const foreign = Buffer.from("f1.12.0123456789ab").toString("base64url");
    const day = new Date().toISOString().slice(0, 10);
    const list = await json<{ next: string | null }>(await request.get(`/api/payment/intents?from=${day}T00:00:00Z&to=${day}T23:59:59Z&limit=1`, { headers: keyHeaders() }));
    const listCursor = list.data.next ?? Buffer.from(`${new Date().toISOString()} qp_x`).toString("base64url");
    for (const after of [foreign, listCursor, "bm90LWEtY3Vyc29y"]) {
      expect(await json(await request.get(`/api/payment/events?after=${after}`, { headers: keyHeaders() })), after).toEqual({ code: 410, message: "cursor_unknown", data: {} });
    }
    for (const [query, field] of [
      ["after=not%20a%20cursor", "after"],
      ["after=x.y", "after"],
      ["limt=5", "limt"],
      ["limit=0", "limit"],
      ["limit=501", "limit"],
    ] as const) {
      const answer = await json<{ errors: Array<{ field: string }> }>(await request.get(`/api/payment/events?${query}`, { headers: keyHeaders() }));
      expect(answer.code, query).toBe(400);
      expect(answer.data.errors[0]!.field, query).toBe(field);
    }
    expect((await request.get("/api/payment/events")).status()).toBe(401);
  });
});
