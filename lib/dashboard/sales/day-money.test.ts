import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { centsToMoney, moneyToCents } from "../../contract/money";
import type { Database } from "../../db/client";
import { insertDashboardIntent } from "../../testing/dashboard-intents";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { parseCsv } from "../../testing/parse-csv";
import type { AuditBy } from "../audit/record-audit";
import { closeDrawer } from "../drawer/close-drawer";
import { findTillDrawer } from "../drawer/find-till-drawer";
import { openDrawer } from "../drawer/open-drawer";
import { summarizeDrawer } from "../drawer/summarize-drawer";
import { fiscalProfileSchema } from "../fiscal/fiscal-profile-schema";
import { saveFiscalProfile } from "../fiscal/save-fiscal-profile";
import { zonedDay } from "../format";
import { listIntents } from "../intents/list-intents";
import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { getReceipt } from "../receipts/get-receipt";
import { receiptPath } from "../receipts/receipt-url";
import { getCashUp } from "../reports/get-cash-up";
import { getOverview } from "../reports/get-overview";
import { INTENT_CSV_COLUMNS, intentsCsv } from "../reports/intents-csv";
import { listTillSales } from "../till/list-till-sales";
import { recordCashSale } from "../till/record-cash-sale";
import { setUpTill } from "../till/set-up-till";
import { startTillCharge } from "../till/start-till-charge";
import { refundCashSale } from "../till/refund-cash-sale";

const MX = "America/Mexico_City";
const BY: AuditBy = { actor: { id: "usr_owner", email: "duena@tienda.test" }, context: { ip: null, userAgent: null } };
const CONFIG = { authSecret: "x".repeat(32), masterKey: Buffer.alloc(32, 9), merchantName: "Tacos El Güero", currency: "MXN" } as unknown as MerchantConfig;
const macOf = (id: string) => receiptPath(CONFIG, id).split("/").at(-1)!;
const sum = (values: string[]) => centsToMoney(values.reduce((total, value) => total + moneyToCents(value || "0"), 0));

/**
 * One shop's day on one till, every tender, tips and refunds of both kinds: the receipt, the till,
 * the drawer, the cash-up, the overview and the CSV read the same money, to the cent, because they
 * count it from one definition (sales-sql.ts).
 */
