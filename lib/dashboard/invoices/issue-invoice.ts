import { conceptsOf } from "../../cfdi/concepts";
import { cfdiDate } from "../../cfdi/cfdi-date";
import type { PacAdapter } from "../../cfdi/pac/pac-adapter";
import { moneyOf } from "../../contract/ticket-lines";
import { randomToken } from "../../crypto";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { log } from "../../log";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { MerchantConfig } from "../merchant-config";
import { composeCfdi, FORMA_PAGO } from "./compose-cfdi";
import type { ReceiverInput } from "./invoice-schemas";
import type { InvoiceView } from "./invoice-view";
import { issueCreditNotes } from "./issue-credit-notes";
import { mailInvoice, type InvoiceMailer } from "./mail-invoice";
import { readInvoice } from "./read-invoice";
import { readIssuer } from "./read-issuer";
import { readSaleForInvoice, type SaleForInvoice } from "./read-sale-for-invoice";
import { canGiveUp, putBackIntoGlobal, settleGlobalReplacements, takeOutOfGlobal } from "./replace-global";
import { HOLDER, LOCK_INVOICES, takeFolio } from "./reserve-invoice";
import { stampReserved } from "./stamp-reserved";

export type InvoiceDeps = { pac: PacAdapter; mailer?: InvoiceMailer | null; now?: () => Date };
type Config = Pick<MerchantConfig, "masterKey" | "merchantName" | "currency" | "timeZone">;

/** How long a request waits for a global that holds its ticket to finish stamping, before invoice_busy. */
const BUSY_WAIT_MS = 20_000;

type Reserved = { existing: string } | { busy: true } | { id: string; folio: number; fromGlobal: string | null };

/** The sale's rates as stored on a ticket row: money strings by rate. */
export const ratesJson = (sale: SaleForInvoice) => Object.fromEntries(Object.entries(sale.rates).map(([rate, cents]) => [rate, moneyOf(cents)]));

async function reserve(store: Store, sale: SaleForInvoice, receiver: ReceiverInput, branch: string, pac: string, createdBy: string): Promise<Reserved> {
  return store.transaction(async (tx) => {
    await tx.sql(LOCK_INVOICES, []);
    const [holder] = await tx.sql(HOLDER, [sale.id]);
    if (holder?.kind === "ticket") return { existing: holder.id };
    // a global being stamped: wait for it; one in force (or already being taken apart) lets the ticket go
    if (holder && !canGiveUp(holder)) return { busy: true };
    if (holder) await takeOutOfGlobal(tx, holder.id, sale.id);
    const id = randomToken("inv");
    const folio = await takeFolio(tx, branch);
    const place = await tx.prisma.dashboardInvoiceSeries.findUniqueOrThrow({ where: { branch } });
    await tx.prisma.dashboardInvoice.create({
      data: {
        id,
        kind: "ticket",
        status: "stamping",
        branch: sale.branch,
        series: place.series,
        folio,
        receiverRfc: receiver.rfc,
        receiverName: receiver.name,
        receiverZip: receiver.zip,
        receiverRegime: receiver.regime,
        receiverUse: receiver.use,
        email: receiver.email ?? null,
        paymentForm: FORMA_PAGO[sale.tender] ?? "99",
        subtotal: "0",
        tax: "0",
        total: moneyOf(sale.saleCents),
        pac,
        createdBy,
        sales: { create: [{ sale: sale.id, ticket: sale.ticket, tender: sale.tender, paidAt: sale.paidAt, amount: moneyOf(sale.saleCents), rates: ratesJson(sale) }] },
      },
    });
    return { id, folio, fromGlobal: holder?.id ?? null };
  });
}

/**
 * Issues the factura of one paid ticket to the customer `receiver` (the receipt's page, or a cashier
 * or owner on the payment's page): a CFDI 4.0 Ingreso of the sale's lines (the tip left out),
 * FormaPago from its tender, sealed with the shop's CSD and stamped by the PAC.
 *
 * **Idempotent by ticket**: a ticket already in a factura of its own answers that factura (whoever
 * asks, with whatever data); a ticket is never in two. A ticket already in a **factura global** is
 * taken out of it as SAT's rules say (docs/facturas.md, "A ticket invoiced after its global"): its
 * own factura is issued, then the global is reissued without it (related to the old one,
 * TipoRelacion 04) and the old one cancelled with motivo 04 (./replace-global.ts: one replacement
 * for all the tickets asked for meanwhile). A global still being stamped makes the request wait
 * for it (up to 20 s, then invoice_busy: try again).
 *
 * Refused: an unknown or unpaid sale (not_found), one refunded in full (sale_not_invoiceable),
 * facturas not set up (invoicing_not_ready), the PAC's refusal (pac_refused) or absence
 * (pac_unavailable; nothing issued, the ticket free again). After it: notes of credit for refunds
 * the sale already had, and the e-mail when the customer gave an address (a failure of either is
 * logged, never undoes the factura).
 */
export async function issueInvoice(
  store: Store,
  config: Config,
  input: { sale: string; receiver: ReceiverInput; by: AuditBy; createdBy: string },
  deps: InvoiceDeps,
): Promise<InvoiceView> {
  const sale = await readSaleForInvoice(store, config, input.sale);
  if (!sale) throw new AppError("not_found");
  if (sale.receipt.refundState === "full" || sale.saleCents <= 0n) throw new AppError("sale_not_invoiceable");
  const issuer = await readIssuer(store, config, sale.branch);
  const started = Date.now();
  let reserved: Reserved;
  for (let wait = 50; ; wait = Math.min(wait * 2, 1000)) {
    reserved = await reserve(store, sale, input.receiver, issuer.place.branch, deps.pac.name, input.createdBy);
    if (!("busy" in reserved)) break;
    if (Date.now() - started > BUSY_WAIT_MS) throw new AppError("invoice_busy");
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  if ("existing" in reserved) return (await readInvoice(store, reserved.existing))!;

  const now = deps.now?.() ?? new Date();
  const totals = conceptsOf(sale.lines);
  await store.prisma.dashboardInvoice.update({ where: { id: reserved.id }, data: { subtotal: totals.subTotal, tax: moneyOf(totals.taxCents), total: totals.total } });
  const receptor = { rfc: input.receiver.rfc, nombre: input.receiver.name, domicilioFiscalReceptor: input.receiver.zip, regimenFiscalReceptor: input.receiver.regime, usoCFDI: input.receiver.use };
  const comprobante = composeCfdi({ issuer, folio: reserved.folio, fecha: cfdiDate(now, config.timeZone), tipo: "I", formaPago: FORMA_PAGO[sale.tender] ?? "99", receptor, totals });
  try {
    await stampReserved(store, deps.pac, issuer, reserved.id, comprobante, now);
  } catch (error) {
    if (reserved.fromGlobal) await putBackIntoGlobal(store, reserved.fromGlobal, sale.id);
    throw error;
  }
  if (reserved.fromGlobal) await settleGlobalReplacements(store, config, deps);
  await recordAudit(store, { ...input.by, action: "invoice.issued", target: reserved.id, details: { sale: sale.id, rfc: input.receiver.rfc, total: totals.total } });
  await issueCreditNotes(store, config, { sale: sale.id }, deps).catch((error: unknown) => log.error("dashboard.credit_notes_failed", { sale: sale.id, error: String(error) }));
  const view = (await readInvoice(store, reserved.id))!;
  if (view.email && deps.mailer) await mailInvoice(store, deps.mailer, view).catch((error: unknown) => log.warn("dashboard.invoice_mail_failed", { id: view.id, error: String(error) }));
  return view;
}
