import { isIntentEvent } from "../../contract/responses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIntent } from "../intents/create-intent";
import { advanceIntent } from "../intents/advance-intent";
import { getTotals } from "../intents/get-totals";
import { listEvents } from "../intents/list-events";
import { getIntentDetail } from "../intents/get-intent-detail";
import { addMerchant, intentInput, openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { createRefund } from "./create-refund";
import { listRefunds } from "./list-refunds";
import { settleRefund } from "./settle-refund";

describe("refunds", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  async function paid(amount = 100): Promise<string> {
    const { intent } = await createIntent(m.db.store, m.merchant, intentInput("qr_present", amount));
    await advanceIntent(m.db.store, m.merchant, intent, "qr_authorized");
    return intent;
  }
  const events = (intent: string) =>
    m.db.query<{ seq: number; type: string; status: string; data: Record<string, unknown> | null; outbox: string | null }>(
      `SELECT e.seq, e.type, e.status, e.data, o.state AS outbox FROM intent_status_event e LEFT JOIN webhook_outbox o ON o.event_id = e.id
       WHERE e.intent_id = $1 ORDER BY e.seq`,
      [intent],
    );

  it("two partial refunds up to the amount, a third refused; each an event of the intent (status unchanged) with its outbox row", async () => {
    const intent = await paid(100);
    const first = await createRefund(m.db.store, m.merchant, intent, { amount: "60.25", reason: "requested_by_customer", note: "talla" });
    expect(first).toMatchObject({ intent, amount: 60.25, status: "refund_succeeded", reason: "requested_by_customer", refunded: 60.25, remaining: 39.75, note: "talla", failure: null });
    expect(first.refund).toMatch(/^rf_[0-9A-Za-z]{22}$/);
    const second = await createRefund(m.db.store, m.merchant, intent, {});
    expect(second).toMatchObject({ amount: 39.75, status: "refund_succeeded", refunded: 100, remaining: 0, reason: null });
    await expect(createRefund(m.db.store, m.merchant, intent, { amount: "0.01" })).rejects.toMatchObject({
      code: "refund_exceeds_remaining",
      status: 409,
      data: { amount: 0.01, refunded: 100, remaining: 0 },
    });
    await expect(createRefund(m.db.store, m.merchant, intent, {})).rejects.toMatchObject({ code: "refund_exceeds_remaining" });

    const written = await events(intent);
    expect(written.map((e) => [e.seq, e.type, e.status, e.outbox])).toEqual([
      [1, "intent.status_changed", "qr_created", "pending"],
      [2, "intent.status_changed", "qr_scanned", "pending"],
      [3, "intent.status_changed", "qr_progress", "pending"],
      [4, "intent.status_changed", "qr_authorized", "pending"],
      [5, "refund.succeeded", "qr_authorized", "pending"],
      [6, "refund.succeeded", "qr_authorized", "pending"],
    ]);
    expect(written[4]!.data).toMatchObject({ refund: first.refund, amount: 60.25, refunded: 60.25, remaining: 39.75 });
    const detail = await getIntentDetail(m.db.store, m.merchant, intent);
    expect(detail).toMatchObject({ status: "qr_authorized", refunded: 100, remaining: 0 });
    expect(detail.events.map((e) => e.status)).toEqual(["qr_created", "qr_scanned", "qr_progress", "qr_authorized"]);
    const list = await listRefunds(m.db.store, m.merchant, intent, { limit: 500 });
    expect(list).toMatchObject({ amount: 100, refunded: 100, remaining: 0, has_more: false, next: null });
    expect(list.data.map((r) => r.refund)).toEqual([first.refund, second.refund]);
  });

  it("the list pages by limit and after, oldest first, each page with the intent's totals", async () => {
    const intent = await paid(100);
    const made = [];
    for (const amount of ["10.00", "20.00", "30.00"]) made.push((await createRefund(m.db.store, m.merchant, intent, { amount })).refund);
    const first = await listRefunds(m.db.store, m.merchant, intent, { limit: 2 });
    expect(first).toMatchObject({ refunded: 60, remaining: 40, has_more: true });
    expect(first.data.map((r) => r.refund)).toEqual(made.slice(0, 2));
    const rest = await listRefunds(m.db.store, m.merchant, intent, { after: first.next!, limit: 2 });
    expect(rest).toMatchObject({ refunded: 60, has_more: false, next: null });
    expect(rest.data.map((r) => r.refund)).toEqual(made.slice(2));
    await expect(listRefunds(m.db.store, m.merchant, intent, { after: "bm9wZQ", limit: 2 })).rejects.toMatchObject({ code: "invalid_request" });
  });

  it("only an authorized intent: 409 intent_not_refundable with its status, nothing written", async () => {
    const { intent } = await createIntent(m.db.store, m.merchant, intentInput("card_present", 50));
    const before = await events(intent);
    await expect(createRefund(m.db.store, m.merchant, intent, { amount: "10.00" })).rejects.toMatchObject({ code: "intent_not_refundable", data: { status: "cp_created" } });
    await expect(createRefund(m.db.store, m.merchant, intent, {})).rejects.toMatchObject({ code: "intent_not_refundable" });
    expect(await events(intent)).toEqual(before);
    await expect(createRefund(m.db.store, m.merchant, "qp_missing0000000000000000", {})).rejects.toMatchObject({ code: "intent_not_found" });
    const other = await addMerchant(m.db, "Other refunds shop");
    const mine = await paid(20);
    await expect(createRefund(m.db.store, other, mine, {})).rejects.toMatchObject({ code: "intent_not_found" });
  });

  it("sandbox: .13 fails at once (nothing reserved), .14 stays pending (reserved) until settled; a failed pending one gives its amount back", async () => {
    const intent = await paid(100);
    const failed = await createRefund(m.db.store, m.merchant, intent, { amount: "10.13" });
    expect(failed).toMatchObject({ status: "refund_failed", failure: "refund_declined", refunded: 0, remaining: 100 });
    const pending = await createRefund(m.db.store, m.merchant, intent, { amount: "80.14" });
    expect(pending).toMatchObject({ status: "refund_pending", refunded: 80.14, remaining: 19.86 });
    await expect(createRefund(m.db.store, m.merchant, intent, { amount: "20.00" })).rejects.toMatchObject({ code: "refund_exceeds_remaining" });
    const settled = await settleRefund(m.db.store, m.merchant, pending.refund, "refund_failed");
    expect(settled).toMatchObject({ status: "refund_failed", failure: "refund_declined", refunded: 0, remaining: 100 });
    await expect(settleRefund(m.db.store, m.merchant, pending.refund, "refund_succeeded")).rejects.toMatchObject({ code: "refund_not_pending", data: { status: "refund_failed" } });
    const again = await createRefund(m.db.store, m.merchant, intent, { amount: "30.14" });
    expect(await settleRefund(m.db.store, m.merchant, again.refund, "refund_succeeded")).toMatchObject({ status: "refund_succeeded", refunded: 30.14, remaining: 69.86 });
    expect((await events(intent)).slice(4).map((e) => e.type)).toEqual(["refund.failed", "refund.pending", "refund.failed", "refund.pending", "refund.succeeded"]);
    await expect(settleRefund(m.db.store, m.merchant, "rf_missing00000000000000", "refund_succeeded")).rejects.toMatchObject({ code: "refund_not_found" });
  });

  it("the feed carries refund events with the refund's facts; the totals net succeeded refunds by the day they were made", async () => {
    const merchant = await addMerchant(m.db, "Feed refunds shop");
    const { intent } = await createIntent(m.db.store, merchant, intentInput("ec_remote", 250.5));
    await advanceIntent(m.db.store, merchant, intent, "ec_auhtorized");
    const refund = await createRefund(m.db.store, merchant, intent, { amount: "50.50", reason: "duplicate" });
    await createRefund(m.db.store, merchant, intent, { amount: "20.14" });
    const page = await listEvents(m.db.store, merchant, { limit: 100 });
    const refunds = page.data.filter(isIntentEvent).filter((e) => e.type.startsWith("refund."));
    expect(refunds.map((e) => [e.type, e.status, e.refund?.status, e.refund?.amount])).toEqual([
      ["refund.succeeded", "ec_auhtorized", "refund_succeeded", 50.5],
      ["refund.pending", "ec_auhtorized", "refund_pending", 20.14],
    ]);
    expect(refunds[0]!.refund).toMatchObject({ refund: refund.refund, intent, reason: "duplicate", refunded: 50.5, remaining: 200 });
    const day = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    const totals = await getTotals(m.db.store, merchant, day);
    expect(totals.groups.authorized).toEqual({ count: 1, amount: "250.50" });
    expect(totals.refunds).toEqual({ succeeded: { count: 1, amount: "50.50" }, pending: { count: 1, amount: "20.14" } });
    expect(totals.net).toBe("200.00");
    await m.db.query("UPDATE refund SET created_at = created_at + interval '1 day' WHERE id = $1", [refund.refund]);
    expect((await getTotals(m.db.store, merchant, day)).net).toBe("250.50");
  });

  it("the refunded total can never pass the amount, whatever writes it (a CHECK of the table)", async () => {
    const intent = await paid(10);
    await expect(m.db.query("UPDATE payment_intent SET refunded = 10.01 WHERE id = $1", [intent])).rejects.toThrow(/payment_intent_refunded_check/);
  });
});
