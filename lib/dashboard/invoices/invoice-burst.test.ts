import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { centsOf, lineTotalCents, moneyOf, type TicketLine } from "../../contract/ticket-lines";
import { makeTestCsd } from "../../cfdi/testing/make-test-csd";
import { createSandboxPac, memoryLedger } from "../../cfdi/pac/sandbox-pac";
import type { Database } from "../../db/client";
import { insertDashboardIntent } from "../../testing/dashboard-intents";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import { openDrawer } from "../drawer/open-drawer";
import { fiscalProfileSchema } from "../fiscal/fiscal-profile-schema";
import { saveFiscalProfile } from "../fiscal/save-fiscal-profile";
import { zonedDay, zonedDayRange } from "../format";
import { recordCashSale } from "../till/record-cash-sale";
import { setUpTill } from "../till/set-up-till";
import { receiverSchema } from "./invoice-schemas";
import { issueGlobalInvoice } from "./issue-global-invoice";
import { issueInvoice, type InvoiceDeps } from "./issue-invoice";
import { saveCsd } from "./save-csd";
import { saveInvoiceSeries } from "./save-invoice-series";
import { sumInvoiceBooks } from "./sum-invoice-books";

const OWNER: AuditBy = { actor: { id: "usr_owner", email: "duena@tienda.test" }, context: { ip: null, userAgent: null } };
const TZ = "America/Mexico_City";
const config = { masterKey: Buffer.alloc(32, 7), merchantName: "Abarrotes Kemper", currency: "MXN", timeZone: TZ };
const CUSTOMER = receiverSchema.parse({ rfc: "XIQB891116QE4", name: "Berenice Xímenez Quiñones", zip: "26015", regime: "612", use: "G03", email: "" });
const TICKETS = 500;
const INDIVIDUAL = 50;

/** A ticket's lines: one to three, mixing 16 %, 0 % and exempt, a weighed one now and then. */
function linesOf(n: number): TicketLine[] {
  const lines: TicketLine[] = [{ price: `${10 + (n % 90)}.${String((n * 37) % 100).padStart(2, "0")}`, qty: 1 + (n % 3), iva: "16" }];
  if (n % 2 === 0) lines.push({ price: "89.90", quantity: `0.${String(100 + ((n * 7) % 900)).padStart(3, "0")}`, iva: "0" });
  if (n % 5 === 0) lines.push({ price: "45.00", qty: 1, iva: "exempt" });
  return lines;
}

/**
 * A busy day's facturas: 500 tickets (cash sales and QR and card payments, with lines at several
 * rates), the owner's global of the day running while 50 customers ask for their own factura at
 * the same moment. Every ticket ends in exactly one active CFDI (its own, or the global that holds
 * it now), and the money of the CFDIs equals the day's sales to the cent.
 */