describe.each(DATABASE_KINDS)("the day's money on every screen, on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let till: { id: string; branch: string; terminal: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    await saveFiscalProfile(db.store, fiscalProfileSchema.parse({ legalName: "Tacos El Güero SA de CV", rfc: "TEG850101AB1", taxRegime: "601", address: "Av. Juárez 10, Centro, 06000 CDMX", invoiceContact: "facturas@tacos.test", vat: "16" }), BY);
    till = await setUpTill(db.store, { branch: "Día", terminal: "Caja 1" });
    await openDrawer(db.store, { tillId: till.id, float: 20_000 }, BY);
    let n = 0;
    const api = { createIntent: async (body: { payment: string }) => ({ intent: `${body.payment === "card_present" ? "cp" : "qp"}_daymoney${String(++n).padStart(13, "0")}`, qr: {} }) } as unknown as PaymentApi;
    const now = new Date().toISOString();
    // QR: 100.00 and a 15 % tip; card: 300.00, then 50.00 of it refunded by the service
    const qr = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "100.00", tip: "15.00", method: "qr", concept: "Comida" }, BY);
    const card = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "300.00", method: "card", concept: null }, BY);
    for (const [intent, payment, status, amount] of [
      [qr.intent, "qr_present", "qr_authorized", "115.00"],
      [card.intent, "card_present", "cp_authorized", "300.00"],
    ] as const) {
      await insertDashboardIntent(db.store, intent, { status, payment, amount, branch: till.branch, terminal: till.terminal, created: now });
      await db.query("UPDATE dashboard_intent SET ticket = $2, detailed = true, final = true, items = '[]'::jsonb WHERE id = $1", [intent, intent === qr.intent ? qr.ticket : card.ticket]);
    }
    await db.query(`INSERT INTO dashboard_refund (id, intent_id, amount, status, seq, created_at) VALUES ('rf_daymoney000000000001', $1, 50.00, 'refund_succeeded', 2, now())`, [card.intent]);
    // cash: 87.30, then 30.00 of it given back from the drawer; 100.00 with another tip of 15.00
    const cash = await recordCashSale(db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: 8_730, tip: 0, received: 10_000, concept: "Tortas" }, BY);
    const tipped = await recordCashSale(db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: 11_500, tip: 1_500, received: 20_000, concept: null }, BY);
    await refundCashSale(db.store, { sale: cash.id, amount: 3_000, reason: "requested_by_customer", attempt: crypto.randomUUID() }, BY);
    Object.assign(ids, { qr: qr.intent, card: card.intent, cash: cash.id, tipped: tipped.id });
  });
  afterAll(async () => dispose?.());

  // collected: 115.00 + 300.00 + 87.30 + 115.00 = 617.30 in 4 sales, tips 30.00; refunded 50.00 + 30.00
  const COLLECTED = "617.30";
  const REFUNDED = "80.00";
  const NET = "537.30";

  it("the cash-up counts every tender, cash included, with its tips apart, and nets both kinds of refund", async () => {
    const cashUp = await getCashUp(db.store, { day: zonedDay(new Date(), MX), branch: "Día" }, MX);
    const { total } = cashUp;
    expect(total.collectedTotal).toEqual({ count: 4, amount: COLLECTED });
    expect(total.groups.authorized).toEqual({ count: 4, amount: COLLECTED });
    expect(total.collected).toEqual({ qr_present: { count: 1, amount: "115.00" }, card_present: { count: 1, amount: "300.00" }, ec_remote: { count: 0, amount: "0.00" }, cash: { count: 2, amount: "202.30" } });
    expect(total.tips).toEqual({ count: 2, amount: "30.00" });
    expect(total.refunded).toEqual({ count: 2, amount: REFUNDED });
    expect(total.net).toBe(NET);
    expect(total.averageTicket).toBe("154.33"); // 617.30 / 4 = 154.325, half up
    expect(cashUp.till.tips).toEqual({ count: 2, amount: "30.00", cash: "15.00", service: "15.00" });
  });

  it("the overview says the same, with cash on its own line by payment type", async () => {
    const day = zonedDay(new Date(), MX);
    const overview = await getOverview(db.store, { range: "today", from: day, to: day, branch: "Día" }, MX);
    expect(overview.total.sales).toEqual({ count: 4, amount: COLLECTED });
    expect(overview.refunded).toEqual({ count: 2, amount: REFUNDED });
    expect(overview.net).toBe(NET);
    expect(overview.byPayment.map((row) => [row.payment, row.sales.amount])).toEqual([
      ["card_present", "300.00"],
      ["qr_present", "115.00"],
      ["cash", "202.30"],
    ]);
    expect(overview.groups.authorized.statuses.find((s) => s.status === "cash_paid")).toMatchObject({ count: 2, amount: "202.30" });
  });

  it("the CSV's lines add up to the same amounts, refunds and net, each sale's tip apart from its taxable amount and IVA", async () => {
    const text = await new Response(intentsCsv(db.store, { branch: "Día" }, { timeZone: MX, currency: "MXN" })).text();
    const [head, ...lines] = parseCsv(text);
    expect(head).toEqual([...INTENT_CSV_COLUMNS]);
    const rows = lines.map((line) => Object.fromEntries(head!.map((column, i) => [column, line[i]!])));
    expect(rows).toHaveLength(4);
    expect(sum(rows.map((row) => row.amount!))).toBe(COLLECTED);
    expect(sum(rows.map((row) => row.refunded!))).toBe(REFUNDED);
    expect(sum(rows.map((row) => row.net!))).toBe(NET);
    expect(sum(rows.map((row) => row.tip!))).toBe("30.00");
    expect(rows.find((row) => row.id === ids.qr)).toMatchObject({ amount: "115.00", tip: "15.00", sale_amount: "100.00", vat: "13.79", cashier: "duena@tienda.test", item_count: "1" });
    expect(rows.find((row) => row.id === ids.cash)).toMatchObject({ payment: "cash", amount: "87.30", refunded: "30.00", net: "57.30", sale_amount: "87.30", vat: "12.04" });
  });

  it("the drawer holds the float, plus the cash sales, less the cash given back; the till's recent sales say what was refunded", async () => {
    const drawer = (await findTillDrawer(db.store, till.id))!;
    expect(drawer).toMatchObject({ float: "200.00", sales: { count: 2, total: "202.30" }, refunds: { count: 1, total: "30.00" }, expected: "372.30" });
    expect(drawer.refundsList).toMatchObject([{ sale: ids.cash, amount: "30.00", by: "duena@tienda.test" }]);
    const sales = await listTillSales(db.store, till.id);
    expect(sales.find((sale) => sale.sale === ids.cash)).toMatchObject({ refunded: "30.00", refundState: "partial", refundable: true });
    expect(sales.find((sale) => sale.sale === ids.card)).toMatchObject({ refunded: "50.00", refundState: "partial", refundable: true });
  });

  it("a receipt splits the IVA of the sale alone, the tip on a line of its own; a cash sale's receipt lists its refund and its own refund receipt exists", async () => {
    const qr = (await getReceipt(db.store, CONFIG, ids.qr!, macOf(ids.qr!)))!;
    expect(qr).toMatchObject({ amount: "115.00", sale: "100.00", tip: "15.00", vat: { rate: "16", base: "86.21", vat: "13.79" }, refundState: null });
    const cash = (await getReceipt(db.store, CONFIG, ids.cash!, macOf(ids.cash!)))!;
    expect(cash).toMatchObject({ amount: "87.30", tip: "0.00", refunded: "30.00", net: "57.30", refundState: "partial" });
    const refund = cash.refunds[0]!;
    expect(refund).toMatchObject({ amount: "30.00", status: "refund_succeeded" });
    expect(await getReceipt(db.store, CONFIG, ids.cash!, macOf(ids.cash!), refund.id)).toMatchObject({ refund: { id: refund.id, amount: "30.00" } });
    expect(await getReceipt(db.store, CONFIG, ids.cash!, macOf(ids.cash!), "cr_0000000000000000000000")).toBeNull();
  });

  it("the list shows each sale given back in full or in part, and filters them", async () => {
    const page = await listIntents(db.store, { branch: "Día" }, MX);
    expect(Object.fromEntries(page.rows.map((row) => [row.id, row.refunded]))).toEqual({ [ids.qr!]: "0.00", [ids.card!]: "50.00", [ids.cash!]: "30.00", [ids.tipped!]: "0.00" });
    const partial = await listIntents(db.store, { branch: "Día", refunded: "partial" }, MX);
    expect(partial.rows.map((row) => row.id).sort()).toEqual([ids.card!, ids.cash!].sort());
    expect((await listIntents(db.store, { branch: "Día", refunded: "full" }, MX)).rows).toEqual([]);
  });

  it("a cash refund is refused past what remains (saying what remains), without an open drawer, or past what the drawer holds; the same form twice gives back once", async () => {
    const sale = await recordCashSale(db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: 10_000, tip: 0, received: 10_000, concept: null }, BY);
    await expect(refundCashSale(db.store, { sale: sale.id, amount: 10_001, reason: "other", attempt: crypto.randomUUID() }, BY)).rejects.toMatchObject({ code: "refund_exceeds_remaining", data: { remaining: "100.00" } });
    const attempt = crypto.randomUUID();
    const first = await refundCashSale(db.store, { sale: sale.id, amount: 4_000, reason: "other", attempt }, BY);
    const again = await refundCashSale(db.store, { sale: sale.id, amount: 4_000, reason: "other", attempt }, BY);
    expect(again.refund).toBe(first.refund);
    expect(first).toMatchObject({ amount: 40, refunded: 40, remaining: 60, status: "refund_succeeded" });
    await expect(refundCashSale(db.store, { sale: "cash_00000000-0000-4000-8000-000000000000", reason: "other", attempt: crypto.randomUUID() }, BY)).rejects.toMatchObject({ code: "not_found" });

    // two refunds of what remains at once: one gives it back, the other is told nothing remains
    const racing = await Promise.allSettled([6_000, 6_000].map((amount) => refundCashSale(db.store, { sale: sale.id, amount, reason: "duplicate", attempt: crypto.randomUUID() }, BY)));
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(racing.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "refund_exceeds_remaining" } });
    const [row] = await db.query<{ refunded: string }>("SELECT refunded::text AS refunded FROM dashboard_till_charge WHERE attempt = $1", [sale.id.slice(5)]);
    expect(row!.refunded).toBe("100.00");

    // a sale whose money is no longer in a drawer: the till's drawer must be open, and hold it
    const other = await setUpTill(db.store, { branch: "Día", terminal: "Caja 2" });
    const shift = await openDrawer(db.store, { tillId: other.id, float: 0 }, BY);
    const small = await recordCashSale(db.store, { tillId: other.id, attempt: crypto.randomUUID(), amount: 5_000, tip: 0, received: 5_000, concept: null }, BY);
    await closeDrawer(db.store, { drawerId: shift.id, count: {}, total: 5_000, note: null, confirmed: false }, BY, { confirmDifference: 10_000 });
    await expect(refundCashSale(db.store, { sale: small.id, amount: 1_000, reason: "other", attempt: crypto.randomUUID() }, BY)).rejects.toMatchObject({ code: "drawer_not_open" });
    await openDrawer(db.store, { tillId: other.id, float: 500 }, BY);
    await expect(refundCashSale(db.store, { sale: small.id, amount: 1_000, reason: "other", attempt: crypto.randomUUID() }, BY)).rejects.toMatchObject({ code: "drawer_cash_short" });
  });

  it("a drawer does not close with nothing counted, or far off, unless confirmed; a total typed closes it and is kept as a total", async () => {
    const other = await setUpTill(db.store, { branch: "Día", terminal: "Caja 3" });
    const shift = await openDrawer(db.store, { tillId: other.id, float: 20_000 }, BY);
    const policy = { confirmDifference: 10_000 };
    await expect(closeDrawer(db.store, { drawerId: shift.id, count: {}, note: null, confirmed: false }, BY, policy)).rejects.toMatchObject({ code: "drawer_close_unconfirmed", data: { nothingCounted: true, counted: "0.00" } });
    await expect(closeDrawer(db.store, { drawerId: shift.id, count: { n50: 1 }, note: null, confirmed: false }, BY, policy)).rejects.toMatchObject({ code: "drawer_close_unconfirmed", data: { difference: "-150.00" } });
    expect((await summarizeDrawer(db.store, shift.id)).closedAt).toBeNull();
    const closed = await closeDrawer(db.store, { drawerId: shift.id, count: { n50: 9 }, total: 19_950, note: null, confirmed: false }, BY, policy);
    expect(closed).toMatchObject({ counted: "199.50", countedAtClose: "199.50", countedAsTotal: true, count: null, difference: "-0.50" });
  });
});
