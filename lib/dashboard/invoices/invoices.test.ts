import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { verifyCfdiSeal } from "../../cfdi/seal";
import { makeTestCsd } from "../../cfdi/testing/make-test-csd";
import { createSandboxPac, memoryLedger } from "../../cfdi/pac/sandbox-pac";
import { readTimbre } from "../../cfdi/timbre";
import { validateCfdiXsd } from "../../cfdi/xsd";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import { openDrawer } from "../drawer/open-drawer";
import { fiscalProfileSchema } from "../fiscal/fiscal-profile-schema";
import { saveFiscalProfile } from "../fiscal/save-fiscal-profile";
import { zonedDay, zonedDayRange } from "../format";
import { recordCashSale } from "../till/record-cash-sale";
import { refundPayment } from "../payments/refund-payment";
import type { PaymentApi } from "../payment-api";
import { setUpTill } from "../till/set-up-till";
import { cancelInvoice } from "./cancel-invoice";
import { receiverSchema } from "./invoice-schemas";
import { issueCreditNotes } from "./issue-credit-notes";
import { issueGlobalInvoice } from "./issue-global-invoice";
import { issueInvoice, type InvoiceDeps } from "./issue-invoice";
import { readSaleInvoices } from "./read-sale-invoices";
import { saveCsd } from "./save-csd";
import { saveInvoiceSeries } from "./save-invoice-series";
import { sumInvoiceBooks } from "./sum-invoice-books";

const OWNER: AuditBy = { actor: { id: "usr_owner", email: "duena@tienda.test" }, context: { ip: null, userAgent: null } };
const TZ = "America/Mexico_City";
const config = { masterKey: Buffer.alloc(32, 7), merchantName: "Abarrotes Kemper", currency: "MXN", timeZone: TZ };
const RFC = "EKU9003173C9";
/** A customer: a persona física (13 characters) with a valid check digit. */
const CUSTOMER = receiverSchema.parse({ rfc: "XIQB891116QE4", name: "Berenice Xímenez Quiñones", zip: "26015", regime: "612", use: "G03", email: "" });
/** A ticket: 2 tacos at 25.00 (16 %), 0.750 kg of queso at 189.90 (0 %), a soda at 10.01 (16 %): 60.01 + 142.43 = 202.44 */
const LINES = [
  { sku: "TAC", description: "Taco al pastor", price: "25.00", qty: 2, iva: "16", product_key: "90101501", unit_key: "H87" },
  { sku: "QSO", description: "Queso Oaxaca & añejo", price: "189.90", quantity: "0.750", iva: "0", product_key: "50131700", unit_key: "KGM" },
  { description: "Refresco", price: "10.01", qty: 1, iva: "16" },
];
const LINES_TOTAL = 20_244;

