import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { linesTotalCents, moneyOf, type TicketLine } from "../../contract/ticket-lines";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import { saveProduct } from "../catalogue/save-product";
import { productSchema, type Product } from "../catalogue/product-schema";
import { openDrawer } from "../drawer/open-drawer";
import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { getReceipt } from "../receipts/get-receipt";
import { receiptPath } from "../receipts/receipt-url";
import { recordCashSale } from "./record-cash-sale";
import { setUpTill } from "./set-up-till";
import { startTillCharge } from "./start-till-charge";

const BY: AuditBy = { actor: { id: "usr_owner", email: "owner@shop.test" }, context: { ip: null, userAgent: null } };
const CONFIG = { authSecret: "x".repeat(32), masterKey: Buffer.alloc(32, 7), currency: "MXN", merchantName: "Tienda" } as unknown as MerchantConfig;
const macOf = (id: string) => receiptPath(CONFIG, id).split("/").at(-1)!;

type SentBody = { amount: number; data: { items: Array<TicketLine & { description: string; product_key?: string; unit_key?: string; sku?: string }>; tip?: number } };

function fakeApi() {
  const bodies: SentBody[] = [];
  const api = {
    createIntent: async (body: unknown) => {
      bodies.push(body as SentBody);
      return { intent: `cp_${String(bodies.length).padStart(22, "0")}`, payment: "card_present", keys: { signature: "-", encryption: "-" } };
    },
  } as unknown as PaymentApi;
  return { api, bodies };
}

