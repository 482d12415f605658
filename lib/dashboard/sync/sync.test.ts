import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { advanceIntent } from "../../gateway/intents/advance-intent";
import { cancelIntent } from "../../gateway/intents/cancel-intent";
import { createIntent } from "../../gateway/intents/create-intent";
import { listEvents } from "../../gateway/intents/list-events";
import { createRefund } from "../../gateway/refunds/create-refund";
import { settleRefund } from "../../gateway/refunds/settle-refund";
import { webhookBody } from "../../gateway/webhooks/deliver-event";
import { initEcPayment } from "../../gateway/intents/init-ec-payment";
import type { Merchant } from "../../gateway/types";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { addMerchant, intentInput } from "../../testing/memory-database";
import { LIVE_CHANNEL, type LiveChange } from "../live-bus";
import { PaymentApiError, type FeedPage, type PaymentApi } from "../payment-api";
import { receiveWebhook } from "../receive-webhook";
import { applyFeedPage, SyncLeaseLost } from "./apply-feed-page";
import { runSyncPass } from "./run-sync-pass";
import { syncLease } from "./sync-lease";

const SECRET = "whsec_c2VjcmV0LW9mLXRoZS1zeW5jLXRlc3Q=";

/**
 * The sync against the service's real feed on both databases (the service's and the dashboard's
 * tables in one database, as in the embedded default), without HTTP: `events` calls listEvents.
 */
