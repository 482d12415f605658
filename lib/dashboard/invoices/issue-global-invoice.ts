import { cfdiDate } from "../../cfdi/cfdi-date";
import { moneyOf } from "../../contract/ticket-lines";
import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { log } from "../../log";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { nextDay, zonedDayStart } from "../format";
import { SALES_IN_SCOPE } from "../intents/sales-sql";
import type { MerchantConfig } from "../merchant-config";
import { groupParams } from "../reports/report-sql";
import { composeCfdi, PUBLICO_EN_GENERAL } from "./compose-cfdi";
import { composeGlobal, type GlobalTicket } from "./compose-global";
import { informacionGlobalOf } from "./global-period";
import type { InvoiceView } from "./invoice-view";
import { issueCreditNotes } from "./issue-credit-notes";
import type { InvoiceDeps } from "./issue-invoice";
import { readInvoice } from "./read-invoice";
import { readIssuer } from "./read-issuer";
import { readSaleForInvoice } from "./read-sale-for-invoice";
import { LOCK_INVOICES, takeFolio } from "./reserve-invoice";
import { stampReserved } from "./stamp-reserved";
import { ratesJson } from "./issue-invoice";

/** The period's paid sales of the branch not in an active CFDI: $1-$4 the scope (SALES_IN_SCOPE), $5-$9 the groups. */
const UNINVOICED = statement<{ id: string }>(
  "dash_invoice_uninvoiced",
  `SELECT sales.id FROM ${SALES_IN_SCOPE} AS sales
   WHERE sales.grp = 'authorized' AND sales.amount - sales.tip > 0
     AND NOT EXISTS (SELECT 1 FROM dashboard_invoice_sale s WHERE s.sale = sales.id AND s.active)
   ORDER BY sales.at, sales.id`,
);

/** The period [start, end) of a global starting on `from` (a day in the shop's time zone): a day, 7 days, the 1st-15th / 16th-end of a month, a month. */
export function globalPeriod(periodicity: string, from: string, timeZone: string): { start: Date; end: Date; from: string; to: string } {
  const [year, month, day] = from.split("-").map(Number) as [number, number, number];
  let to: string;
  if (periodicity === "01") to = nextDay(from);
  else if (periodicity === "02") to = [...Array(7)].reduce((d: string) => nextDay(d), from);
  else {
    const first = periodicity === "03" && day > 15 ? 16 : 1;
    from = `${year}-${String(month).padStart(2, "0")}-${String(first).padStart(2, "0")}`;
    const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
    to = periodicity === "03" && first === 1 ? `${year}-${String(month).padStart(2, "0")}-16` : nextMonth;
  }
  return { start: zonedDayStart(from, timeZone), end: zonedDayStart(to, timeZone), from, to };
}

/**
 * The factura global of a branch's period (Anexo 20, Guía de llenado, "Factura global"): one CFDI
 * to the público en general (XAXX010101000, régimen 616, uso S01, the place of issue's postal code)
 * with InformacionGlobal (Periodicidad, Meses, Año of the period), one concept per ticket (per
 * ticket and rate), of every paid ticket of the period not in a CFDI already (an individual factura,
 * or another global). The tickets are reserved under the invoices' lock in one transaction, so a
 * ticket invoiced at the same moment ends in exactly one of the two; then it is sealed and stamped.
 * A period with nothing left to invoice is refused (sale_not_invoiceable). A ticket refunded
 * before the global is in it like every other (every paid ticket ends in exactly one ingreso), and
 * its refunds get their notes of credit right after it. Sales are read through their receipts, so each
 * ticket's amount by rate is the receipt's.
 */
