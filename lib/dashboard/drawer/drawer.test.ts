import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import type { MerchantConfig } from "../merchant-config";
import { LIVE_CHANNEL, type LiveChange } from "../live-bus";
import type { PaymentApi } from "../payment-api";
import { listTillSales } from "../till/list-till-sales";
import { recordCashSale } from "../till/record-cash-sale";
import { setUpTill } from "../till/set-up-till";
import { startTillCharge } from "../till/start-till-charge";
import { closeDrawer } from "./close-drawer";
import { correctDrawer } from "./correct-drawer";
import { findTillDrawer } from "./find-till-drawer";
import { listDrawers } from "./list-drawers";
import { moveDrawerCash } from "./move-drawer-cash";
import { openDrawer } from "./open-drawer";

const CASHIER: AuditBy = { actor: { id: "usr_cashier", email: "cajera@tienda.test" }, context: { ip: null, userAgent: null } };
/** The shop's threshold of a difference that asks to confirm a close (MXN 100.00). */
const POLICY = { confirmDifference: 10_000 };
const OWNER: AuditBy = { actor: { id: "usr_owner", email: "duena@tienda.test" }, context: { ip: null, userAgent: null } };
const CONFIG = { authSecret: "x".repeat(32) } as MerchantConfig;

function fakeApi() {
  const bodies: Array<{ payment: string; amount: number }> = [];
  const api = {
    createIntent: async (body: { payment: string; amount: number }) => {
      bodies.push(body);
      return { intent: `${body.payment === "card_present" ? "cp" : "qp"}_${String(bodies.length).padStart(22, "0")}`, qr: { typ: 19 } };
    },
  } as unknown as PaymentApi;
  return { api, bodies };
}

const sale = (tillId: string, amount: number, received: number, extra: { tip?: number; attempt?: string } = {}) => ({
  tillId,
  attempt: extra.attempt ?? crypto.randomUUID(),
  amount,
  tip: extra.tip ?? 0,
  received,
  concept: null,
});

