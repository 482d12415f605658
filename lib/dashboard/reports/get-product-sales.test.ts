import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { IVA_RATES, lineGrossCents, lineTotalCents, moneyOf, splitBase, type IvaRate, type TicketLine } from "../../contract/ticket-lines";
import type { Database } from "../../db/client";
import { insertDashboardIntent } from "../../testing/dashboard-intents";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import { openDrawer } from "../drawer/open-drawer";
import { zonedDay } from "../format";
import { sumProductSales } from "../intents/sum-product-sales";
import { recordCashSale } from "../till/record-cash-sale";
import { setUpTill } from "../till/set-up-till";
import { getProductSales } from "./get-product-sales";
import type { ReportFilters } from "./report-filters";

const MX = "America/Mexico_City";
const BY: AuditBy = { actor: { id: "usr_owner", email: "duena@tienda.test" }, context: { ip: null, userAgent: null } };
const DAY_MS = 86_400_000;

describe("the rounding the report relies on (worked examples, checked with lib/contract/ticket-lines.ts)", () => {
  it("splits IVA-included cents that round both ways", () => {
    // 10.01 at 16 %: 1001 / 1.16 = 862.93… → base 8.63 (down), IVA 1.38
    expect(splitBase(1001n, "16")).toBe(863n);
    // 0.99 at 16 %: 99 / 1.16 = 85.34… → base 0.85, IVA 0.14
    expect(splitBase(99n, "16")).toBe(85n);
    // 1.01 at 8 %: 101 / 1.08 = 93.51… → base 0.94 (up), IVA 0.07
    expect(splitBase(101n, "8")).toBe(94n);
    // 0.750 kg at 189.90 = 142.425 → 142.43 (half up, once per line)
    expect(lineTotalCents({ price: "189.90", quantity: "0.750" })).toBe(14_243n);
  });
});