describe.each(DATABASE_KINDS)("a day of 500 tickets invoiced while the global runs, on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let deps: InvoiceDeps;
  const sales: Array<{ id: string; cents: bigint }> = [];

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    await saveFiscalProfile(db.store, fiscalProfileSchema.parse({ legalName: "Escuela Kemper Urgate", rfc: "EKU9003173C9", taxRegime: "601", address: "Av. Juárez 10, 06000 CDMX", invoiceContact: "facturas@kemper.mx", vat: "16" }), OWNER);
    await saveCsd(db.store, config, await makeTestCsd({ rfc: "EKU9003173C9", legalName: "ESCUELA KEMPER URGATE" }), OWNER);
    await saveInvoiceSeries(db.store, { branch: "Centro", zip: "06000", series: "F" }, OWNER);
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Mostrador" });
    await openDrawer(db.store, { tillId: till.id, float: 100_000 }, OWNER);
    deps = { pac: createSandboxPac({ ledger: memoryLedger() }) };
    const now = new Date().toISOString();
    for (let n = 0; n < TICKETS; n++) {
      const lines = linesOf(n);
      const cents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0n);
      if (n % 3 === 0) {
        const sale = await recordCashSale(db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: Number(cents), tip: 0, received: Number(cents), concept: null }, OWNER);
        await db.query("UPDATE dashboard_till_charge SET items = $2::jsonb WHERE attempt = $1", [sale.id.slice(5), JSON.stringify(lines)]);
        sales.push({ id: sale.id, cents });
      } else {
        const card = n % 3 === 1;
        const id = `${card ? "cp" : "qp"}_burst${kind === "pglite" ? "a" : "b"}${String(n).padStart(14, "0")}`;
        await insertDashboardIntent(db.store, id, { payment: card ? "card_present" : "qr_present", amount: moneyOf(cents), branch: "Centro", terminal: "Mostrador", status: card ? "cp_authorized" : "qr_authorized", created: now });
        await db.query("UPDATE dashboard_intent SET items = $2::jsonb, ticket = $3 WHERE id = $1", [id, JSON.stringify(lines), `T-${n}`]);
        sales.push({ id, cents });
      }
    }
  }, 240_000);
  afterAll(async () => dispose?.());

  it("ends every ticket in exactly one CFDI, and the CFDIs' money is the day's sales to the cent", async () => {
    const started = Date.now();
    const individual = sales.filter((_, i) => i % 10 === 7).slice(0, INDIVIDUAL);
    const ask = (sale: { id: string }) => issueInvoice(db.store, config, { sale: sale.id, receiver: CUSTOMER, by: OWNER, createdBy: "customer" }, deps);
    // half the customers ask as the global starts (it reads the day's tickets first); the other half
    // once it has taken its tickets (being stamped or issued): theirs come out of it
    const global = issueGlobalInvoice(db.store, config, { branch: "Centro", periodicity: "01", from: zonedDay(new Date(), TZ), by: OWNER, createdBy: "duena@tienda.test" }, deps);
    const early = individual.slice(0, INDIVIDUAL / 2).map(ask);
    await expect.poll(async () => (await db.query("SELECT 1 FROM dashboard_invoice WHERE kind = 'global'")).length, { timeout: 120_000, interval: 20 }).toBe(1);
    const late = individual.slice(INDIVIDUAL / 2).map(ask);
    const results = await Promise.allSettled([global, ...early, ...late]);
    const seconds = (Date.now() - started) / 1000;
    expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);

    // exactly one active holder per ticket, every ticket held, the 50 by their own factura
    const held = await db.query<{ sale: string; kind: string; status: string; amount: string }>(
      "SELECT s.sale, i.kind, i.status, s.amount::text FROM dashboard_invoice_sale s JOIN dashboard_invoice i ON i.id = s.invoice_id WHERE s.active",
    );
    expect(held).toHaveLength(TICKETS);
    expect(new Set(held.map((h) => h.sale)).size).toBe(TICKETS);
    expect(held.filter((h) => h.status !== "issued")).toEqual([]);
    for (const sale of individual) expect(held.find((h) => h.sale === sale.id)?.kind).toBe("ticket");
    expect(held.filter((h) => h.kind === "ticket")).toHaveLength(INDIVIDUAL);

    // the money: each ticket's amount in its CFDI is its sale; the CFDIs in force add up to the day
    const day = sales.reduce((sum, s) => sum + s.cents, 0n);
    for (const h of held) expect(centsOf(h.amount)).toBe(sales.find((s) => s.id === h.sale)!.cents);
    const inForce = await db.query<{ kind: string; total: string }>("SELECT kind, (sum(total) * 100)::bigint::text AS total FROM dashboard_invoice WHERE status = 'issued' GROUP BY kind");
    expect(inForce.reduce((sum, row) => sum + BigInt(row.total), 0n)).toBe(day);
    const books = await sumInvoiceBooks(db.store, { ...zonedDayRange(zonedDay(new Date(), TZ), TZ), branch: "Centro" });
    expect(books.pending).toEqual({ count: 0, amount: "0.00" });
    expect(centsOf(books.sales.amount)).toBe(day);
    expect(centsOf(books.invoiced.amount) + centsOf(books.global.amount)).toBe(day);
    // globals the facturas took tickets out of: cancelled with motivo 04, each replaced by one related to it
    const replaced = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM dashboard_invoice WHERE kind = 'global' AND status = 'canceled' AND cancel_motivo = '04'");
    const inForceGlobals = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM dashboard_invoice WHERE kind = 'global' AND status = 'issued'");
    expect(inForceGlobals[0]!.n).toBe(1);
    expect(replaced[0]!.n).toBeGreaterThan(0);
    console.log(`${kind}: ${TICKETS} tickets, global + ${INDIVIDUAL} facturas at once in ${seconds.toFixed(1)} s; ${replaced[0]!.n} globals replaced; day MXN ${moneyOf(day)}`);
  }, 300_000);
});