describe.each(DATABASE_KINDS)("the cash drawer on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => dispose?.());

  it("a day at one till: float, a cash sale with change, a cash-out, close MXN 20 short; every figure exact", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Mostrador" });
    const opened = await openDrawer(db.store, { tillId: till.id, float: 50_000 }, CASHIER);
    expect(opened).toMatchObject({ float: "500.00", expected: "500.00", counted: null, openedBy: "cajera@tienda.test" });

    const cash = await recordCashSale(db.store, sale(till.id, 12_550, 20_000), CASHIER);
    const T = (n: number) => `${till.series}-${String(n).padStart(5, "0")}`;
    expect(cash).toMatchObject({ ticket: T(1), amount: "125.50", received: "200.00", change: "74.50" });
    const { api, bodies } = fakeApi();
    const card = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "300.00", method: "card", concept: null }, CASHIER);
    expect(card.ticket, "card and cash take numbers from the same counter").toBe(T(2));
    expect(bodies[0]).toMatchObject({ payment: "card_present", amount: 300 });
    const qr = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "100.00", tip: "15.00", concept: null }, CASHIER);
    expect(bodies[1], "the tip is charged with the sale").toMatchObject({ payment: "qr_present", amount: 115 });
    expect(qr).toMatchObject({ ticket: T(3), tip: "15.00", method: "qr" });

    await moveDrawerCash(db.store, { drawerId: opened.id, kind: "out", amount: 8_000, reason: "Garrafones de agua" }, CASHIER);
    await moveDrawerCash(db.store, { drawerId: opened.id, kind: "in", amount: 10_000, reason: "Cambio del banco" }, CASHIER);
    const before = await findTillDrawer(db.store, till.id);
    expect(before).toMatchObject({ sales: { count: 1, total: "125.50" }, cashIn: "100.00", cashOut: "80.00", expected: "645.50" });

    // 645.50 expected; counted 625.50: 1×500 + 1×100 + 1×20 + 1×5 + 1×0.5
    const closed = await closeDrawer(db.store, { drawerId: opened.id, count: { n500: 1, n100: 1, n20: 1, c5: 1, "c0.5": 1 }, note: null, confirmed: true }, CASHIER, POLICY);
    expect(closed).toMatchObject({ expected: "645.50", counted: "625.50", difference: "-20.00", closedBy: "cajera@tienda.test", count: { n500: 1, n100: 1, n20: 1, c5: 1, "c0.5": 1 } });
    expect((await listTillSales(db.store, till.id)).map((s) => [s.ticket, s.method, s.amount])).toEqual([
      [T(3), "qr", "115.00"],
      [T(2), "card", "300.00"],
      [T(1), "cash", "125.50"],
    ]);
    const audit = await db.query<{ action: string }>("SELECT action FROM dashboard_audit_event WHERE target = $1 OR (action = 'cash.sold' AND details->>'drawer' = $1) ORDER BY occurred_at, action", [opened.id]);
    expect(audit.map((a) => a.action).sort(), "opened, the sale, two movements, closed").toEqual(["cash.sold", "drawer.closed", "drawer.moved", "drawer.moved", "drawer.opened"]);
  });

  it("a closed drawer is locked: no sale, no movement, no second close; an owner's correction is a new entry", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Cerrada" });
    const drawer = await openDrawer(db.store, { tillId: till.id, float: 10_000 }, CASHIER);
    await closeDrawer(db.store, { drawerId: drawer.id, count: { n100: 1 }, note: "sin novedad", confirmed: true }, CASHIER, POLICY);
    await expect(recordCashSale(db.store, sale(till.id, 1_000, 1_000), CASHIER)).rejects.toMatchObject({ code: "drawer_not_open" });
    await expect(moveDrawerCash(db.store, { drawerId: drawer.id, kind: "in", amount: 100, reason: "x" }, CASHIER)).rejects.toMatchObject({ code: "drawer_not_open" });
    await expect(closeDrawer(db.store, { drawerId: drawer.id, count: { n50: 1 }, note: null, confirmed: true }, CASHIER, POLICY)).rejects.toMatchObject({ code: "drawer_not_open" });
    const [row] = await db.query<{ last_ticket: number }>("SELECT last_ticket FROM dashboard_till WHERE id = $1", [till.id]);
    expect(row!.last_ticket, "a refused cash sale takes no ticket").toBe(0);

    const corrected = await correctDrawer(db.store, { drawerId: drawer.id, counted: 12_000, reason: "Un billete de 20 estaba en el cajón de monedas" }, OWNER);
    expect(corrected).toMatchObject({ counted: "120.00", expected: "100.00", difference: "20.00", note: "sin novedad" });
    expect(corrected.entries).toMatchObject([{ kind: "correction", amount: "20.00", by: "duena@tienda.test" }]);
    const open = await openDrawer(db.store, { tillId: till.id, float: 0 }, CASHIER);
    await expect(correctDrawer(db.store, { drawerId: open.id, counted: 0, reason: "x" }, OWNER)).rejects.toMatchObject({ code: "drawer_still_open" });
  });

  it("cash sales need an open drawer, at least the amount handed over, and a retried attempt is counted once", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Reintentos" });
    await expect(recordCashSale(db.store, sale(till.id, 1_000, 1_000), CASHIER)).rejects.toMatchObject({ code: "drawer_not_open" });
    const drawer = await openDrawer(db.store, { tillId: till.id, float: 0 }, CASHIER);
    await expect(recordCashSale(db.store, sale(till.id, 1_000, 999), CASHIER)).rejects.toMatchObject({ code: "invalid_request" });
    const attempt = crypto.randomUUID();
    const first = await recordCashSale(db.store, sale(till.id, 5_000, 10_000, { attempt, tip: 500 }), CASHIER);
    const again = await recordCashSale(db.store, sale(till.id, 5_000, 10_000, { attempt, tip: 500 }), CASHIER);
    expect(again).toEqual(first);
    await closeDrawer(db.store, { drawerId: drawer.id, count: { n50: 1 }, note: null, confirmed: true }, CASHIER, POLICY);
    expect(await recordCashSale(db.store, sale(till.id, 5_000, 10_000, { attempt, tip: 500 }), CASHIER), "a retry after the drawer closed answers the sale it recorded").toEqual(first);
    await openDrawer(db.store, { tillId: till.id, float: 0 }, CASHIER);
    expect(await findTillDrawer(db.store, till.id)).toMatchObject({ sales: { count: 0 }, expected: "0.00" });
    const reopened = (await findTillDrawer(db.store, till.id))!;
    await expect(moveDrawerCash(db.store, { drawerId: reopened.id, kind: "out", amount: 1, reason: "más de lo que hay" }, CASHIER)).rejects.toMatchObject({ code: "drawer_cash_short" });
  });

  it("a burst of 40 cash sales on two tablets with the close racing them: every sale is in the drawer it was answered for or refused, and expected is the float plus exactly those, to the cent", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Ráfaga" });
    const drawer = await openDrawer(db.store, { tillId: till.id, float: 50_000 }, CASHIER);
    // odd centavos so that any float arithmetic would show
    const amounts = Array.from({ length: 40 }, (_, i) => 1_001 + i * 37);
    const sales = amounts.map((amount) => recordCashSale(db.store, sale(till.id, amount, amount + 99), CASHIER).then((s) => ({ ok: true as const, amount: s.amount }), (error: { code?: string }) => ({ ok: false as const, code: error.code })));
    const close = closeDrawer(db.store, { drawerId: drawer.id, count: { n500: 1 }, note: null, confirmed: true }, CASHIER, POLICY);
    const [results, closed] = await Promise.all([Promise.all(sales), close]);
    const recorded = results.filter((r) => r.ok);
    expect(results.filter((r) => !r.ok).every((r) => r.code === "drawer_not_open"), "a sale is recorded or refused because the drawer closed").toBe(true);
    const cents = recorded.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    expect(closed.sales.count, "the close counted exactly the sales answered before it").toBe(recorded.length);
    expect(closed.expected).toBe(((50_000 + cents) / 100).toFixed(2));
    const [row] = await db.query<{ sum: string; n: number }>("SELECT COALESCE(sum(amount), 0)::text AS sum, count(*)::int AS n FROM dashboard_till_charge WHERE till_id = $1 AND method = 'cash'", [till.id]);
    expect(row!.n, "no refused sale left a row").toBe(recorded.length);
    expect(Math.round(Number(row!.sum) * 100)).toBe(cents);
  });

  it("two tablets opening one till's drawer at once: one opens it, the other hears it is open", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Carrera" });
    const results = await Promise.allSettled([openDrawer(db.store, { tillId: till.id, float: 100 }, CASHIER), openDrawer(db.store, { tillId: till.id, float: 200 }, OWNER)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "drawer_already_open" } });
  });

  it("the corte lists a day's drawers, all of them or one cashier's", async () => {
    const till = await setUpTill(db.store, { branch: "Norte", terminal: "Lista" });
    const start = new Date(Date.now() - 60_000);
    const mine = await openDrawer(db.store, { tillId: till.id, float: 100 }, CASHIER);
    await closeDrawer(db.store, { drawerId: mine.id, count: { c1: 1 }, note: null, confirmed: true }, CASHIER, POLICY);
    await openDrawer(db.store, { tillId: till.id, float: 200 }, OWNER);
    const end = new Date(Date.now() + 60_000);
    expect((await listDrawers(db.store, { start, end, branch: "Norte" })).map((d) => d.openedBy)).toEqual(["cajera@tienda.test", "duena@tienda.test"]);
    expect((await listDrawers(db.store, { start, end, branch: "Norte", openedBy: "cajera@tienda.test" })).map((d) => d.id)).toEqual([mine.id]);
  });

  it("live pages hear every cash sale and drawer movement (the payments list, the reports and the corte refresh by themselves)", async () => {
    const heard: LiveChange[] = [];
    let listening = false;
    const stop = await db.listen(
      LIVE_CHANNEL,
      (payload) => heard.push(JSON.parse(payload) as LiveChange),
      (state) => (listening = state),
    );
    try {
      await vi.waitFor(() => expect(listening).toBe(true));
      const till = await setUpTill(db.store, { branch: "En vivo", terminal: "Mostrador" });
      const drawer = await openDrawer(db.store, { tillId: till.id, float: 10_000 }, CASHIER);
      const sold = await recordCashSale(db.store, sale(till.id, 5_000, 5_000), CASHIER);
      await moveDrawerCash(db.store, { drawerId: drawer.id, kind: "out", amount: 1_000, reason: "Hielo" }, CASHIER);
      await closeDrawer(db.store, { drawerId: drawer.id, count: { n100: 1, n20: 2 }, note: null, confirmed: true }, CASHIER, POLICY);
      await vi.waitFor(() => {
        expect(heard.filter((c) => c.cash).map((c) => c.intent)).toEqual([drawer.id, sold.id, drawer.id, drawer.id]);
      });
      expect(heard.find((c) => c.intent === sold.id)).toMatchObject({ status: "cash_paid", filled: true, cash: true });
    } finally {
      await stop();
    }
  });
});
