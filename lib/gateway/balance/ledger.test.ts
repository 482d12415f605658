import { clabe } from "clabe-validator";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { sql } from "../../db/statements";
import { TEST_MASTER_KEY } from "../../testing/databases";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { addMerchant, intentInput } from "../../testing/memory-database";
import { advanceIntent } from "../intents/advance-intent";
import { createIntent } from "../intents/create-intent";
import { getTotals } from "../intents/get-totals";
import { createRefund } from "../refunds/create-refund";
import { settleRefund } from "../refunds/settle-refund";
import type { Merchant } from "../types";
import type { PaymentType } from "../../contract/statuses";
import { TYPE_ORDER } from "./balance-transaction-row";
import { availableOn, businessCalendar, businessDateOf, nextBusinessDay } from "./business-calendar";
import { findPayout } from "./find-payout";
import { getBalance } from "./get-balance";
import { getPayoutAccount } from "./get-payout-account";
import { listBalanceTransactions } from "./list-balance-transactions";
import { sandboxBank, type PayoutBank } from "./payout-bank";
import { runPayouts } from "./run-payouts";
import { setPayoutAccount } from "./set-payout-account";
import { setPricing } from "./set-pricing";
import { settlePayout } from "./settle-payout";

const masterKey = Buffer.from(TEST_MASTER_KEY, "base64");
const calendar = businessCalendar();
const GOOD_CLABE = clabe.calculate(2, 180, 12345678901);
const FAILING_CLABE = clabe.calculate(2, 180, 2);
const PENDING_CLABE = clabe.calculate(2, 180, 3);
const AUTHORIZED: Record<PaymentType, string> = { qr_present: "qr_authorized", ec_remote: "ec_auhtorized", card_present: "cp_authorized" };

