import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { insertDashboardIntent } from "../../testing/dashboard-intents";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import { openDrawer } from "../drawer/open-drawer";
import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { recordCashSale } from "../till/record-cash-sale";
import { setUpTill } from "../till/set-up-till";
import { startTillCharge } from "../till/start-till-charge";
import { zonedDay } from "../format";
import { getCashUp } from "./get-cash-up";
import { getOverview } from "./get-overview";

const BY: AuditBy = { actor: { id: "usr_cashier", email: "cajera@tienda.test" }, context: { ip: null, userAgent: null } };
const CONFIG = { authSecret: "x".repeat(32) } as MerchantConfig;

describe.each(DATABASE_KINDS)("cash sales and tips in the reports on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => dispose?.());

  it("the cash-up and the overview count cash sales (tips included) and the tips of paid sales only: cash, and charges whose intent is authorized", async () => {
    const till = await setUpTill(db.store, { branch: "Propinas", terminal: "Barra" });
    const other = await setUpTill(db.store, { branch: "Otra", terminal: "Barra" });
    for (const t of [till, other]) await openDrawer(db.store, { tillId: t.id, float: 0 }, BY);
    await recordCashSale(db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: 11_000, tip: 1_000, received: 20_000, concept: null }, BY);
    await recordCashSale(db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: 4_550, tip: 0, received: 5_000, concept: null }, BY);
    await recordCashSale(db.store, { tillId: other.id, attempt: crypto.randomUUID(), amount: 99_999, tip: 9_999, received: 99_999, concept: null }, BY);
    let n = 0;
    const api = { createIntent: async () => ({ intent: `qp_extras${String(++n).padStart(16, "0")}`, qr: {} }) } as unknown as PaymentApi;
    const paid = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "100.00", tip: "15.00", concept: null }, BY);
    const unpaid = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "100.00", tip: "20.00", concept: null }, BY);
    // the service's copies, with the till's branch and terminal as the till sent them
    await insertDashboardIntent(db.store, paid.intent, { status: "qr_authorized", payment: "qr_present", amount: "115.00", branch: "Propinas", terminal: "Barra", created: new Date().toISOString() });
    await insertDashboardIntent(db.store, unpaid.intent, { status: "qr_error_x", payment: "qr_present", amount: "120.00", branch: "Propinas", terminal: "Barra", created: new Date().toISOString() });
    const day = zonedDay(new Date(), "America/Mexico_City");
    const cashUp = (filters: { branch?: string }) => getCashUp(db.store, { day, ...filters }, "America/Mexico_City");
    const overview = (filters: { branch?: string }) => getOverview(db.store, { range: "today", from: day, to: day, ...filters }, "America/Mexico_City");
    const want = { cash: { count: 2, amount: "155.50" }, tips: { count: 2, amount: "25.00", cash: "10.00", service: "15.00" } };
    expect((await cashUp({ branch: "Propinas" })).till).toEqual(want);
    expect((await overview({ branch: "Propinas" })).till).toEqual(want);
    expect((await cashUp({})).till.cash).toEqual({ count: 3, amount: "1155.49" });
    expect((await overview({})).till.cash).toEqual({ count: 3, amount: "1155.49" });
  });
});