export async function issueGlobalInvoice(
  store: Store,
  config: Pick<MerchantConfig, "masterKey" | "merchantName" | "currency" | "timeZone">,
  input: { branch: string; periodicity: string; from: string; by: AuditBy; createdBy: string },
  deps: InvoiceDeps,
): Promise<InvoiceView> {
  const issuer = await readIssuer(store, config, input.branch);
  const period = globalPeriod(input.periodicity, input.from, config.timeZone);
  const candidates = await store.sql(UNINVOICED, [period.start, period.end, input.branch === "" ? null : input.branch, null, ...groupParams()]);
  const tickets = new Map<string, GlobalTicket & { paidAt: Date; refunded: boolean }>();
  for (const { id } of candidates) {
    const sale = await readSaleForInvoice(store, config, id);
    // "" is the sales without a branch (the scope's null is every branch)
    if (!sale || sale.branch !== input.branch || sale.saleCents <= 0n) continue;
    tickets.set(id, { sale: id, ticket: sale.ticket, tender: sale.tender, amount: moneyOf(sale.saleCents), rates: ratesJson(sale), paidAt: sale.paidAt, refunded: sale.refunds.length > 0 });
  }
  const reserved = await store.transaction(async (tx) => {
    await tx.sql(LOCK_INVOICES, []);
    // taken meanwhile by a factura of its own (or another global): left out
    const taken = new Set((await tx.prisma.dashboardInvoiceSale.findMany({ where: { sale: { in: [...tickets.keys()] }, active: true }, select: { sale: true } })).map((r) => r.sale));
    const mine = [...tickets.values()].filter((t) => !taken.has(t.sale));
    if (mine.length === 0) return null;
    const { totals, formaPago } = composeGlobal(mine);
    const folio = await takeFolio(tx, issuer.place.branch);
    const id = randomToken("inv");
    await tx.prisma.dashboardInvoice.create({
      data: {
        id,
        kind: "global",
        status: "stamping",
        branch: input.branch,
        series: issuer.place.series,
        folio,
        receiverRfc: PUBLICO_EN_GENERAL.rfc,
        receiverName: PUBLICO_EN_GENERAL.nombre,
        receiverZip: issuer.place.zip,
        receiverRegime: PUBLICO_EN_GENERAL.regimenFiscalReceptor,
        receiverUse: PUBLICO_EN_GENERAL.usoCFDI,
        paymentForm: formaPago,
        subtotal: totals.subTotal,
        tax: moneyOf(totals.taxCents),
        total: totals.total,
        periodicity: input.periodicity,
        periodStart: period.start,
        periodEnd: period.end,
        pac: deps.pac.name,
        createdBy: input.createdBy,
        sales: { create: mine.map((t) => ({ sale: t.sale, ticket: t.ticket, tender: t.tender, paidAt: t.paidAt, amount: t.amount, rates: t.rates })) },
      },
    });
    return { id, folio, totals, formaPago, mine };
  });
  if (!reserved) throw new AppError("sale_not_invoiceable");
  const now = deps.now?.() ?? new Date();
  const comprobante = composeCfdi({
    issuer,
    folio: reserved.folio,
    fecha: cfdiDate(now, config.timeZone),
    tipo: "I",
    formaPago: reserved.formaPago,
    receptor: { ...PUBLICO_EN_GENERAL, domicilioFiscalReceptor: issuer.place.zip },
    totals: reserved.totals,
    informacionGlobal: informacionGlobalOf(input.periodicity, period.start, config.timeZone),
  });
  await stampReserved(store, deps.pac, issuer, reserved.id, comprobante, now);
  await recordAudit(store, { ...input.by, action: "invoice.global_issued", target: reserved.id, details: { branch: input.branch, from: period.from, to: period.to, tickets: reserved.mine.length, total: reserved.totals.total } });
  for (const ticket of reserved.mine.filter((t) => t.refunded)) {
    await issueCreditNotes(store, config, { sale: ticket.sale }, deps).catch((error: unknown) => log.error("dashboard.credit_notes_failed", { sale: ticket.sale, error: String(error) }));
  }
  return (await readInvoice(store, reserved.id))!;
}