describe.each(DATABASE_KINDS)("the merchant's ledger and payouts on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  // the day every movement of this test is available on (they all happen now), and the days after it
  const day0 = availableOn(new Date(), calendar);
  const day1 = nextBusinessDay(day0, calendar);
  const day2 = nextBusinessDay(day1, calendar);
  const day3 = nextBusinessDay(day2, calendar);

  const pay = async (shop: Merchant, payment: PaymentType, amount: number) => {
    const { intent } = await createIntent(db.store, shop, intentInput(payment, amount));
    await advanceIntent(db.store, shop, intent, AUTHORIZED[payment]);
    return intent;
  };
  const rows = async (merchantId: string) =>
    db.store.sql(sql<{ type: string; account: string; amount: string; intent_id: string | null; payout_id: string | null }>(
      `SELECT type, account, amount::text AS amount, intent_id, payout_id FROM balance_transaction WHERE merchant_id = $1 ORDER BY created_at, ${TYPE_ORDER}, id`,
    ), [merchantId]);
  /** Every account's total: the merchant's balance moves by amount, the row's other account by its opposite. */
  const accounts = async (merchantId: string) => {
    const totals = new Map<string, number>();
    for (const row of await rows(merchantId)) {
      const cents = Math.round(Number(row.amount) * 100);
      totals.set("merchant", (totals.get("merchant") ?? 0) + cents);
      totals.set(row.account, (totals.get(row.account) ?? 0) - cents);
    }
    return totals;
  };
  /** payouts (paid or pending) + balance = gross − fees − refunds, in cents, from the ledger's own rows. */
  const reconcile = async (merchantId: string) => {
    const all = await rows(merchantId);
    const cents = (types: string[]) => all.filter((row) => types.includes(row.type)).reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
    const net = cents(["payment", "fee", "fee_tax", "refund", "refund_failure", "adjustment"]);
    const [paid] = await db.store.sql(sql<{ cents: number }>("SELECT COALESCE(sum(amount * 100), 0)::int AS cents FROM payout WHERE merchant_id = $1 AND status IN ('paid', 'pending')"), [merchantId]);
    const balance = all.filter((row) => row.payout_id === null).reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
    return { net, payouts: paid!.cents, balance };
  };

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => dispose?.());

  it("prices each payment when it is authorized: fee and its IVA rounded per payment, half away from zero; a zero fee writes no row", async () => {
    const shop = await addMerchant(db, "Fees shop");
    await setPricing(db.store, shop.id, { payment: "card_present", percent: 3.5, fixed: 0, ivaRate: 0.16 });
    const one = await pay(shop, "card_present", 1); // 3.5 % of 1.00 = 0.035 → 0.04; IVA 0.0064 → 0.01
    const big = await pay(shop, "card_present", 149.5); // 5.2325 → 5.23; IVA 0.8368 → 0.84
    const tiny = await pay(shop, "card_present", 0.1); // 0.0035 → 0.00: no fee, no IVA
    const remote = await pay(shop, "ec_remote", 200); // default 3.9 % + 3.00 = 10.80; IVA 1.728 → 1.73
    const codi = await pay(shop, "qr_present", 80); // CoDi at 0 %
    const byIntent = (intent: string) => rows(shop.id).then((all) => all.filter((row) => row.intent_id === intent).map((row) => [row.type, row.amount]));
    expect(await byIntent(one)).toEqual([["payment", "1.00"], ["fee", "-0.04"], ["fee_tax", "-0.01"]]);
    expect(await byIntent(big)).toEqual([["payment", "149.50"], ["fee", "-5.23"], ["fee_tax", "-0.84"]]);
    expect(await byIntent(tiny)).toEqual([["payment", "0.10"]]);
    expect(await byIntent(remote)).toEqual([["payment", "200.00"], ["fee", "-10.80"], ["fee_tax", "-1.73"]]);
    expect(await byIntent(codi)).toEqual([["payment", "80.00"]]);
    // a payment is booked once, whatever else happens to it
    await expect(advanceIntent(db.store, shop, one, "cp_authorized")).rejects.toMatchObject({ code: "intent_final" });
    expect((await rows(shop.id)).filter((row) => row.type === "payment")).toHaveLength(5);
    // a price change applies to payments authorized after it, never to those booked
    await setPricing(db.store, shop.id, { payment: "card_present", percent: 2, fixed: 1, ivaRate: 0.08 });
    const after = await pay(shop, "card_present", 100); // 2 % + 1.00 = 3.00; IVA 8 % = 0.24
    expect(await byIntent(after)).toEqual([["payment", "100.00"], ["fee", "-3.00"], ["fee_tax", "-0.24"]]);
    expect(await byIntent(big)).toEqual([["payment", "149.50"], ["fee", "-5.23"], ["fee_tax", "-0.84"]]);
  });

  it("the totals of a range carry its payments' fees and IVA from the ledger, and what is left after refunds and fees, to the cent", async () => {
    const shop = await addMerchant(db, "Totals shop");
    const from = new Date(Date.now() - 1000).toISOString();
    const card = await pay(shop, "card_present", 1000); // 35.00 + 5.60
    await pay(shop, "ec_remote", 200); // 10.80 + 1.73
    await pay(shop, "qr_present", 250.25); // none
    const { intent: unpaid } = await createIntent(db.store, shop, intentInput("card_present", 500)); // not authorized: no fee
    await createRefund(db.store, shop, card, { amount: "100.00" });
    const totals = await getTotals(db.store, shop, { from, to: new Date(Date.now() + 1000).toISOString() });
    expect(unpaid).toBeTruthy();
    expect(totals).toMatchObject({ net: "1350.25", fees: { fee: "-45.80", tax: "-7.33" }, payable: "1297.12", ledger: "1297.12", unbooked: { count: 0, amount: "0.00" } });
    // a refund still pending has left the balance (the ledger) but not the net; one that failed has come back
    const pending = await createRefund(db.store, shop, card, { amount: "50.14" });
    const failing = await createRefund(db.store, shop, card, { amount: "20.14" });
    await settleRefund(db.store, shop, failing.refund, "refund_failed");
    const later = await getTotals(db.store, shop, { from, to: new Date(Date.now() + 1000).toISOString() });
    expect(pending.status).toBe("refund_pending");
    expect(later).toMatchObject({ net: "1350.25", payable: "1297.12", ledger: "1246.98", refunds: { pending: { count: 1, amount: "50.14" } } });
    // another branch's range holds none of them
    expect((await getTotals(db.store, shop, { from, to: new Date(Date.now() + 1000).toISOString(), branch: "Nowhere" })).fees).toEqual({ fee: "0.00", tax: "0.00" });
  });

  it("every row has both legs: any range sums to zero across the accounts, and a row with a wrong leg is refused", async () => {
    const shop = await addMerchant(db, "Legs shop");
    await pay(shop, "card_present", 321.45);
    await pay(shop, "ec_remote", 99.99);
    const totals = await accounts(shop.id);
    expect([...totals.values()].reduce((a, b) => a + b, 0)).toBe(0);
    expect(totals.get("merchant")).toBe(32145 + 9999 - 1125 - 180 - 690 - 110); // gross − fees − IVA of the fees
    await expect(
      db.store.sql(sql("INSERT INTO balance_transaction (id, merchant_id, type, account, amount, intent_id, available_on, created_at) VALUES ('txn_bad', $1, 'payment', 'fees', 10, 'x', current_date, now())"), [shop.id]),
    ).rejects.toThrow(/balance_transaction_legs_check/);
  });

  it("refunds leave the balance when asked for and come back when they fail; the fee is kept", async () => {
    const shop = await addMerchant(db, "Refund shop");
    const intent = await pay(shop, "card_present", 500);
    await createRefund(db.store, shop, intent, { amount: "100.00" });
    const pending = await createRefund(db.store, shop, intent, { amount: "50.14" });
    await createRefund(db.store, shop, intent, { amount: "20.13" }); // fails at once: reserves nothing, books nothing
    await settleRefund(db.store, shop, pending.refund, "refund_failed");
    const types = (await rows(shop.id)).map((row) => [row.type, row.amount]);
    expect(types).toEqual([["payment", "500.00"], ["fee", "-17.50"], ["fee_tax", "-2.80"], ["refund", "-100.00"], ["refund", "-50.14"], ["refund_failure", "50.14"]]);
    const balance = await getBalance(db.store, shop.id, calendar);
    expect(Math.round((balance.available + balance.pending) * 100)).toBe(37970);
  });

  it("a cut-off pays what is available by its day, once, to the account set; the payout lists what it settled", async () => {
    const shop = await addMerchant(db, "Payout shop");
    await expect(setPayoutAccount(db.store, masterKey, shop.id, { clabe: "002180123456789012", holderName: "Tienda" })).rejects.toMatchObject({ code: "invalid_request" });
    const account = await setPayoutAccount(db.store, masterKey, shop.id, { clabe: GOOD_CLABE, holderName: "Tienda La Esquina" });
    expect(account).toMatchObject({ clabe: "••••••••••••••9013", bank: "Banco Nacional de México", holderName: "Tienda La Esquina" });
    expect(await getPayoutAccount(db.store, shop.id)).toEqual(account);
    const [stored] = await db.store.sql(sql<{ clabe_sealed: string }>("SELECT clabe_sealed FROM payout_account WHERE merchant_id = $1"), [shop.id]);
    expect(stored!.clabe_sealed).not.toContain(GOOD_CLABE.slice(6));
    const a = await pay(shop, "card_present", 1000);
    await pay(shop, "qr_present", 250.25);
    const before = await getBalance(db.store, shop.id, calendar, new Date(`${day0}T10:00:00-06:00`));
    expect(before).toMatchObject({ available: 1250.25 - 35 - 5.6, pending: 0, account: true, nextPayout: { date: day0, amount: 1209.65 } });
    // nothing is available by a day before day0's: no payout
    expect(await runPayouts(db.store, { day: "2026-01-02", bank: sandboxBank, masterKey, merchantId: shop.id })).toEqual([]);
    // two instances run the same cut-off at once: one payout, each transaction settled once
    const [first, second] = await Promise.all([
      runPayouts(db.store, { day: day0, bank: sandboxBank, masterKey, merchantId: shop.id }),
      runPayouts(db.store, { day: day0, bank: sandboxBank, masterKey, merchantId: shop.id }),
    ]);
    const made = [...first!, ...second!];
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 1209.65, status: "paid", date: day0, arrival: day0, bank: "Banco Nacional de México", clabeLast4: "9013" });
    expect(made[0]!.trackingKey).toMatch(/^CAJA\d{8}[A-Z0-9]{14}$/);
    const detail = await findPayout(db.store, shop.id, made[0]!.payout);
    expect(detail.transactions.map((t) => [t.type, t.amount])).toEqual([["payment", 1000], ["fee", -35], ["fee_tax", -5.6], ["payment", 250.25], ["payout", -1209.65]]);
    expect(detail.transactions.find((t) => t.type === "payment")!.intent).toBe(a);
    expect(detail.transactions.reduce((sum, t) => sum + Math.round(t.amount * 100), 0)).toBe(0);
    expect(await runPayouts(db.store, { day: day0, bank: sandboxBank, masterKey, merchantId: shop.id })).toEqual([]);
    expect(await getBalance(db.store, shop.id, calendar)).toMatchObject({ available: 0, pending: 0 });
    const page = await listBalanceTransactions(db.store, shop.id, { payout: made[0]!.payout, limit: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.has_more).toBe(true);
    // its events: payout.created then payout.paid, in the merchant's feed
    const events = await db.store.sql(sql<{ type: string }>("SELECT type FROM intent_status_event WHERE merchant_id = $1 AND type LIKE 'payout.%' ORDER BY created_at, type"), [shop.id]);
    expect(events.map((e) => e.type).sort()).toEqual(["payout.created", "payout.paid"]);
    expect(await reconcile(shop.id)).toEqual({ net: 120965, payouts: 120965, balance: 0 });
  });

  it("a negative balance is carried and deducted from the next payout, never lost", async () => {
    const shop = await addMerchant(db, "Carry shop");
    await setPayoutAccount(db.store, masterKey, shop.id, { clabe: GOOD_CLABE, holderName: "Carry" });
    const sale = await pay(shop, "qr_present", 100);
    const [paid] = await runPayouts(db.store, { day: day0, bank: sandboxBank, masterKey, merchantId: shop.id });
    expect(paid).toMatchObject({ amount: 100, status: "paid" });
    await createRefund(db.store, shop, sale, { amount: "60.00" });
    expect(await runPayouts(db.store, { day: day1, bank: sandboxBank, masterKey, merchantId: shop.id })).toEqual([]);
    expect(await getBalance(db.store, shop.id, calendar, new Date(`${day1}T10:00:00-06:00`))).toMatchObject({ available: -60, nextPayout: { amount: 0 } });
    await pay(shop, "qr_present", 200);
    const [next] = await runPayouts(db.store, { day: day2, bank: sandboxBank, masterKey, merchantId: shop.id });
    expect(next).toMatchObject({ amount: 140, status: "paid" });
    expect(await reconcile(shop.id)).toEqual({ net: 24000, payouts: 24000, balance: 0 });
  });

  it("a failed payout returns to the balance and goes out again at the next cut-off; a pending one settles later", async () => {
    const shop = await addMerchant(db, "Failing shop");
    await setPayoutAccount(db.store, masterKey, shop.id, { clabe: FAILING_CLABE, holderName: "Failing" });
    await pay(shop, "qr_present", 300);
    const [failed] = await runPayouts(db.store, { day: day0, bank: sandboxBank, masterKey, merchantId: shop.id });
    expect(failed).toMatchObject({ amount: 300, status: "failed", failure: "account_closed" });
    // back in the balance; day0 has had its payout, so the next one is day1's
    expect(await getBalance(db.store, shop.id, calendar, new Date(`${day0}T10:00:00-06:00`))).toMatchObject({ available: 300, nextPayout: { date: day1, amount: 300 } });
    await setPayoutAccount(db.store, masterKey, shop.id, { clabe: PENDING_CLABE, holderName: "Pending" });
    const [pending] = await runPayouts(db.store, { day: day1, bank: sandboxBank, masterKey, merchantId: shop.id });
    expect(pending).toMatchObject({ amount: 300, status: "pending", clabeLast4: PENDING_CLABE.slice(-4) });
    expect(await reconcile(shop.id)).toEqual({ net: 30000, payouts: 30000, balance: 0 });
    // asked again at every run while pending: still pending, nothing doubled
    expect(await runPayouts(db.store, { day: day2, bank: sandboxBank, masterKey, merchantId: shop.id })).toEqual([]);
    expect(await settlePayout(db.store, shop.id, pending!.payout, { status: "paid" })).toMatchObject({ status: "paid" });
    await expect(settlePayout(db.store, shop.id, pending!.payout, { status: "paid" })).rejects.toMatchObject({ code: "payout_not_pending" });
    await expect(settlePayout(db.store, "someone_else", pending!.payout, { status: "paid" })).rejects.toMatchObject({ code: "payout_not_found" });
    const totals = await accounts(shop.id);
    expect(totals.get("bank")).toBe(30000); // sent twice, returned once
    expect([...totals.values()].reduce((x, y) => x + y, 0)).toBe(0);
    void day3;
  });

  it("a pending payout's transfer goes to the account it was made for, even after the merchant changed accounts", async () => {
    const shop = await addMerchant(db, "Moving shop");
    await setPayoutAccount(db.store, masterKey, shop.id, { clabe: PENDING_CLABE, holderName: "Old account" });
    await pay(shop, "qr_present", 75);
    const sent: Array<{ clabe: string; holderName: string }> = [];
    const spy: PayoutBank = { name: "spy", transfer: async (t) => (sent.push({ clabe: t.clabe, holderName: t.holderName }), sandboxBank.transfer(t)) };
    const [pending] = await runPayouts(db.store, { day: day0, bank: spy, masterKey, merchantId: shop.id });
    expect(pending).toMatchObject({ status: "pending", clabeLast4: PENDING_CLABE.slice(-4) });
    await setPayoutAccount(db.store, masterKey, shop.id, { clabe: GOOD_CLABE, holderName: "New account" });
    await runPayouts(db.store, { day: day1, bank: spy, masterKey, merchantId: shop.id });
    expect(sent).toEqual([
      { clabe: PENDING_CLABE, holderName: "Old account" },
      { clabe: PENDING_CLABE, holderName: "Old account" },
    ]);
  });

  it("the ledger starts with its migration: a refund of a payment it never booked, and the failure of a refund it never booked, write nothing", async () => {
    const shop = await addMerchant(db, "Older shop");
    const old = await pay(shop, "qr_present", 90);
    const pending = await createRefund(db.store, shop, old, { amount: "10.14" });
    // as a payment and a pending refund from before the ledger existed
    await db.store.sql(sql("DELETE FROM balance_transaction WHERE intent_id = $1"), [old]);
    await createRefund(db.store, shop, old, { amount: "20.00" });
    await settleRefund(db.store, shop, pending.refund, "refund_failed");
    expect(await rows(shop.id)).toEqual([]);
    // the totals say what the ledger leaves out: the payment less its refund still standing
    const booked = await pay(shop, "qr_present", 40);
    const totals = await getTotals(db.store, shop, { from: new Date(Date.now() - 60_000).toISOString(), to: new Date(Date.now() + 1000).toISOString() });
    expect(booked).toBeTruthy();
    expect(totals).toMatchObject({ net: "110.00", ledger: "40.00", unbooked: { count: 1, amount: "70.00" } });
  });

  it("a refund leaves the balance the business day it is asked on, ahead of its payment's money", async () => {
    const shop = await addMerchant(db, "Quick refund shop");
    const sale = await pay(shop, "qr_present", 100);
    await createRefund(db.store, shop, sale, { amount: "30.00" });
    const ledger = await listBalanceTransactions(db.store, shop.id, { limit: 10 });
    expect(ledger.data.map((t) => [t.type, t.availableOn])).toEqual([["payment", day0], ["refund", businessDateOf(new Date(), calendar)]]);
    await setPayoutAccount(db.store, masterKey, shop.id, { clabe: GOOD_CLABE, holderName: "Quick" });
    expect(await runPayouts(db.store, { day: day0, bank: sandboxBank, masterKey, merchantId: shop.id })).toMatchObject([{ amount: 70 }]);
  });

  it("a pricing change that names only the percent keeps the fixed amount and the IVA rate in force", async () => {
    const shop = await addMerchant(db, "Border shop");
    await setPricing(db.store, shop.id, { payment: "ec_remote", percent: 3.9, fixed: 3, ivaRate: 0.08 });
    const after = await setPricing(db.store, shop.id, { payment: "ec_remote", percent: 2.9 });
    expect(after.data.find((p) => p.payment === "ec_remote")).toMatchObject({ percent: 2.9, fixed: 3, ivaRate: 0.08, default: false });
  });
});