describe.each(DATABASE_KINDS)("selling a ticket's lines on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let bread: Product;
  let milk: Product;
  let ham: Product;
  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    const save = (fields: Record<string, unknown>) => saveProduct(db.store, productSchema.parse({ productKey: "", unitKey: "", sku: "", barcode: "", category: "", ...fields }), BY);
    // 16 %: a price whose base rounds up (10.01 → 8.63); 0 %: milk; by weight at 0 %: ham
    bread = await save({ name: "Pan dulce", price: "10.01", iva: "16", sku: "PAN-1", category: "Panadería" });
    milk = await save({ name: "Leche 1 L", price: "27.50", iva: "0", sku: "LEC-1", barcode: "7501055300075", category: "Lácteos" });
    ham = await save({ name: "Jamón de pavo", price: "189.90", iva: "0", sku: "JAM-1", byWeight: true, category: "Salchichonería" });
  });
  afterAll(async () => dispose?.());

  it("a card charge sends the lines priced from the catalogue, with IVA and SAT keys, that add up to the amount less the tip", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Lineas 1" });
    const { api, bodies } = fakeApi();
    const lines = [
      { product: bread.id, quantity: "3", discount: { kind: "percent" as const, value: "10", reason: "promotion" as const } },
      { product: milk.id, quantity: "2" },
      { product: ham.id, quantity: "0.455" },
    ];
    // 3 × 10.01 = 30.03 − 10 % (3.00) = 27.03; 2 × 27.50 = 55.00; 0.455 × 189.90 = 86.4045 → 86.40: 168.43
    const charge = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "168.43", tip: "10.00", method: "card", concept: null, lines }, BY, { canDiscount: true });
    expect(charge.amount).toBe(178.43);
    const sent = bodies[0]!;
    expect(sent.amount).toBe(178.43);
    expect(sent.data.tip).toBe(10);
    expect(sent.data.items).toEqual([
      { sku: "PAN-1", description: "Pan dulce", price: "10.01", qty: 3, discount: "3.00", iva: "16", product_key: "01010101", unit_key: "H87" },
      { sku: "LEC-1", description: "Leche 1 L", price: "27.50", qty: 2, iva: "0", product_key: "01010101", unit_key: "H87" },
      { sku: "JAM-1", description: "Jamón de pavo", price: "189.90", quantity: "0.455", iva: "0", product_key: "01010101", unit_key: "KGM" },
    ]);
    expect(moneyOf(linesTotalCents(sent.data.items))).toBe("168.43");
    const [row] = await db.query<{ items: unknown }>("SELECT items FROM dashboard_till_charge WHERE intent_id = $1", [charge.intent]);
    expect(row!.items, "the till keeps the lines it sent").toEqual(sent.data.items);
  });

  it("refuses a ticket priced with an old price, a discount from someone not allowed, and a fraction of a product sold by the unit", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Lineas 2" });
    const { api, bodies } = fakeApi();
    const charge = (input: object, canDiscount = false) =>
      startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "20.02", concept: null, lines: [{ product: bread.id, quantity: "2" }], ...input }, BY, { canDiscount });
    await expect(charge({ amount: "20.00" }), "the tablet showed 20.00, the catalogue says 20.02").rejects.toMatchObject({ code: "invalid_request", data: { errors: [{ field: "amount", message: "till.ticket.changed" }] } });
    await expect(charge({ amount: "18.02", discount: { kind: "amount", value: "2", reason: "other" } })).rejects.toMatchObject({ code: "forbidden" });
    await expect(charge({ lines: [{ product: bread.id, quantity: "1.5" }], amount: "15.02" })).rejects.toMatchObject({ code: "invalid_request" });
    expect(bodies, "nothing reached the service").toHaveLength(0);
    const [row] = await db.query<{ last_ticket: number }>("SELECT last_ticket FROM dashboard_till WHERE id = $1", [till.id]);
    expect(row!.last_ticket, "and no ticket was taken").toBe(0);
  });

  it("a retried attempt answers the sale it recorded, even after the product's price changed (a lost answer is not a second sale)", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Lineas 4" });
    await openDrawer(db.store, { tillId: till.id, float: 10_000 }, BY);
    const { api, bodies } = fakeApi();
    const soap = await saveProduct(db.store, productSchema.parse({ name: "Jabón", price: "20.00", iva: "16", productKey: "", unitKey: "", sku: "JAB-1", barcode: "", category: "" }), BY);
    const cash = { tillId: till.id, attempt: crypto.randomUUID(), amount: 2_000, tip: 0, received: 2_000, concept: null, lines: [{ product: soap.id, quantity: "1" }] };
    const charge = { tillId: till.id, attempt: crypto.randomUUID(), amount: "20.00", method: "card" as const, concept: null, lines: [{ product: soap.id, quantity: "1" }] };
    const sale = await recordCashSale(db.store, cash, BY);
    const first = await startTillCharge(db.store, api, CONFIG, charge, BY);
    // the owner raises the price while both answers are lost on the way back; the tablet sends the same attempts again
    await saveProduct(db.store, productSchema.parse({ name: "Jabón", price: "22.00", iva: "16", productKey: "", unitKey: "", sku: "JAB-1", barcode: "", category: "" }), BY, soap.id);
    expect(await recordCashSale(db.store, cash, BY)).toEqual(sale);
    const again = await startTillCharge(db.store, api, CONFIG, charge, BY);
    expect(again.ticket).toBe(first.ticket);
    expect(bodies[1], "the same request again, the lines it kept").toEqual(bodies[0]);
    // a new attempt is priced at the new price
    await expect(recordCashSale(db.store, { ...cash, attempt: crypto.randomUUID() }, BY)).rejects.toMatchObject({ data: { errors: [{ field: "amount", message: "till.ticket.changed" }] } });
  });

  it("a cash sale keeps its lines, and its receipt prints each line and the IVA at 16 % and 0 % adding up to the sale", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Lineas 3" });
    await openDrawer(db.store, { tillId: till.id, float: 50_000 }, BY);
    // 10.01 at 16 %: base 8.63 (10.01 / 1.16 = 8.6293…, rounded up) + IVA 1.38
    const sale = await recordCashSale(
      db.store,
      { tillId: till.id, attempt: crypto.randomUUID(), amount: 6_501, tip: 0, received: 10_000, concept: null, lines: [{ product: bread.id, quantity: "1" }, { product: milk.id, quantity: "2" }] },
      BY,
    );
    expect(sale.amount).toBe("65.01");
    const receipt = await getReceipt(db.store, CONFIG, sale.id, macOf(sale.id));
    expect(receipt!.items.map((item) => [item.description, item.quantity, item.iva, item.total])).toEqual([
      ["Pan dulce", "1", "16", "10.01"],
      ["Leche 1 L", "2", "0", "55.00"],
    ]);
    expect(receipt!.desglose).toEqual([
      { rate: "16", total: "10.01", base: "8.63", iva: "1.38" },
      { rate: "0", total: "55.00", base: "55.00", iva: "0.00" },
    ]);
  });
});