describe.each(DATABASE_KINDS)("the dashboard's sync on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let shop: Merchant;
  let api: Pick<PaymentApi, "events"> & { reads: number };
  const owner = "instance-a";

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    shop = await addMerchant(db, "Synced shop");
    api = {
      reads: 0,
      events: async (after, limit = 500) => {
        api.reads++;
        try {
          return (await listEvents(db.store, shop, { after: after ?? undefined, limit })) as FeedPage;
        } catch (error) {
          // as the HTTP client hands the service's refusals on
          if (error instanceof AppError) throw new PaymentApiError(error.status, error.code, error.data);
          throw error;
        }
      },
    };
  });
  afterAll(async () => dispose?.());

  const copy = (id: string) => db.prisma.dashboardIntent.findUniqueOrThrow({ where: { id }, include: { events: { orderBy: { seq: "asc" } } } });
  const sync = () => runSyncPass(db.store, api, owner);
  async function webhookArrives(intent: string, status: string, code: number, seq: number) {
    const body = JSON.stringify({ intent, status, code });
    const id = `evt_hook_${intent}_${seq}`;
    const now = new Date();
    const headers = { "webhook-id": id, "webhook-timestamp": String(Math.floor(now.getTime() / 1000)), "webhook-signature": new Webhook(SECRET).sign(id, now, body), "caja-sequence": String(seq) };
    return receiveWebhook(db.store, body, headers, [SECRET]);
  }

  it("brings every intent with its fields, item lines and history at the service's times, and moves the cursor with each page", async () => {
    const input = intentInput("qr_present", 125.5);
    input.data.items = [{ sku: "1001", price: "45.5", description: "Latte", qty: 2 }];
    input.data.ticket = "T-9";
    const qr = (await createIntent(db.store, shop, input)).intent;
    await advanceIntent(db.store, shop, qr, "qr_authorized");
    const ec = (await createIntent(db.store, shop, intentInput("ec_remote", 10))).intent;
    await initEcPayment(db.store, shop, ec, "5512345678");

    expect(await sync()).toMatchObject({ kind: "caught-up", events: 6 });
    const paid = await copy(qr);
    expect(paid).toMatchObject({ payment: "qr_present", branch: "b1", terminal: "t1", ticket: "T-9", status: "qr_authorized", code: 103, seq: 4, final: true, detailed: true });
    expect(paid.amount?.toFixed(2)).toBe("125.50");
    expect(paid.items).toEqual([{ sku: "1001", price: "45.5", description: "Latte", qty: 2 }]);
    const history = await db.query<{ seq: number; created_at: Date }>("SELECT seq, created_at FROM intent_status_event WHERE intent_id = $1 ORDER BY seq", [qr]);
    expect(paid.events.map((e) => [e.seq, e.source, e.occurredAt.getTime()])).toEqual(history.map((e) => [e.seq, "feed", e.created_at.getTime()]));
    expect(await copy(ec)).toMatchObject({ status: "ec_inited", phoneLast4: "5678", amount: expect.anything() });

    const state = await db.prisma.dashboardSync.findUniqueOrThrow({ where: { id: "payments" } });
    expect(state).toMatchObject({ leaseOwner: null, lastError: null });
    expect(Number(state.applied)).toBe(6);
    expect(state.caughtUpAt).not.toBeNull();
    // nothing new: one read, nothing applied
    const reads = api.reads;
    expect(await sync()).toMatchObject({ kind: "caught-up", events: 0 });
    expect(api.reads - reads).toBe(1);
  });

  it("a webhook stores the status at once; the next pass fills in what its body does not carry and never moves the status back", async () => {
    const id = (await createIntent(db.store, shop, intentInput("qr_present", 77.7))).intent;
    await advanceIntent(db.store, shop, id, "qr_scanned");
    await webhookArrives(id, "qr_scanned", 101, 2); // before the sync has read anything of it
    expect(await copy(id)).toMatchObject({ status: "qr_scanned", seq: 2, detailed: false, amount: null });
    await advanceIntent(db.store, shop, id, "qr_progress");
    await webhookArrives(id, "qr_progress", 102, 3);
    await sync();
    const filled = await copy(id);
    expect(filled).toMatchObject({ status: "qr_progress", seq: 3, detailed: true, branch: "b1" });
    expect(filled.amount?.toFixed(2)).toBe("77.70");
    expect(filled.events.map((e) => [e.seq, e.source])).toEqual([
      [1, "feed"],
      [2, "webhook"],
      [3, "webhook"],
    ]);
    // the webhook's arrival time was replaced by the service's
    const serviceTimes = await db.query<{ created_at: Date }>("SELECT created_at FROM intent_status_event WHERE intent_id = $1 ORDER BY seq", [id]);
    expect(filled.events.map((e) => e.occurredAt.getTime())).toEqual(serviceTimes.map((e) => e.created_at.getTime()));
    // a late webhook of an older status changes nothing but its count
    expect(await webhookArrives(id, "qr_scanned", 101, 2)).toMatchObject({ applied: false, duplicate: true });
    expect(await copy(id)).toMatchObject({ status: "qr_progress", seq: 3 });
  });

  it("a page applied twice (a crash between apply and the next read) changes nothing", async () => {
    const id = (await createIntent(db.store, shop, intentInput("card_present", 5))).intent;
    await cancelIntent(db.store, shop, id);
    const { cursor } = (await db.prisma.dashboardSync.findUniqueOrThrow({ where: { id: "payments" } })) as { cursor: string };
    await sync();
    const once = await copy(id);
    // the same page again, as if the cursor had not moved
    const page = await api.events(cursor, 500);
    const lease = await syncLease.take(db.store, owner);
    expect(lease).not.toBe(false);
    await db.prisma.dashboardSync.update({ where: { id: "payments" }, data: { cursor } });
    await applyFeedPage(db.store, { owner, from: cursor, next: page.next, events: page.data, leaseSeconds: 30 });
    await syncLease.release(db.store, owner, { caughtUpAt: null, error: null });
    const twice = await copy(id);
    expect(twice.events).toHaveLength(once.events.length);
    expect(twice).toMatchObject({ status: once.status, seq: once.seq, reason: "canceled", final: true });
  });

  it("one instance reads at a time: another's pass finds the lease taken, and a page applied under a lost lease or from a moved cursor writes nothing", async () => {
    expect(await syncLease.take(db.store, "instance-b")).not.toBe(false);
    expect(await runSyncPass(db.store, api, owner)).toEqual({ kind: "leased" });
    const id = (await createIntent(db.store, shop, intentInput("qr_present"))).intent;
    const { cursor } = await db.prisma.dashboardSync.findUniqueOrThrow({ where: { id: "payments" } });
    const page = await api.events(cursor, 500);
    await expect(applyFeedPage(db.store, { owner, from: cursor, next: page.next, events: page.data, leaseSeconds: 30 })).rejects.toBeInstanceOf(SyncLeaseLost);
    await expect(applyFeedPage(db.store, { owner: "instance-b", from: "not-where-it-is", next: page.next, events: page.data, leaseSeconds: 30 })).rejects.toBeInstanceOf(SyncLeaseLost);
    expect(await db.prisma.dashboardIntent.findUnique({ where: { id } })).toBeNull();
    // a crashed instance's lease runs out, and another takes over
    await db.prisma.dashboardSync.update({ where: { id: "payments" }, data: { leaseUntil: new Date(Date.now() - 1000) } });
    expect(await sync()).toMatchObject({ kind: "caught-up" });
    expect(await copy(id)).toMatchObject({ detailed: true });
  });

  it("a cursor the service does not know (another service, one restored from an older backup) starts the feed over", async () => {
    const id = (await createIntent(db.store, shop, intentInput("qr_present"))).intent;
    const other = await addMerchant(db, "Another service's merchant");
    await createIntent(db.store, other, intentInput("qr_present"));
    const foreign = (await listEvents(db.store, other, { limit: 1 })).next;
    await db.prisma.dashboardSync.update({ where: { id: "payments" }, data: { cursor: foreign } });
    const reads = api.reads;
    expect(await sync()).toMatchObject({ kind: "caught-up" });
    expect(api.reads - reads).toBeGreaterThanOrEqual(2); // refused, then from the start
    expect(await copy(id)).toMatchObject({ detailed: true });
  });

  it("a failed read is noted with its code and the lease freed; the next pass carries on from the cursor", async () => {
    const id = (await createIntent(db.store, shop, intentInput("qr_present"))).intent;
    const down: Pick<PaymentApi, "events"> = { events: async () => Promise.reject(new PaymentApiError(503, "database_unavailable")) };
    await expect(runSyncPass(db.store, down, owner)).rejects.toBeInstanceOf(PaymentApiError);
    expect(await db.prisma.dashboardSync.findUniqueOrThrow({ where: { id: "payments" } })).toMatchObject({ leaseOwner: null, lastError: "database_unavailable" });
    await sync();
    expect(await copy(id)).toMatchObject({ detailed: true });
    expect(await db.prisma.dashboardSync.findUniqueOrThrow({ where: { id: "payments" } })).toMatchObject({ lastError: null });
  });

  it("live pages hear each intent a page added, moved or filled in (and nothing for what they already show)", async () => {
    const heard: LiveChange[] = [];
    const stop = await db.listen(LIVE_CHANNEL, (payload) => heard.push(JSON.parse(payload) as LiveChange));
    try {
      await vi.waitFor(async () => {
        const probe = (await createIntent(db.store, shop, intentInput("qr_present"))).intent;
        await sync();
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard.some((c) => c.intent === probe)).toBe(true);
      });
      const added = (await createIntent(db.store, shop, intentInput("qr_present"))).intent;
      const hooked = (await createIntent(db.store, shop, intentInput("qr_present"))).intent;
      await webhookArrives(hooked, "qr_created", 100, 1);
      // the webhook's own live change reaches a PostgreSQL listener on its own time: heard before the slate is cleared
      await vi.waitFor(() => expect(heard.some((c) => c.intent === hooked && !c.filled)).toBe(true));
      const known = (await createIntent(db.store, shop, intentInput("qr_present"))).intent;
      heard.length = 0;
      await sync();
      await vi.waitFor(() => expect(heard.filter((c) => c.intent === hooked)).toEqual([{ intent: hooked, status: "qr_created", code: 100, seq: 1, reason: null, filled: true }]));
      expect(heard.filter((c) => c.intent === added)).toEqual([{ intent: added, status: "qr_created", code: 100, seq: 1, reason: null, filled: true }]);
      heard.length = 0;
      await advanceIntent(db.store, shop, known, "qr_scanned");
      await sync();
      await vi.waitFor(() => expect(heard.some((c) => c.intent === known)).toBe(true));
      expect(heard.filter((c) => c.intent === known)).toEqual([{ intent: known, status: "qr_scanned", code: 101, seq: 2, reason: null }]);
      expect(heard.some((c) => c.intent === added || c.intent === hooked)).toBe(false);
    } finally {
      await stop();
    }
  });

  it("refund webhooks arriving while the sync applies the same page (the intent's statuses and its refunds) never deadlock: both lock the intent before its refund", async () => {
    const all: string[] = [];
    for (let round = 0; round < 4; round++) {
      // paid and refunded since the last pass: the page holds each intent's statuses and its refund
      const intents: string[] = [];
      for (let i = 0; i < 10; i++) {
        const intent = (await createIntent(db.store, shop, intentInput("qr_present", 50))).intent;
        await advanceIntent(db.store, shop, intent, "qr_authorized");
        await createRefund(db.store, shop, intent, { amount: "1.50" });
        intents.push(intent);
      }
      all.push(...intents);
      const events = await db.query<{ id: string; intent_id: string; seq: number; type: string; data: Record<string, unknown> }>(
        "SELECT id, intent_id, seq, type, data FROM intent_status_event WHERE intent_id = ANY($1::text[]) AND type <> 'intent.status_changed' ORDER BY intent_id DESC",
        [intents],
      );
      const deliveries = events.map((event) => {
        const body = webhookBody({ intentId: event.intent_id, status: "qr_authorized", code: 103, type: event.type, data: event.data }, new Date());
        const now = new Date();
        const headers = { "webhook-id": event.id, "webhook-timestamp": String(Math.floor(now.getTime() / 1000)), "webhook-signature": new Webhook(SECRET).sign(event.id, now, body), "caja-sequence": String(event.seq) };
        return () => receiveWebhook(db.store, body, headers, [SECRET]);
      });
      // the intents' status webhooks got there first (as they are sent first): the copies exist, so the refund webhooks insert
      for (const intent of intents) await webhookArrives(intent, "qr_authorized", 103, 4);
      await Promise.all([sync(), ...deliveries.map((deliver) => deliver())]);
    }
    await sync();
    const [copyTotal] = await db.query<{ n: number; sum: string }>("SELECT count(*)::int AS n, sum(amount)::text AS sum FROM dashboard_refund WHERE intent_id = ANY($1::text[])", [all]);
    expect(copyTotal).toEqual({ n: 40, sum: "60.00" });
  });

  it("refunds: the feed brings them beside the copy (its status and history untouched), a refund webhook signed as the service signs it updates one first, and neither moves a refund back", async () => {
    const intent = (await createIntent(db.store, shop, intentInput("card_present", 300))).intent;
    await advanceIntent(db.store, shop, intent, "cp_authorized");
    const first = await createRefund(db.store, shop, intent, { amount: "100.00", reason: "requested_by_customer" });
    const pending = await createRefund(db.store, shop, intent, { amount: "50.14" });
    await sync();
    const before = await copy(intent);
    expect(before).toMatchObject({ status: "cp_authorized", seq: 3 });
    expect(before.events.map((e) => e.status)).toEqual(["cp_created", "cp_progress", "cp_authorized"]);
    const refunds = () => db.prisma.dashboardRefund.findMany({ where: { intentId: intent }, orderBy: { seq: "asc" } });
    expect((await refunds()).map((r) => [r.id, r.amount.toFixed(2), r.status, r.seq])).toEqual([
      [first.refund, "100.00", "refund_succeeded", 4],
      [pending.refund, "50.14", "refund_pending", 5],
    ]);

    // the pending one settles: its webhook arrives before the sync reads the feed
    const settled = await settleRefund(db.store, shop, pending.refund, "refund_succeeded");
    const [event] = await db.query<{ id: string; seq: number; type: string; data: Record<string, unknown> }>(
      "SELECT id, seq, type, data FROM intent_status_event WHERE refund_id = $1 ORDER BY seq DESC LIMIT 1",
      [pending.refund],
    );
    const body = webhookBody({ intentId: intent, status: "cp_authorized", code: 122, type: event!.type, data: event!.data }, new Date());
    const now = new Date();
    const headers = { "webhook-id": event!.id, "webhook-timestamp": String(Math.floor(now.getTime() / 1000)), "webhook-signature": new Webhook(SECRET).sign(event!.id, now, body), "caja-sequence": String(event!.seq) };
    new Webhook(SECRET).verify(body, headers); // what a merchant's receiver does with the standardwebhooks package
    expect(JSON.parse(body)).toMatchObject({ type: "refund.succeeded", data: { refund: pending.refund, status: "refund_succeeded", amount: 50.14, refunded: 150.14, remaining: 149.86 } });
    expect(settled.refunded).toBe(150.14);
    expect(await receiveWebhook(db.store, body, headers, [SECRET])).toMatchObject({ intent, status: "refund_succeeded", applied: true });
    expect((await refunds()).map((r) => [r.status, r.seq])).toEqual([["refund_succeeded", 4], ["refund_succeeded", 6]]);
    // the older event of the same refund, late: changes nothing
    const old = webhookBody({ intentId: intent, status: "cp_authorized", code: 122, type: "refund.pending", data: { ...event!.data, status: "refund_pending" } }, now);
    const oldHeaders = { ...headers, "webhook-id": "evt_late0000000000000000", "webhook-signature": new Webhook(SECRET).sign("evt_late0000000000000000", now, old), "caja-sequence": "5" };
    expect(await receiveWebhook(db.store, old, oldHeaders, [SECRET])).toMatchObject({ applied: false });
    await sync();
    expect((await refunds()).map((r) => [r.status, r.seq])).toEqual([["refund_succeeded", 4], ["refund_succeeded", 6]]);
    expect(await copy(intent)).toMatchObject({ status: "cp_authorized", seq: 3 });
  });
});
