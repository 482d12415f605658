import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { Database } from "../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../testing/fresh-database";
import { applyIntentUpdate, type IntentFields, type IntentStatus } from "./apply-intent-update";
import { LIVE_CHANNEL, type LiveChange } from "./live-bus";

const STATUSES: Record<number, IntentStatus> = {
  1: { status: "qr_created", code: 100, seq: 1, reason: null },
  2: { status: "qr_scanned", code: 101, seq: 2, reason: null },
  3: { status: "qr_progress", code: 102, seq: 3, reason: null },
  4: { status: "qr_authorized", code: 103, seq: 4, reason: null },
};
const FIELDS: IntentFields = {
  payment: "qr_present",
  amount: "125.50",
  branch: "main",
  terminal: "till-1",
  ticket: "T-1",
  concept: null,
  phoneLast4: null,
  cardLast4: null,
  items: [{ sku: "1001", price: "45.5", description: "Latte", qty: 2 }, {}],
  createdAt: new Date("2026-01-02T03:04:05.000Z"),
};

let counter = 0;
const newIntent = () => `qp_${Date.now().toString(36)}${(counter++).toString().padStart(8, "0")}`.padEnd(19, "0");
const webhook = (intent: string, seq: number, webhookId = `msg_${intent}_${seq}`) =>
  ({ kind: "webhook", intent, status: STATUSES[seq]!, webhookId, raw: { headers: { "webhook-id": webhookId }, body: "{}" } }) as const;
const fromApi = (intent: string, upTo: number) =>
  ({
    kind: "api",
    intent,
    status: STATUSES[upTo]!,
    fields: FIELDS,
    history: Array.from({ length: upTo }, (_, i) => ({ ...STATUSES[i + 1]!, at: new Date(Date.UTC(2026, 0, 2, 3, 5, i)) })),
  }) as const;

describe.each(DATABASE_KINDS)("applyIntentUpdate on $kind", ({ kind }) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose: cleanup } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const stored = (id: string) => db.prisma.dashboardIntent.findUniqueOrThrow({ where: { id } });
  const events = (id: string) => db.prisma.dashboardIntentEvent.findMany({ where: { intentId: id }, orderBy: { seq: "asc" } });

  it("an older sequence number never overwrites a newer status, but joins the history", async () => {
    const id = newIntent();
    expect(await applyIntentUpdate(db, webhook(id, 3))).toMatchObject({ changed: true, inserted: true, receipts: 1, detailed: false });
    expect(await applyIntentUpdate(db, webhook(id, 2))).toMatchObject({ changed: false, inserted: false, receipts: 1 });
    expect(await stored(id)).toMatchObject({ status: "qr_progress", seq: 3, final: false });
    expect((await events(id)).map((e) => e.seq)).toEqual([2, 3]);

    expect(await applyIntentUpdate(db, webhook(id, 4))).toMatchObject({ changed: true, inserted: false });
    expect(await stored(id)).toMatchObject({ status: "qr_authorized", seq: 4, final: true });
  });

  it("the same webhook twice is one event with two receipts", async () => {
    const id = newIntent();
    expect(await applyIntentUpdate(db, webhook(id, 1))).toMatchObject({ changed: true, receipts: 1 });
    expect(await applyIntentUpdate(db, webhook(id, 1))).toMatchObject({ changed: false, receipts: 2 });
    const history = await events(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ seq: 1, source: "webhook", receipts: 2, webhookId: `msg_${id}_1` });
  });

  it("the API's history fills the gaps webhooks left, keeps what webhooks brought, and fills the fields and items", async () => {
    const id = newIntent();
    await applyIntentUpdate(db, webhook(id, 1));
    await applyIntentUpdate(db, webhook(id, 3));
    expect(await applyIntentUpdate(db, fromApi(id, 3))).toMatchObject({ changed: false, inserted: false, detailed: true });
    const history = await events(id);
    expect(history.map((e) => [e.seq, e.status, e.source])).toEqual([
      [1, "qr_created", "webhook"],
      [2, "qr_scanned", "api"],
      [3, "qr_progress", "webhook"],
    ]);
    expect(history[1]?.occurredAt.toISOString()).toBe("2026-01-02T03:05:01.000Z");
    expect(history[0]?.raw).not.toBeNull(); // the webhook as received stays
    const row = await stored(id);
    expect(row).toMatchObject({ status: "qr_progress", seq: 3, detailed: true, branch: "main", ticket: "T-1" });
    expect(row.amount?.toString()).toBe("125.5");
    expect(row.items).toEqual(FIELDS.items); // the item lines, as JSON, exactly as the API answered them
  });

  it("an API read that is behind the webhooks does not move the status back", async () => {
    const id = newIntent();
    await applyIntentUpdate(db, webhook(id, 4));
    expect(await applyIntentUpdate(db, fromApi(id, 2))).toMatchObject({ changed: false });
    expect(await stored(id)).toMatchObject({ status: "qr_authorized", seq: 4, final: true, detailed: true });
    expect((await events(id)).map((e) => e.seq)).toEqual([1, 2, 4]);
  });

  it("an intent first heard of from the API is created with its fields and history", async () => {
    const id = newIntent();
    expect(await applyIntentUpdate(db, fromApi(id, 2))).toMatchObject({ changed: true, inserted: true, detailed: true });
    const row = await stored(id);
    expect(row).toMatchObject({ status: "qr_scanned", seq: 2, payment: "qr_present" });
    expect(row.firstSeenAt.toISOString()).toBe(FIELDS.createdAt.toISOString());
    expect((await events(id)).map((e) => e.source)).toEqual(["api", "api"]);
  });

  it("a check with nothing new only moves the time it was last heard of", async () => {
    const id = newIntent();
    await applyIntentUpdate(db, webhook(id, 1));
    const before = await stored(id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await applyIntentUpdate(db, { kind: "checked", intent: id })).toMatchObject({ changed: false });
    const after = await stored(id);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after).toMatchObject({ status: before.status, seq: before.seq });
  });

  it("live pages hear a status that moved, and not a stale one", async () => {
    const heard: LiveChange[] = [];
    const stop = await db.listen(LIVE_CHANNEL, (payload) => heard.push(JSON.parse(payload) as LiveChange));
    try {
      await vi.waitFor(async () => {
        const probe = newIntent(); // until the LISTEN is in place
        await applyIntentUpdate(db, webhook(probe, 1));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard.some((c) => c.intent === probe)).toBe(true);
      });
      const id = newIntent();
      await applyIntentUpdate(db, webhook(id, 2));
      await applyIntentUpdate(db, webhook(id, 1)); // older: stored, not announced
      await applyIntentUpdate(db, webhook(id, 3));
      await vi.waitFor(() => expect(heard.filter((c) => c.intent === id).at(-1)).toEqual({ intent: id, status: "qr_progress", code: 102, seq: 3, reason: null }));
      await applyIntentUpdate(db, fromApi(id, 3)); // an API read announces what it read
      await vi.waitFor(() => expect(heard.filter((c) => c.intent === id)).toHaveLength(3));
      expect(heard.filter((c) => c.intent === id).map((c) => c.seq)).toEqual([2, 3, 3]);
    } finally {
      await stop();
    }
  });
});
