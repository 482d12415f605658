import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import type { AuditBy } from "../audit/record-audit";
import { openDrawer } from "../drawer/open-drawer";
import { fiscalProfileSchema } from "../fiscal/fiscal-profile-schema";
import { saveFiscalProfile } from "../fiscal/save-fiscal-profile";
import { recordCashSale } from "../till/record-cash-sale";
import { setUpTill } from "../till/set-up-till";
import { findReceiptPath } from "./find-receipt-path";
import { getReceipt } from "./get-receipt";
import { receiptPath } from "./receipt-url";

const config = { masterKey: Buffer.alloc(32, 7), merchantName: "Abarrotes Lupita", currency: "MXN" };
const CASHIER: AuditBy = { actor: { id: "usr_cashier", email: "cajera@tienda.test" }, context: { ip: null, userAgent: null } };
const macOf = (id: string) => receiptPath(config, id).split("/").at(-1)!;

describe("a cash sale's receipt", () => {
  let m: MemoryDatabase;
  let saleId: string;
  let series: string;
  beforeAll(async () => {
    m = await openMemoryDatabase();
    const till = await setUpTill(m.db.store, { branch: "Centro", terminal: "Mostrador" });
    series = till.series;
    await openDrawer(m.db.store, { tillId: till.id, float: 20_000 }, CASHIER);
    const sale = await recordCashSale(m.db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: 11_600, tip: 0, received: 20_000, concept: "Refrescos" }, CASHIER);
    saleId = sale.id;
  });
  afterAll(async () => m?.close());

  it("has a receipt URL like a payment's, typed cash, with what was received, the change, the folio and the IVA it includes", async () => {
    expect(saleId).toMatch(/^cash_[0-9a-f-]{36}$/);
    expect(await findReceiptPath(m.db.store, config, saleId)).toBe(receiptPath(config, saleId));
    await saveFiscalProfile(m.db.store, fiscalProfileSchema.parse({ legalName: "Guadalupe Pérez López", rfc: "PELG800101AB1", taxRegime: "626", address: "Av. Juárez 10, Centro, 06000 CDMX", invoiceContact: "facturas@lupita.mx", vat: "16" }), CASHIER);
    const receipt = await getReceipt(m.db.store, config, saleId, macOf(saleId));
    expect(receipt).toMatchObject({ intent: saleId, payment: "cash", status: "cash_paid", amount: "116.00", ticket: `${series}-00001`, branch: "Centro", terminal: "Mostrador", concept: "Refrescos", refunded: "0.00", net: "116.00", refunds: [], items: [], cash: { received: "200.00", change: "84.00" } });
    expect(receipt!.fiscal).toMatchObject({ rfc: "PELG800101AB1" });
    expect(receipt!.vat).toMatchObject({ base: "100.00", vat: "16.00" });
  });

  it("is the same 404 for a wrong MAC or an id no sale has", async () => {
    expect(await getReceipt(m.db.store, config, saleId, macOf("cash_00000000-0000-4000-8000-000000000000"))).toBeNull();
    const unknown = "cash_00000000-0000-4000-8000-000000000000";
    expect(await getReceipt(m.db.store, config, unknown, macOf(unknown))).toBeNull();
    expect(await findReceiptPath(m.db.store, config, unknown)).toBeNull();
  });
});
