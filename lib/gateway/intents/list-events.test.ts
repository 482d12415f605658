import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "../../db/client";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { isIntentEvent, type FeedEvent } from "../../contract/responses";
import { createPostgresDatabase } from "../../testing/databases";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { addMerchant, intentInput } from "../../testing/memory-database";
import { advanceIntent } from "./advance-intent";
import { createIntent } from "./create-intent";
import type { Merchant } from "../types";
import { decodeFeedCursor, encodeFeedCursor } from "./feed-cursor";
import { listEvents } from "./list-events";

/** Reads the whole feed after `after`, page by page: every event, and the cursor after the last. */
async function readAll(store: Store, merchant: Merchant, after?: string, limit = 500) {
  const events: FeedEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await listEvents(store, merchant, { after: cursor, limit });
    events.push(...page.data.filter(isIntentEvent));
    cursor = page.next;
    if (!page.has_more) return { events, cursor };
  }
}

describe.each(DATABASE_KINDS)("the event feed on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let shop: Merchant;
  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    shop = await addMerchant(db, "Feed shop");
  });
  afterAll(async () => dispose?.());

  it("carries every status of every intent, oldest first, with what a copy of the intent needs (never keys or card data)", async () => {
    const qr = (await createIntent(db.store, shop, intentInput("qr_present", 125.5))).intent;
    const card = (await createIntent(db.store, shop, intentInput("card_present", 99.99))).intent;
    await advanceIntent(db.store, shop, qr, "qr_authorized");
    const { events } = await readAll(db.store, shop);
    expect(events.map((e) => [e.intent, e.seq, e.status])).toEqual([
      [qr, 1, "qr_created"],
      [card, 1, "cp_created"],
      [qr, 2, "qr_scanned"],
      [qr, 3, "qr_progress"],
      [qr, 4, "qr_authorized"],
    ]);
    expect(events[4]).toMatchObject({
      type: "intent.status_changed",
      intent: qr,
      code: 103,
      reason: null,
      payment: "qr_present",
      amount: 125.5,
      data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", concept: "Coffee", ticket: null, items: [] },
      phoneLast4: null,
      cardLast4: null,
    });
    expect(events[4]!.event).toMatch(/^evt_/);
    expect(Date.parse(events[4]!.at)).toBeGreaterThanOrEqual(Date.parse(events[4]!.created));
    expect(JSON.stringify(events)).not.toMatch(/keys|signature|encryption|card_keys|PRIVATE KEY/i);
  });

  it("pages by an opaque cursor: a page's next continues exactly after it; with nothing new the same cursor comes back", async () => {
    const other = await addMerchant(db, "Paged shop");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createIntent(db.store, other, intentInput("ec_remote", 10 + i))).intent);
    const first = await listEvents(db.store, other, { limit: 2 });
    expect(first.data.filter(isIntentEvent).map((e) => e.intent)).toEqual(ids.slice(0, 2));
    expect(first.has_more).toBe(true);
    const second = await listEvents(db.store, other, { after: first.next, limit: 2 });
    expect(second.data.filter(isIntentEvent).map((e) => e.intent)).toEqual(ids.slice(2, 4));
    const third = await listEvents(db.store, other, { after: second.next, limit: 2 });
    expect(third.data.filter(isIntentEvent).map((e) => e.intent)).toEqual(ids.slice(4));
    expect(third.has_more).toBe(false);
    const idle = await listEvents(db.store, other, { after: third.next, limit: 2 });
    expect(idle).toEqual({ data: [], next: third.next, has_more: false });
    // the feed of one merchant never shows another's
    expect((await readAll(db.store, shop)).events.some((e) => ids.includes(e.intent))).toBe(false);
  });

  it("a cursor it did not give is 410 cursor_unknown: one that decodes to no feed cursor (another list's), another merchant's, or beyond its head", async () => {
    const other = await addMerchant(db, "Cursor shop");
    await createIntent(db.store, other, intentInput("qr_present"));
    const { cursor } = await readAll(db.store, shop);
    const refusal = (after: string) => listEvents(db.store, other, { after, limit: 10 }).then(() => null, (error: unknown) => error as AppError);
    // the form is the query schema's to check (400 naming `after`); a value of that form the feed did not give is 410
    expect(await refusal("bm90LWEtY3Vyc29y")).toMatchObject({ code: "cursor_unknown", status: 410 });
    expect(await refusal(Buffer.from(`${new Date().toISOString()} qp_x`).toString("base64url"))).toMatchObject({ code: "cursor_unknown", status: 410 });
    expect(await refusal(cursor)).toMatchObject({ code: "cursor_unknown", status: 410 });
    const mine = (await listEvents(db.store, other, { limit: 10 })).next;
    const ahead = encodeFeedCursor({ ...decodeFeedCursor(mine)!, position: decodeFeedCursor(mine)!.position + 1000n });
    expect(await refusal(ahead)).toMatchObject({ code: "cursor_unknown" });
  });

  it("positions the events a long silence left (more than one batch) in order, across several reads", async () => {
    const other = await addMerchant(db, "Backlog shop");
    // 2 100 committed events without positions (more than the 2 000 a read places), written at once
    await db.query(
      `WITH i AS (
         INSERT INTO payment_intent (id, merchant_id, payment, amount, branch, terminal, requested_at, items, status, code, seq, created_at)
         SELECT 'qp_backlog' || lpad(n::text, 12, '0'), $1, 'qr_present', 1, 'b', 't', now(), '[]', 'qr_created', 100, 1, now() + make_interval(secs => n)
         FROM generate_series(1, 2100) AS n RETURNING id, created_at
       )
       INSERT INTO intent_status_event (id, intent_id, merchant_id, seq, status, code, created_at) SELECT 'evt_' || id, id, $1, 1, 'qr_created', 100, created_at FROM i`,
      [other.id],
    );
    const { events } = await readAll(db.store, other);
    expect(events).toHaveLength(2100);
    expect(events.map((e) => e.intent)).toEqual(events.map((e) => e.intent).sort());
  });
});

