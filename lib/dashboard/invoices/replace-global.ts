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
import { LOCK_INVOICES, takeFolio } from "./reserve-invoice";
import { stampReserved } from "./stamp-reserved";

/** Whether a ticket's global can give it up now: in force, or already being taken apart for another ticket (motivo 04). */
export const canGiveUp = (holder: { kind: string; status: string; cancel_motivo?: string | null }) =>
  holder.kind === "global" && (holder.status === "issued" || (holder.status === "canceling" && holder.cancel_motivo === "04"));

/**
 * Inside a ticket's reservation (its transaction, under the invoices' lock): its global lets it go
 * (the ticket's row made inactive) and is marked to be taken apart (`canceling`, motivo 04). The
 * global keeps holding its other tickets until its replacement takes them: tickets asked for while
 * it waits just leave it too, and one replacement serves them all.
 */
export async function takeOutOfGlobal(tx: Store, globalId: string, sale: string): Promise<void> {
  await tx.prisma.dashboardInvoiceSale.updateMany({ where: { invoiceId: globalId, sale }, data: { active: false } });
  await tx.prisma.dashboardInvoice.updateMany({ where: { id: globalId, status: { in: ["issued", "canceling"] } }, data: { status: "canceling", cancelMotivo: "04" } });
}

/** The ticket's own factura failed: its global holds it again (unless the global is gone meanwhile: then it waits for the next global). */
export async function putBackIntoGlobal(store: Store, globalId: string, sale: string): Promise<void> {
  await store.transaction(async (tx) => {
    const global = await tx.prisma.dashboardInvoice.findUnique({ where: { id: globalId } });
    if (global && (global.status === "issued" || global.status === "canceling")) await tx.prisma.dashboardInvoiceSale.updateMany({ where: { invoiceId: globalId, sale }, data: { active: true } });
  });
}

type Reserved = { oldId: string; oldUuid: string; newId: string | null; folio: number | null; tickets: GlobalTicket[]; periodicity: string; periodStart: Date; branch: string };

/** One global waiting to be taken apart (none being replaced already): its tickets move to a reserved replacement, under the lock. */
async function reserveReplacement(store: Store, pac: string): Promise<Reserved | null> {
  return store.transaction(async (tx) => {
    await tx.sql(LOCK_INVOICES, []);
    const waiting = await tx.prisma.dashboardInvoice.findMany({ where: { kind: "global", status: "canceling", cancelMotivo: "04" }, orderBy: { createdAt: "asc" }, take: 20 });
    for (const old of waiting) {
      const busy = await tx.prisma.dashboardInvoice.findFirst({ where: { relatedId: old.id, kind: "global", status: { in: ["stamping", "issued"] } } });
      if (busy) continue;
      const rows = await tx.prisma.dashboardInvoiceSale.findMany({ where: { invoiceId: old.id, active: true } });
      await tx.prisma.dashboardInvoiceSale.updateMany({ where: { invoiceId: old.id }, data: { active: false } });
      const tickets = rows.map((s): GlobalTicket => ({ sale: s.sale, ticket: s.ticket, tender: s.tender, amount: s.amount.toFixed(2), rates: s.rates as Record<string, string> }));
      const base = { oldId: old.id, oldUuid: old.uuid!, tickets, periodicity: old.periodicity ?? "01", periodStart: old.periodStart ?? old.createdAt, branch: old.branch };
      if (rows.length === 0) return { ...base, newId: null, folio: null };
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
          relatedId: old.id,
          pac,
          createdBy: old.createdBy,
          sales: { create: rows.map((s) => ({ sale: s.sale, ticket: s.ticket, tender: s.tender, paidAt: s.paidAt, amount: s.amount, rates: s.rates ?? {} })) },
        },
      });
      return { ...base, newId, folio };
    }
    return null;
  });
}

/**
 * Takes apart the globals tickets were invoiced out of (Anexo 20 and SAT's cancellation rules:
 * motivo 04, "operación nominativa relacionada en una factura global"): for each, a replacement with
 * the tickets it still holds, related to it with TipoRelacion 04 (sustitución), stamped, then the
 * old one cancelled at the PAC with motivo 04. Tickets asked for while a replacement is stamped wait
 * for it and then leave it the same way, so a burst of customers costs one replacement per round,
 * not one each. A replacement the PAC refuses gives its tickets back to the old global, which stays
 * `canceling` with the PAC's words and is taken apart on the next call; logged, never thrown (the
 * ticket's own factura stands).
 */
export async function settleGlobalReplacements(store: Store, config: Pick<MerchantConfig, "masterKey" | "timeZone">, deps: InvoiceDeps): Promise<void> {
  // replaced already, its cancellation not done (the PAC away last time): asked again
  const replaced = await store.prisma.dashboardInvoice.findMany({ where: { kind: "global", status: "canceling", cancelMotivo: "04", uuid: { not: null } }, take: 20 });
  for (const old of replaced) {
    const issued = await store.prisma.dashboardInvoice.findFirst({ where: { relatedId: old.id, kind: "global", status: "issued" } });
    const holds = await store.prisma.dashboardInvoiceSale.count({ where: { invoiceId: old.id, active: true } });
    if (issued && holds === 0) await cancelAtPac(store, config, deps, old.id, { motivo: "04" }).catch((error: unknown) => log.warn("dashboard.global_cancel_retry_failed", { global: old.id, error: String(error) }));
  }
  for (let round = 0; round < 20; round++) {
    const reserved = await reserveReplacement(store, deps.pac.name);
    if (!reserved) return;
    try {
      if (reserved.newId) {
        const issuer = await readIssuer(store, config, reserved.branch);
        const { totals, formaPago } = composeGlobal(reserved.tickets);
        const now = deps.now?.() ?? new Date();
        const comprobante = composeCfdi({
          issuer,
          folio: reserved.folio!,
          fecha: cfdiDate(now, config.timeZone),
          tipo: "I",
          formaPago,
          receptor: { ...PUBLICO_EN_GENERAL, domicilioFiscalReceptor: issuer.place.zip },
          totals,
          informacionGlobal: informacionGlobalOf(reserved.periodicity, reserved.periodStart, config.timeZone),
          cfdiRelacionados: { tipoRelacion: "04", uuids: [reserved.oldUuid] },
        });
        await stampReserved(store, deps.pac, issuer, reserved.newId, comprobante, now);
      }
      await cancelAtPac(store, config, deps, reserved.oldId, { motivo: "04" });
    } catch (error) {
      log.error("dashboard.global_replacement_failed", { global: reserved.oldId, replacement: reserved.newId, error: String(error) });
      await store.transaction(async (tx) => {
        // the replacement did not stand: the old global holds what it held (its tickets are in no other CFDI)
        const back = reserved.tickets.map((t) => t.sale);
        const elsewhere = new Set((await tx.prisma.dashboardInvoiceSale.findMany({ where: { sale: { in: back }, active: true }, select: { sale: true } })).map((r) => r.sale));
        await tx.prisma.dashboardInvoiceSale.updateMany({ where: { invoiceId: reserved.oldId, sale: { in: back.filter((s) => !elsewhere.has(s)) } }, data: { active: true } });
        await tx.prisma.dashboardInvoice.update({ where: { id: reserved.oldId }, data: { error: `replacement: ${String(error).slice(0, 500)}` } });
      });
      return;
    }
  }
}
