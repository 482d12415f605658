import { centsOf, type IvaRate } from "../../contract/ticket-lines";
import type { ConceptLine } from "../../cfdi/concepts";
import type { Store } from "../../db/store";
import type { MerchantConfig } from "../merchant-config";
import { getReceipt, type Receipt } from "../receipts/get-receipt";
import { receiptPath } from "../receipts/receipt-url";
import { refundLinesView } from "../receipts/refund-lines-view";

/** The concept of a sale sold as an amount, without lines (SAT's keys for a sale not in its catalogue: 01010101, ACT). */
export const DEFAULT_CONCEPT = { claveProdServ: "01010101", claveUnidad: "ACT", descripcion: "Venta" } as const;

export type SaleRefund = { id: string; amountCents: bigint; at: string; byRate: Array<{ rate: IvaRate; cents: bigint }> | null };

/** A paid sale as a factura needs it. */
export type SaleForInvoice = {
  id: string;
  /** the ticket's folio as the receipt prints it, or the sale's id */
  ticket: string;
  /** the till's branch ("" for none) */
  branch: string;
  /** card_present, qr_present, ec_remote or cash */
  tender: string;
  paidAt: Date;
  /** what was sold: the amount less the tip (a propina is not part of the sale nor of its factura) */
  saleCents: bigint;
  refundedCents: bigint;
  lines: ConceptLine[];
  /** the sale by IVA rate (Σ its lines' totals), cents */
  rates: Partial<Record<IvaRate, bigint>>;
  /** its refunds that succeeded, oldest first, with what each gave back by rate when it gave back lines */
  refunds: SaleRefund[];
  /** the receipt, for the page that shows what the factura will say */
  receipt: Receipt;
};

/**
 * A paid sale (a payment of the service in the authorized group, or a cash sale) as a factura needs
 * it: its lines as CFDI concept lines (each with its SAT keys, quantity, IVA rate and total, from the
 * ticket; a line sent without keys takes 01010101 and H87, or KGM when weighed), or, for a sale sold
 * as an amount (no lines with IVA), one concept of the whole sale at the shop's rate. Null for an
 * unknown or unpaid sale. Read through the receipt (its MAC made here), so a factura says exactly
 * what the receipt says.
 */
export async function readSaleForInvoice(store: Store, config: Pick<MerchantConfig, "masterKey" | "merchantName" | "currency">, sale: string): Promise<SaleForInvoice | null> {
  const mac = receiptPath(config, sale).split("/").pop()!;
  const receipt = await getReceipt(store, config, sale, mac);
  if (!receipt) return null;
  const saleCents = centsOf(receipt.sale);
  const withRates = receipt.desglose !== null && receipt.items.every((item) => item.iva && item.total);
  const linesSum = receipt.items.reduce((sum, item) => sum + (item.total && item.iva ? centsOf(item.total) : 0n), 0n);
  const lines: ConceptLine[] =
    withRates && linesSum === saleCents
      ? receipt.items.map((item) => ({
          claveProdServ: item.productKey ?? DEFAULT_CONCEPT.claveProdServ,
          claveUnidad: item.unitKey ?? (item.quantity.includes(".") ? "KGM" : "H87"),
          ...(item.sku ? { noIdentificacion: item.sku } : {}),
          descripcion: item.description ?? DEFAULT_CONCEPT.descripcion,
          cantidad: item.quantity,
          totalCents: centsOf(item.total!),
          iva: item.iva!,
        }))
      : [
          {
            ...DEFAULT_CONCEPT,
            descripcion: receipt.concept?.trim() || DEFAULT_CONCEPT.descripcion,
            cantidad: "1",
            totalCents: saleCents,
            iva: shopRate(receipt),
          },
        ];
  const refunds: SaleRefund[] = [];
  for (const refund of receipt.refunds.filter((r) => r.status === "refund_succeeded")) {
    const view = await refundLinesView(store, refund.id);
    const byRate = view && view.undeclared === null ? view.ivaByRate.map((split) => ({ rate: split.rate, cents: centsOf(split.total) })) : null;
    refunds.push({ id: refund.id, amountCents: centsOf(refund.amount), at: refund.at, byRate });
  }
  const rates: Partial<Record<IvaRate, bigint>> = {};
  for (const line of lines) rates[line.iva] = (rates[line.iva] ?? 0n) + line.totalCents;
  return {
    id: receipt.intent,
    ticket: receipt.ticket ?? receipt.intent,
    branch: receipt.branch ?? "",
    tender: receipt.payment ?? "cash",
    paidAt: new Date(receipt.paidAt),
    saleCents,
    refundedCents: centsOf(receipt.refunded),
    lines,
    rates,
    refunds,
    receipt,
  };
}

/** The shop's one rate (Settings' fiscal profile), 16 % until one is saved. */
function shopRate(receipt: Receipt): IvaRate {
  return receipt.fiscal?.vat ?? "16";
}
