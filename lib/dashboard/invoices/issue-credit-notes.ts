import { conceptsOf, type ConceptLine } from "../../cfdi/concepts";
import { cfdiDate } from "../../cfdi/cfdi-date";
import { usosFor } from "../../cfdi/receiver-rules";
import { centsOf, IVA_RATES, moneyOf, spreadDiscount, type IvaRate } from "../../contract/ticket-lines";
import { randomToken } from "../../crypto";
import type { Store } from "../../db/store";
import type { MerchantConfig } from "../merchant-config";
import { composeCfdi, FORMA_PAGO } from "./compose-cfdi";
import { informacionGlobalOf } from "./global-period";
import type { InvoiceDeps } from "./issue-invoice";
import { readIssuer } from "./read-issuer";
import { readSaleForInvoice, type SaleRefund } from "./read-sale-for-invoice";
import { LOCK_INVOICES, takeFolio } from "./reserve-invoice";
import { stampReserved } from "./stamp-reserved";

/** The SAT's key for a return or discount credited (c_ClaveProdServ 84111506, "Servicios de facturación", the Guía de llenado's for an egreso). */
const CREDIT_CONCEPT = { claveProdServ: "84111506", claveUnidad: "ACT", descripcion: "Devolución", cantidad: "1" } as const;

/** What a refund gave back by rate: its lines' own when it gave back lines, else the amount spread over the ticket's rates in proportion (largest remainder). */
function refundByRate(refund: SaleRefund, cents: bigint, rates: Record<string, string>): Array<{ rate: IvaRate; cents: bigint }> {
  if (refund.byRate && refund.byRate.reduce((sum, r) => sum + r.cents, 0n) === cents) return refund.byRate;
  const present = IVA_RATES.filter((rate) => rates[rate] && centsOf(rates[rate]!) > 0n);
  const shares = spreadDiscount(present.map((rate) => centsOf(rates[rate]!)), cents);
  return present.map((rate, i) => ({ rate, cents: shares[i]! })).filter((r) => r.cents > 0n);
}

/**
 * The notes of credit (CFDI Egreso, TipoRelacion 01 to the ingreso) of a sale's refunds: for each
 * refund that succeeded and has none yet, while the sale is in an issued factura (its own or a
 * global), an egreso to that factura's receptor (uso G02, or S01 where the régimen allows no G02 and
 * for the público en general), FormaPago the sale's, one concept per IVA rate (the lines it gave
 * back, or the amount spread over the ticket's rates), never more than the factura still holds of the
 * sale (a tip given back is no part of it). Idempotent per refund (the refund's id is unique among
 * credit notes). Returns how many were issued; a PAC failure throws after marking that one failed
 * (the next call tries it again).
 */
export async function issueCreditNotes(store: Store, config: Pick<MerchantConfig, "masterKey" | "merchantName" | "currency" | "timeZone">, input: { sale: string }, deps: InvoiceDeps): Promise<number> {
  const holderRow = await store.prisma.dashboardInvoiceSale.findFirst({ where: { sale: input.sale, active: true }, include: { invoice: true } });
  if (!holderRow || holderRow.invoice.status !== "issued") return 0;
  const sale = await readSaleForInvoice(store, config, input.sale);
  if (!sale || sale.refunds.length === 0) return 0;
  const holder = holderRow.invoice;
  const credited = await store.prisma.dashboardInvoice.findMany({ where: { kind: "credit", sale: input.sale, relatedId: holder.id, status: { in: ["stamping", "issued", "canceling"] } } });
  const done = new Set((await store.prisma.dashboardInvoice.findMany({ where: { kind: "credit", sale: input.sale, status: { not: "failed" } }, select: { refundId: true } })).map((r) => r.refundId));
  let left = centsOf(holderRow.amount.toFixed(2)) - credited.reduce((sum, c) => sum + centsOf(c.total.toFixed(2)), 0n);
  let issued = 0;
  const issuer = await readIssuer(store, config, sale.branch);
  for (const refund of sale.refunds) {
    if (done.has(refund.id) || left <= 0n) continue;
    const cents = refund.amountCents < left ? refund.amountCents : left;
    const lines: ConceptLine[] = refundByRate(refund, cents, holderRow.rates as Record<string, string>).map((r) => ({ ...CREDIT_CONCEPT, totalCents: r.cents, iva: r.rate }));
    const totals = conceptsOf(lines);
    const use = holder.kind === "global" || !usosFor(holder.receiverRfc, holder.receiverRegime).includes("G01") ? "S01" : "G02";
    const reserved = await store.transaction(async (tx) => {
      await tx.sql(LOCK_INVOICES, []);
      const again = await tx.prisma.dashboardInvoice.findFirst({ where: { refundId: refund.id } });
      if (again && again.status !== "failed") return null;
      if (again) await tx.prisma.dashboardInvoice.delete({ where: { id: again.id } });
      const folio = await takeFolio(tx, issuer.place.branch);
      const id = randomToken("inv");
      await tx.prisma.dashboardInvoice.create({
        data: {
          id,
          kind: "credit",
          status: "stamping",
          branch: sale.branch,
          series: issuer.place.series,
          folio,
          receiverRfc: holder.receiverRfc,
          receiverName: holder.receiverName,
          receiverZip: holder.receiverZip,
          receiverRegime: holder.receiverRegime,
          receiverUse: use,
          paymentForm: FORMA_PAGO[sale.tender] ?? "99",
          subtotal: totals.subTotal,
          tax: moneyOf(totals.taxCents),
          total: totals.total,
          relatedId: holder.id,
          refundId: refund.id,
          sale: sale.id,
          pac: deps.pac.name,
          createdBy: "refund",
        },
      });
      return { id, folio };
    });
    if (!reserved) continue;
    const now = deps.now?.() ?? new Date();
    const comprobante = composeCfdi({
      issuer,
      folio: reserved.folio,
      fecha: cfdiDate(now, config.timeZone),
      tipo: "E",
      formaPago: FORMA_PAGO[sale.tender] ?? "99",
      receptor: { rfc: holder.receiverRfc, nombre: holder.receiverName, domicilioFiscalReceptor: holder.receiverZip, regimenFiscalReceptor: holder.receiverRegime, usoCFDI: use },
      totals,
      cfdiRelacionados: { tipoRelacion: "01", uuids: [holder.uuid!] },
      // to the público en general, as its global: SAT asks for the global's InformacionGlobal
      ...(holder.kind === "global" ? { informacionGlobal: informacionGlobalOf(holder.periodicity ?? "01", holder.periodStart ?? holder.createdAt, config.timeZone) } : {}),
    });
    await stampReserved(store, deps.pac, issuer, reserved.id, comprobante, now);
    left -= cents;
    issued += 1;
  }
  return issued;
}