describe.each(DATABASE_KINDS)("facturas, on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let tillId: string;
  let deps: InvoiceDeps;
  const refunds: string[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    await saveFiscalProfile(db.store, fiscalProfileSchema.parse({ legalName: "Escuela Kemper Urgate", rfc: RFC, taxRegime: "601", address: "Av. Juárez 10, Centro, 06000 CDMX", invoiceContact: "facturas@kemper.mx", vat: "16" }), OWNER);
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Mostrador" });
    tillId = till.id;
    await openDrawer(db.store, { tillId, float: 100_000 }, OWNER);
    deps = { pac: createSandboxPac({ ledger: memoryLedger() }) };
  }, 60_000);
  afterAll(async () => dispose?.());

  /** A cash sale of `cents` (with the ticket's lines when `lines`), tip `tip`. */
  const cashSale = async (cents: number, { lines = false, tip = 0 } = {}) => {
    const sale = await recordCashSale(db.store, { tillId, attempt: crypto.randomUUID(), amount: cents + tip, tip, received: cents + tip, concept: "Venta de mostrador" }, OWNER);
    if (lines) await db.query("UPDATE dashboard_till_charge SET items = $2::jsonb WHERE attempt = $1", [sale.id.slice(5), JSON.stringify(LINES)]);
    return sale.id;
  };
  const fakeApi = { refund: async () => { throw new Error("cash refunds never reach the service"); } } as unknown as PaymentApi;
  const today = () => zonedDay(new Date(), TZ);
  const books = () => sumInvoiceBooks(db.store, { ...zonedDayRange(today(), TZ), branch: "Centro" });

  it("refuses a CSD that is not the shop's to seal with, in words naming the file", async () => {
    const code = async (promise: Promise<unknown>) => ((await promise.catch((e: unknown) => e)) as AppError).data.errors;
    const other = await makeTestCsd({ rfc: "XIQB891116QE4", legalName: "BERENICE XIMENEZ" });
    expect(await code(saveCsd(db.store, config, other, OWNER))).toEqual([{ field: "cer", message: "invoices.csd.rfc_mismatch" }]);
    const fiel = await makeTestCsd({ rfc: RFC, legalName: "ESCUELA KEMPER URGATE", kind: "fiel" });
    expect(await code(saveCsd(db.store, config, fiel, OWNER))).toEqual([{ field: "cer", message: "invoices.csd.fiel_not_csd" }]);
    // SAT's own test CSD of this RFC, in force 2019-2023
    const old = { cer: readFileSync(new URL("../../cfdi/testdata/EKU9003173C9.cer", import.meta.url)), key: readFileSync(new URL("../../cfdi/testdata/EKU9003173C9.key", import.meta.url)), password: "12345678a" };
    expect(await code(saveCsd(db.store, config, old, OWNER))).toEqual([{ field: "cer", message: "invoices.csd.expired" }]);
    const good = await makeTestCsd({ rfc: RFC, legalName: "ESCUELA KEMPER URGATE" });
    expect(await code(saveCsd(db.store, config, { ...good, password: "not it" }, OWNER))).toEqual([{ field: "password", message: "invoices.csd.key_unreadable" }]);
    expect(await code(saveCsd(db.store, config, { ...good, key: other.key, password: other.password }, OWNER))).toEqual([{ field: "key", message: "invoices.csd.pair_mismatch" }]);
  });

  it("is not ready until the CSD and a place of issue are set, then keeps the key sealed", async () => {
    const sale = await cashSale(10_000);
    const error = await issueInvoice(db.store, config, { sale, receiver: CUSTOMER, by: OWNER, createdBy: "customer" }, deps).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "invoicing_not_ready", data: { missing: ["csd", "place"] } });
    const good = await makeTestCsd({ rfc: RFC, legalName: "ESCUELA KEMPER URGATE" });
    const saved = await saveCsd(db.store, config, good, OWNER);
    expect(saved.rfc).toBe(RFC);
    await saveInvoiceSeries(db.store, { branch: "Centro", zip: "06000", series: "F" }, OWNER);
    const [row] = await db.query<{ key_sealed: string; password_sealed: string }>("SELECT key_sealed, password_sealed FROM dashboard_csd");
    expect(row!.key_sealed).toMatch(/^v1\./);
    expect(row!.key_sealed).not.toContain(good.key.toString("base64").slice(0, 20));
    expect(row!.password_sealed).not.toContain(good.password);
  });

  it("issues a ticket's factura from its lines: XSD-valid, sealed, stamped, the tip left out, once per ticket", async () => {
    const sale = await cashSale(LINES_TOTAL, { lines: true, tip: 1_500 });
    const invoice = await issueInvoice(db.store, config, { sale, receiver: { ...CUSTOMER, email: "berenice@correo.test" }, by: OWNER, createdBy: "customer" }, deps);
    expect(invoice).toMatchObject({ kind: "ticket", status: "issued", total: "202.44", paymentForm: "01", receiver: { rfc: "XIQB891116QE4", name: "BERENICE XÍMENEZ QUIÑONES" }, sales: [{ sale, amount: "202.44", active: true }] });
    const xml = (await db.query<{ xml: string }>("SELECT xml FROM dashboard_invoice WHERE id = $1", [invoice.id]))[0]!.xml;
    expect(await validateCfdiXsd(xml)).toEqual({ valid: true, errors: [] });
    expect(verifyCfdiSeal(xml)).toBe(true);
    expect(readTimbre(xml)?.uuid).toBe(invoice.uuid);
    expect(xml).toContain('Total="202.44"');
    // the concepts' bases: 50.00 → 43.10 and 10.01 → 8.63 at 16 %, 142.43 at 0 %
    expect(xml).toContain('SubTotal="194.16"');
    expect(xml).toContain("Queso Oaxaca &amp; añejo");
    const again = await issueInvoice(db.store, config, { sale, receiver: CUSTOMER, by: OWNER, createdBy: "cajera@tienda.test" }, deps);
    expect(again.id).toBe(invoice.id);
    expect((await readSaleInvoices(db.store, sale)).current?.id).toBe(invoice.id);
  });

  it("issues the day's global without the invoiced tickets, and the books add up: invoiced + global + pending = sales", async () => {
    const before = await books();
    const a = await cashSale(11_600);
    const b = await cashSale(5_000, { lines: true });
    const global = await issueGlobalInvoice(db.store, config, { branch: "Centro", periodicity: "01", from: today(), by: OWNER, createdBy: OWNER.actor.email! }, deps);
    expect(global).toMatchObject({ kind: "global", status: "issued", receiver: { rfc: "XAXX010101000", name: "PUBLICO EN GENERAL", regime: "616", use: "S01" } });
    expect(global.sales.map((s) => s.sale)).toEqual(expect.arrayContaining([a, b]));
    const xml = (await db.query<{ xml: string }>("SELECT xml FROM dashboard_invoice WHERE id = $1", [global.id]))[0]!.xml;
    expect(await validateCfdiXsd(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toMatch(/<cfdi:InformacionGlobal Periodicidad="01" Meses="\d\d" Año="\d{4}"\/>/);
    const after = await books();
    expect(after.pending).toEqual({ count: 0, amount: "0.00" });
    expect(Number(after.invoiced.amount) + Number(after.global.amount)).toBeCloseTo(Number(after.sales.amount), 2);
    expect(after.sales.count).toBe(before.sales.count + 2);
    await expect(issueGlobalInvoice(db.store, config, { branch: "Centro", periodicity: "01", from: today(), by: OWNER, createdBy: "x" }, deps)).rejects.toMatchObject({ code: "sale_not_invoiceable" });
  });

  it("takes a ticket out of its global when its customer asks later: the global reissued without it, the old one cancelled with motivo 04", async () => {
    const { id: globalId, sale } = (
      await db.query<{ id: string; sale: string }>(
        "SELECT i.id, s.sale FROM dashboard_invoice i JOIN dashboard_invoice_sale s ON s.invoice_id = i.id WHERE i.kind = 'global' AND i.status = 'issued' AND s.active LIMIT 1",
      )
    )[0]!;
    const own = await issueInvoice(db.store, config, { sale, receiver: CUSTOMER, by: OWNER, createdBy: "customer" }, deps);
    expect(own).toMatchObject({ kind: "ticket", status: "issued" });
    const [old] = await db.query<{ status: string; cancel_motivo: string }>("SELECT status, cancel_motivo FROM dashboard_invoice WHERE id = $1", [globalId]);
    expect(old).toEqual({ status: "canceled", cancel_motivo: "04" });
    const [replacement] = await db.query<{ id: string; xml: string }>("SELECT id, xml FROM dashboard_invoice WHERE related_id = $1 AND kind = 'global'", [globalId]);
    expect(replacement!.xml).toContain('TipoRelacion="04"');
    const holders = await db.query<{ sale: string; n: number }>("SELECT sale, count(*)::int AS n FROM dashboard_invoice_sale WHERE active GROUP BY sale HAVING count(*) > 1");
    expect(holders).toEqual([]);
    const after = await books();
    expect(after.pending.count).toBe(0);
  });

  it("issues a note of credit (Egreso, related 01) for a refund of an invoiced ticket, once", async () => {
    const sale = await cashSale(LINES_TOTAL, { lines: true });
    const invoice = await issueInvoice(db.store, config, { sale, receiver: CUSTOMER, by: OWNER, createdBy: "customer" }, deps);
    const refund = await refundPayment(db.store, fakeApi, { intent: sale, amount: 50, reason: "requested_by_customer", via: "till", attempt: crypto.randomUUID() }, OWNER);
    refunds.push(refund.refund);
    expect(await issueCreditNotes(db.store, config, { sale }, deps)).toBe(1);
    expect(await issueCreditNotes(db.store, config, { sale }, deps)).toBe(0);
    const credit = (await readSaleInvoices(db.store, sale)).all.find((i) => i.kind === "credit")!;
    expect(credit).toMatchObject({ status: "issued", total: "50.00", relatedId: invoice.id, refundId: refund.refund, receiver: { rfc: CUSTOMER.rfc } });
    const xml = (await db.query<{ xml: string }>("SELECT xml FROM dashboard_invoice WHERE id = $1", [credit.id]))[0]!.xml;
    expect(xml).toContain('TipoDeComprobante="E"');
    expect(xml).toContain(`<cfdi:CfdiRelacionados TipoRelacion="01"><cfdi:CfdiRelacionado UUID="${invoice.uuid}"/>`);
    expect(await validateCfdiXsd(xml)).toEqual({ valid: true, errors: [] });
  });

  it("cancels a factura with motivo 02 and frees its ticket for another", async () => {
    const sale = await cashSale(3_000);
    const invoice = await issueInvoice(db.store, config, { sale, receiver: CUSTOMER, by: OWNER, createdBy: "customer" }, deps);
    const canceled = await cancelInvoice(db.store, config, { id: invoice.id, motivo: "02", by: OWNER }, deps);
    expect(canceled).toMatchObject({ status: "canceled", cancelMotivo: "02" });
    const again = await issueInvoice(db.store, config, { sale, receiver: CUSTOMER, by: OWNER, createdBy: "customer" }, deps);
    expect(again.id).not.toBe(invoice.id);
    await expect(cancelInvoice(db.store, config, { id: canceled.id, motivo: "02", by: OWNER }, deps)).rejects.toMatchObject({ code: "invoice_not_cancelable" });
  });

  it("puts every ticket in exactly one CFDI when a global and individual facturas run at once", async () => {
    const sales = [];
    for (let i = 0; i < 24; i++) sales.push(await cashSale(1_000 + i * 7, { lines: i % 3 === 0 }));
    const individual = sales.filter((_, i) => i % 4 === 1);
    const results = await Promise.allSettled([
      issueGlobalInvoice(db.store, config, { branch: "Centro", periodicity: "01", from: today(), by: OWNER, createdBy: "x" }, deps),
      ...individual.map((sale) => issueInvoice(db.store, config, { sale, receiver: CUSTOMER, by: OWNER, createdBy: "customer" }, deps)),
    ]);
    expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const held = await db.query<{ sale: string; kind: string }>(
      "SELECT s.sale, i.kind FROM dashboard_invoice_sale s JOIN dashboard_invoice i ON i.id = s.invoice_id WHERE s.active AND s.sale = ANY($1::text[])",
      [sales],
    );
    expect(held.map((h) => h.sale).sort()).toEqual([...sales].sort());
    for (const sale of individual) expect(held.find((h) => h.sale === sale)?.kind).toBe("ticket");
    const after = await books();
    expect(after.pending.count).toBe(0);
    const active = await db.query<{ cents: string }>(
      "SELECT (sum(s.amount) * 100)::bigint::text AS cents FROM dashboard_invoice_sale s JOIN dashboard_invoice i ON i.id = s.invoice_id WHERE s.active AND i.status = 'issued'",
    );
    expect(BigInt(active[0]!.cents)).toBe(BigInt(Math.round(Number(after.sales.amount) * 100)));
  }, 120_000);
});
