import { cfdiDate } from "../../cfdi/cfdi-date";
import { moneyOf } from "../../contract/ticket-lines";
import { randomToken } from "../../crypto";
import type { Store } from "../../db/store";
import { log } from "../../log";
import type { MerchantConfig } from "../merchant-config";
import { cancelAtPac } from "./cancel-at-pac";
import { composeCfdi, PUBLICO_EN_GENERAL } from "./compose-cfdi";
import { composeGlobal, type GlobalTicket } from "./compose-global";
import { informacionGlobalOf } from "./global-period";
import type { InvoiceDeps } from "./issue-invoice";
import { readIssuer } from "./read-issuer";
import { takeFolio } from "./reserve-invoice";
import { stampReserved } from "./stamp-reserved";

/** A global being taken apart for a ticket invoiced after it: the old one, and its replacement without the ticket (none when the ticket was all it had). */
export type Replacement = { oldId: string; newId: string | null; folio: number | null; tickets: GlobalTicket[] };

/**
 * Inside the ticket's reservation (its transaction, under the invoices' lock): the global `oldId`
 * releases all its tickets and becomes `canceling` (motivo 04), and a replacement global is reserved
 * with the same period and the tickets but `sale`.
 */
export async function reserveReplacement(tx: Store, oldId: string, sale: string, pac: string): Promise<Replacement> {
  const old = await tx.prisma.dashboardInvoice.findUniqueOrThrow({ where: { id: oldId }, include: { sales: { where: { active: true } } } });
  await tx.prisma.dashboardInvoiceSale.updateMany({ where: { invoiceId: oldId }, data: { active: false } });
  await tx.prisma.dashboardInvoice.update({ where: { id: oldId }, data: { status: "canceling", cancelMotivo: "04" } });
  const rest = old.sales.filter((s) => s.sale !== sale);
  const tickets = rest.map((s): GlobalTicket => ({ sale: s.sale, ticket: s.ticket, tender: s.tender, amount: s.amount.toFixed(2), rates: s.rates as Record<string, string> }));
  if (rest.length === 0) return { oldId, newId: null, folio: null, tickets };
  const place = await tx.prisma.dashboardInvoiceSeries.findFirstOrThrow({ where: { series: old.series } });
  const folio = await takeFolio(tx, place.branch);
  const newId = randomToken("inv");
  const { totals, formaPago } = composeGlobal(tickets);
  await tx.prisma.dashboardInvoice.create({
    data: {
      id: newId,
      kind: "global",
      status: "stamping",
      branch: old.branch,
      series: old.series,
      folio,
      receiverRfc: old.receiverRfc,
      receiverName: old.receiverName,
      receiverZip: old.receiverZip,
      receiverRegime: old.receiverRegime,
      receiverUse: old.receiverUse,
      paymentForm: formaPago,
      subtotal: totals.subTotal,
      tax: moneyOf(totals.taxCents),
      total: totals.total,
      periodicity: old.periodicity,
      periodStart: old.periodStart,
      periodEnd: old.periodEnd,
      relatedId: oldId,
      pac,
      createdBy: old.createdBy,
      sales: { create: rest.map((s) => ({ sale: s.sale, ticket: s.ticket, tender: s.tender, paidAt: s.paidAt, amount: s.amount, rates: s.rates ?? {} })) },
    },
  });
  return { oldId, newId, folio, tickets };
}

/** The ticket's own factura failed: the global keeps its tickets and stays in force, the replacement is dropped. */
export async function undoReplacement(store: Store, replacement: Replacement): Promise<void> {
  await store.transaction(async (tx) => {
    if (replacement.newId) {
      await tx.prisma.dashboardInvoiceSale.updateMany({ where: { invoiceId: replacement.newId }, data: { active: false } });
      await tx.prisma.dashboardInvoice.update({ where: { id: replacement.newId }, data: { status: "failed", error: "its ticket's factura was not issued" } });
    }
    await tx.prisma.dashboardInvoice.update({ where: { id: replacement.oldId }, data: { status: "issued", cancelMotivo: null } });
    await tx.prisma.dashboardInvoiceSale.updateMany({ where: { invoiceId: replacement.oldId }, data: { active: true } });
  });
}

/**
 * After the ticket's own factura: the replacement global is stamped (related to the old one,
 * TipoRelacion 04, "sustitución de los CFDI previos"), then the old one is cancelled at the PAC with
 * motivo 04 ("operación nominativa relacionada en una factura global"). A failure leaves the old
 * one `canceling` with the PAC's words (shown in Facturas) and is logged; the ticket's factura stands.
 */
export async function replaceGlobal(store: Store, config: Pick<MerchantConfig, "masterKey" | "timeZone">, deps: InvoiceDeps, replacement: Replacement): Promise<void> {
  const old = await store.prisma.dashboardInvoice.findUniqueOrThrow({ where: { id: replacement.oldId } });
  try {
    if (replacement.newId) {
      const issuer = await readIssuer(store, config, old.branch);
      const { totals, formaPago } = composeGlobal(replacement.tickets);
      const now = deps.now?.() ?? new Date();
      const comprobante = composeCfdi({
        issuer,
        folio: replacement.folio!,
        fecha: cfdiDate(now, config.timeZone),
        tipo: "I",
        formaPago,
        receptor: { ...PUBLICO_EN_GENERAL, domicilioFiscalReceptor: issuer.place.zip },
        totals,
        informacionGlobal: informacionGlobalOf(old.periodicity ?? "01", old.periodStart ?? old.createdAt, config.timeZone),
        cfdiRelacionados: { tipoRelacion: "04", uuids: [old.uuid!] },
      });
      await stampReserved(store, deps.pac, issuer, replacement.newId, comprobante, now);
    }
    await cancelAtPac(store, config, deps, old.id, { motivo: "04" });
  } catch (error) {
    log.error("dashboard.global_replacement_failed", { global: old.id, replacement: replacement.newId, error: String(error) });
    await store.prisma.dashboardInvoice.update({ where: { id: old.id }, data: { error: `replacement: ${String(error).slice(0, 500)}` } });
  }
}