describe.each(DATABASE_KINDS)("sales by product, on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let seq = 0;
  const today = () => zonedDay(new Date(), MX);
  const range = (extra: Partial<ReportFilters> = {}): ReportFilters => ({ range: "today", from: today(), to: today(), ...extra });

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => dispose?.());

  const intent = async (items: unknown, seed: { status?: string; branch?: string; terminal?: string; created?: Date; amount?: string } = {}) => {
    const id = `qp_products${String(++seq).padStart(12, "0")}`;
    await insertDashboardIntent(db.store, id, {
      payment: "qr_present",
      amount: seed.amount ?? "1.00",
      branch: seed.branch ?? "Centro",
      terminal: seed.terminal ?? "Caja 1",
      status: seed.status ?? "qr_authorized",
      created: (seed.created ?? new Date()).toISOString(),
    });
    await db.query("UPDATE dashboard_intent SET items = $2::jsonb WHERE id = $1", [id, JSON.stringify(items)]);
    return id;
  };
  const refund = async (id: string, sale: string, status: string, lines: Array<{ line: number; quantity: string; amount: string }>) => {
    await db.query(`INSERT INTO dashboard_refund (id, intent_id, amount, status, seq, created_at) VALUES ($1, $2, $3::numeric, $4, 2, now())`, [id, sale, lines.reduce((s, l) => s + Number(l.amount), 0).toFixed(2), status]);
    for (const line of lines) await db.query("INSERT INTO dashboard_refund_line (refund_id, line, intent_id, quantity, amount) VALUES ($1, $2, $3, $4::numeric, $5::numeric)", [id, line.line, sale, line.quantity, line.amount]);
  };

  describe("a worked day", () => {
    beforeAll(async () => {
      await db.query(
        `INSERT INTO dashboard_product (id, name, price, iva, sku, category) VALUES ('pr_taco', 'Taco al pastor', 25.00, '16', 'TAC', 'Comida'), ('pr_queso', 'Queso Oaxaca', 189.90, '0', 'QSO', 'Lácteos')`,
      );
      const s1 = await intent([
        { sku: "TAC", description: "Taco", price: "25.00", qty: 3, iva: "16" },
        { description: "Refresco", price: "10.01", iva: "16" },
        { sku: "QSO", description: "Queso", price: "189.90", quantity: "0.750", iva: "0" },
        { sku: "OLD", description: "Antes del IVA por línea", price: "5.00", qty: 2 },
        { description: "Sin precio" },
      ]);
      await intent([{ sku: "TAC", price: "25.00", qty: 1, discount: "5.00", iva: "16" }, { description: "Chicle", price: "0.99", iva: "16" }], { terminal: "Caja 2" });
      await intent([{ sku: "TAC", price: "25.00", qty: 10, iva: "16" }], { status: "qr_error_x" }); // not paid: not a sale
      const old = await intent([{ sku: "TAC", price: "25.00", qty: 1, iva: "16" }], { created: new Date(Date.now() - 3 * DAY_MS) }); // another day
      // a cash sale of 2 tacos
      const till = await setUpTill(db.store, { branch: "Centro", terminal: "Caja 1" });
      await openDrawer(db.store, { tillId: till.id, float: 10_000 }, BY);
      const cash = await recordCashSale(db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: 5_000, tip: 0, received: 5_000, concept: null }, BY);
      await db.query("UPDATE dashboard_till_charge SET items = $2::jsonb WHERE attempt = $1", [cash.id.slice("cash_".length), JSON.stringify([{ sku: "TAC", price: "25.00", qty: 2, iva: "16" }])]);
      // refunds: a taco of today's sale and the taco of the other day's, today; a pending one does not count yet
      await refund("rf_products000000000001", s1, "refund_succeeded", [{ line: 0, quantity: "1", amount: "25.00" }]);
      await refund("rf_products000000000002", old, "refund_succeeded", [{ line: 0, quantity: "1", amount: "25.00" }]);
      await refund("rf_products000000000003", s1, "refund_pending", [{ line: 2, quantity: "0.25", amount: "47.48" }]);
    });

    it("counts each product's units, gross, refunds and net, with its IVA by rate", async () => {
      const report = await getProductSales(db.store, range(), MX);
      const row = (sku: string) => report.products.find((p) => p.sku === sku || p.key === `desc:${sku}`);
      expect(report.products.map((p) => [p.key, p.name, p.units, p.gross, p.refunded, p.net])).toEqual([
        ["sku:TAC", "Taco al pastor", "6", "145.00", "50.00", "95.00"],
        ["sku:QSO", "Queso Oaxaca", "0.750", "142.43", "0.00", "142.43"],
        ["desc:Refresco", "Refresco", "1", "10.01", "0.00", "10.01"],
        ["sku:OLD", "Antes del IVA por línea", "2", "10.00", "0.00", "10.00"],
        ["desc:Chicle", "Chicle", "1", "0.99", "0.00", "0.99"],
      ]);
      expect(row("TAC")).toMatchObject({ lines: 3, refundedUnits: "2", category: "Comida", rates: [{ rate: "16", total: "145.00", base: "125.00", iva: "20.00" }] });
      expect(row("Refresco")?.rates).toEqual([{ rate: "16", total: "10.01", base: "8.63", iva: "1.38" }]);
      expect(row("Chicle")?.rates).toEqual([{ rate: "16", total: "0.99", base: "0.85", iva: "0.14" }]);
      expect(row("QSO")?.rates).toEqual([{ rate: "0", total: "142.43", base: "142.43", iva: "0.00" }]);
      expect(row("OLD")?.rates).toEqual([{ rate: "unknown", total: "10.00", base: null, iva: null }]);
      expect(report.undeclared).toBe(true);
    });

    it("adds up by category (the catalogue's; none: uncategorized, last) and by rate for the whole range", async () => {
      const report = await getProductSales(db.store, range(), MX);
      expect(report.categories.map((c) => [c.category, c.products, c.gross, c.refunded, c.net])).toEqual([
        ["Comida", 1, "145.00", "50.00", "95.00"],
        ["Lácteos", 1, "142.43", "0.00", "142.43"],
        [null, 3, "21.00", "0.00", "21.00"],
      ]);
      // 16 %: 145.00 + 10.01 + 0.99 = 156.00 → base 134.48 (15600 / 1.16 = 13448.27…); refunds 50.00 → 43.10; net 106.00 → 91.38
      expect(report.rates).toEqual([
        { rate: "16", gross: { rate: "16", total: "156.00", base: "134.48", iva: "21.52" }, refunded: { rate: "16", total: "50.00", base: "43.10", iva: "6.90" }, net: { rate: "16", total: "106.00", base: "91.38", iva: "14.62" } },
        { rate: "0", gross: { rate: "0", total: "142.43", base: "142.43", iva: "0.00" }, refunded: { rate: "0", total: "0.00", base: "0.00", iva: "0.00" }, net: { rate: "0", total: "142.43", base: "142.43", iva: "0.00" } },
        { rate: "unknown", gross: { rate: "unknown", total: "10.00", base: null, iva: null }, refunded: { rate: "unknown", total: "0.00", base: null, iva: null }, net: { rate: "unknown", total: "10.00", base: null, iva: null } },
      ]);
      expect(report.totals).toEqual({ gross: "308.43", refunded: "50.00", net: "258.43" });
      expect(moneyOf(splitBase(15_600n, "16"))).toBe("134.48");
    });

    it("narrows to a terminal as the overview does", async () => {
      const report = await getProductSales(db.store, range({ branch: "Centro", terminal: "Caja 2" }), MX);
      expect(report.products.map((p) => [p.key, p.gross])).toEqual([
        ["sku:TAC", "20.00"],
        ["desc:Chicle", "0.99"],
      ]);
      expect(report).toMatchObject({ branch: "Centro", terminal: "Caja 2", totals: { gross: "20.99", refunded: "0.00" } });
      expect(report.terminals).toEqual(["Caja 1", "Caja 2"]);
    });
  });

  it("property: for random tickets, each rate's gross is Σ lineTotalCents and its base + IVA is its total", async () => {
    const rate = fc.option(fc.constantFrom(...IVA_RATES), { nil: undefined });
    const price = fc.oneof(
      fc.integer({ min: 0, max: 2_000_000 }).map((tenThousandths) => `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, "0")}`),
      // exactly half a cent at one unit (rounds up), or at a quantity
      fc.constantFrom("0.0050", "12.3450", "0.0150", "2.0050", "1.0001"),
    );
    const quantity = fc.oneof(
      fc.integer({ min: 1, max: 40 }).map((qty) => ({ qty })),
      fc.integer({ min: 1, max: 50_000 }).map((t) => ({ quantity: `${Math.floor(t / 1000)}.${String(t % 1000).padStart(3, "0")}` })),
      fc.constant({}),
    );
    const line = fc.record({ sku: fc.constantFrom("A", "B", "C", undefined), price, quantity, iva: rate, share: fc.double({ min: 0, max: 1, noNaN: true }), discounted: fc.boolean() }).map(({ sku, price, quantity, iva, share, discounted }) => {
      const base: TicketLine = { price, ...quantity };
      const gross = lineGrossCents(base);
      const discount = discounted ? BigInt(Math.floor(Number(gross) * share)) : 0n;
      return { ...(sku ? { sku } : { description: "Suelto" }), ...base, ...(discount > 0n ? { discount: moneyOf(discount) } : {}), ...(iva ? { iva } : {}) };
    });
    const tickets = fc.array(fc.array(line, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(tickets, async (generated) => {
        const branch = `Prop ${kind} ${++run}`;
        for (const items of generated) await intent(items, { branch });
        const expected = new Map<string, bigint>();
        for (const item of generated.flat()) expected.set(item.iva ?? "unknown", (expected.get(item.iva ?? "unknown") ?? 0n) + lineTotalCents(item as TicketLine));
        const { sold } = await sumProductSales(db.store, { start: new Date(Date.now() - DAY_MS), end: new Date(Date.now() + DAY_MS), branch, terminal: null });
        const got = new Map<string, bigint>();
        for (const row of sold) got.set(row.rate, (got.get(row.rate) ?? 0n) + BigInt(row.amount.replace(".", "")));
        expect(Object.fromEntries(got)).toEqual(Object.fromEntries(expected));
        const report = await getProductSales(db.store, range({ branch }), MX);
        for (const total of report.rates) {
          expect(moneyOf(BigInt(total.gross.total.replace(".", "")))).toBe(moneyOf(expected.get(total.rate)!));
          if (total.rate === "unknown") continue;
          const [base, iva] = [total.gross.base!, total.gross.iva!].map((v) => BigInt(v.replace(".", "")));
          expect(base! + iva!).toBe(expected.get(total.rate));
          expect(base).toBe(splitBase(expected.get(total.rate)!, total.rate as IvaRate));
        }
        // and each product's rates add up to its gross
        for (const product of report.products) expect(product.rates.reduce((s, r) => s + BigInt(r.total.replace(".", "")), 0n)).toBe(BigInt(product.gross.replace(".", "")));
      }),
      { numRuns: 25 },
    );
  });
});