describe("the event feed on postgresql, with writers that commit out of order", () => {
  let writers: Database[];
  let dispose: () => Promise<void>;
  let url: string;
  let shop: Merchant;
  beforeAll(async () => {
    const database = await createPostgresDatabase(inject("postgresUrl"));
    url = database.url;
    // two app instances (two pools) on one database
    writers = [await openDatabase(database.env), await openDatabase(database.env)];
    shop = await addMerchant(writers[0]!, "Busy shop");
    dispose = async () => {
      for (const db of writers) await db.close();
      await database.drop();
    };
  });
  afterAll(async () => dispose?.());

  it("an event that commits after the reader has passed later ones is still read (a cursor never skips it)", async () => {
    const [db] = writers;
    const slow = (await createIntent(db!.store, shop, intentInput("qr_present"))).intent;
    const { cursor } = await readAll(db!.store, shop);
    // a status change that stays uncommitted while others commit and the reader reads past them
    const session = new pg.Client({ connectionString: url });
    await session.connect();
    try {
      await session.query("BEGIN");
      const inTransaction: Store = { ...db!.store, sql: async <T,>(s: { text: string }, params: readonly unknown[] = []) => (await session.query(s.text, [...params])).rows as T[] };
      await advanceIntent(inTransaction, shop, slow, "qr_scanned");
      const quick = (await createIntent(db!.store, shop, intentInput("qr_present"))).intent;
      const before = await readAll(db!.store, shop, cursor);
      expect(before.events.map((e) => e.intent)).toEqual([quick]);
      await session.query("COMMIT");
      const after = await readAll(db!.store, shop, before.cursor);
      expect(after.events.map((e) => [e.intent, e.status])).toEqual([[slow, "qr_scanned"]]);
    } finally {
      await session.end();
    }
  });

  it("two instances writing concurrently while a reader pages with small pages: every event read exactly once, each intent's in order", async () => {
    const { cursor: start } = await readAll(writers[0]!.store, shop);
    let writing = true;
    const read: FeedEvent[] = [];
    const reader = (async () => {
      let cursor = start;
      for (;;) {
        const done = !writing;
        const page = await listEvents(writers[read.length % 2]!.store, shop, { after: cursor, limit: 7 });
        read.push(...page.data.filter(isIntentEvent));
        cursor = page.next;
        if (done && !page.has_more) return;
      }
    })();
    // 2 instances × 6 writers, each creating intents and walking them to authorized; each status change
    // is a transaction held open a random few milliseconds, so commits come out of order
    const written: string[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async (_, w) => {
        const db = writers[w % 2]!;
        for (let i = 0; i < 8; i++) {
          const intent = await db.store.transaction(async (tx) => {
            const created = await createIntent(tx, shop, intentInput(i % 2 ? "qr_present" : "ec_remote", 10 + i));
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
            return created.intent;
          });
          written.push(intent);
          if (intent.startsWith("qp_")) {
            await db.store.transaction(async (tx) => {
              await advanceIntent(tx, shop, intent, "qr_progress");
              await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
            });
            await advanceIntent(db.store, shop, intent, "qr_authorized");
          }
        }
      }),
    );
    writing = false;
    await reader;

    const ids = read.map((e) => e.event);
    expect(new Set(ids).size, "no event twice").toBe(ids.length);
    const committed = await writers[0]!.query<{ id: string }>("SELECT e.id FROM intent_status_event e WHERE e.intent_id = ANY($1::text[])", [written]);
    expect(ids.sort()).toEqual(committed.map((row) => row.id).sort());
    expect(ids).toHaveLength(written.filter((id) => id.startsWith("ec_")).length + written.filter((id) => id.startsWith("qp_")).length * 4);
    const lastSeq = new Map<string, number>();
    for (const event of read) {
      expect(event.seq, `${event.intent} in order`).toBe((lastSeq.get(event.intent) ?? 0) + 1);
      lastSeq.set(event.intent, event.seq);
    }
  });
});
