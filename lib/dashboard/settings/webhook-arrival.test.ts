import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertDashboardIntent } from "../../testing/dashboard-intents";
import { openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { readWebhookArrival, webhookDelivery } from "./webhook-arrival";

const at = (iso: string) => new Date(iso);
const receiver = "http://localhost:3000/api/webhooks/payment";
const endpoint = "http://127.0.0.1:3000/api/webhooks/payment";

describe("webhookDelivery", () => {
  it("is here when webhooks arrive, however the endpoint's host is spelled (127.0.0.1 for a browser on localhost)", () => {
    expect(webhookDelivery({ lastWebhookAt: at("2026-03-01T10:00:00Z"), lastMissedAt: null }, endpoint, receiver)).toBe("here");
    // a change the feed brought before its webhook, older than the last webhook: still here
    expect(webhookDelivery({ lastWebhookAt: at("2026-03-01T10:00:00Z"), lastMissedAt: at("2026-03-01T09:00:00Z") }, endpoint, receiver)).toBe("here");
  });

  it("is elsewhere when changes came only from the API after the last webhook, or no webhook ever came — even with the same URL", () => {
    expect(webhookDelivery({ lastWebhookAt: at("2026-03-01T10:00:00Z"), lastMissedAt: at("2026-03-01T11:00:00Z") }, endpoint, receiver)).toBe("elsewhere");
    expect(webhookDelivery({ lastWebhookAt: null, lastMissedAt: at("2026-03-01T11:00:00Z") }, receiver, receiver)).toBe("elsewhere");
  });

  it("before any payment, goes by what the URLs point at: the same place (127.0.0.1 for localhost, this machine's address) is here, another is not known yet", () => {
    const nothing = { lastWebhookAt: null, lastMissedAt: null };
    expect(webhookDelivery(nothing, receiver, receiver)).toBe("here");
    expect(webhookDelivery(nothing, endpoint, receiver)).toBe("here");
    expect(webhookDelivery(nothing, "http://192.168.1.20:3000/api/webhooks/payment", receiver, new Set(["192.168.1.20"]))).toBe("here");
    expect(webhookDelivery(nothing, "http://192.168.1.20:3000/api/webhooks/payment", receiver, new Set())).toBe("notYet");
    expect(webhookDelivery(nothing, "http://127.0.0.1:3001/api/webhooks/payment", receiver)).toBe("notYet");
    expect(webhookDelivery(nothing, null, receiver)).toBe("notYet");
  });
});

describe("readWebhookArrival on the dashboard's copy (PGlite)", () => {
  let memory: MemoryDatabase;
  beforeAll(async () => {
    memory = await openMemoryDatabase();
  });
  afterAll(() => memory?.close());

  const event = (intent: string, seq: number, source: string, agoSeconds: number) =>
    memory.db.query(
      `INSERT INTO dashboard_intent_event (intent_id, seq, status, code, source, receipts, occurred_at, received_at)
       VALUES ($1, $2::int, 'qr_created', 100, $3, $4::int, now() - make_interval(secs => $5::int), now() - make_interval(secs => $5::int))`,
      [intent, seq, source, source === "webhook" ? 1 : 0, agoSeconds],
    );

  it("tells the last webhook received, and a change read only from the feed once its webhook had time to come", async () => {
    expect(await readWebhookArrival(memory.db.store)).toEqual({ lastWebhookAt: null, lastMissedAt: null });

    await insertDashboardIntent(memory.db.store, "qp_arrivalwebhook1", { status: "qr_created", created: new Date().toISOString() });
    await event("qp_arrivalwebhook1", 1, "webhook", 300);
    const first = await readWebhookArrival(memory.db.store);
    expect(first.lastWebhookAt).toBeInstanceOf(Date);
    expect(first.lastMissedAt).toBeNull();

    // read from the feed just now: its webhook may still come
    await insertDashboardIntent(memory.db.store, "qp_arrivalfeed0001", { status: "qr_created", created: new Date().toISOString() });
    await event("qp_arrivalfeed0001", 1, "feed", 5);
    expect((await readWebhookArrival(memory.db.store)).lastMissedAt).toBeNull();
    // read from the feed two minutes ago, no webhook since: missed, later than the last webhook
    await event("qp_arrivalfeed0001", 2, "feed", 120);
    const later = await readWebhookArrival(memory.db.store);
    expect(later.lastMissedAt!.getTime()).toBeGreaterThan(later.lastWebhookAt!.getTime());
    expect(webhookDelivery(later, "http://127.0.0.1/api/webhooks/payment", "http://localhost/api/webhooks/payment")).toBe("elsewhere");
  });
});
