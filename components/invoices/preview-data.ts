import { conceptsOf, type ConceptLine } from "@/lib/cfdi/concepts";
import type { IvaRate } from "@/lib/contract/ticket-lines";

/** A rate as a traslado writes it ("0.160000", or Exento) → the ticket's rate. */
const RATE_OF: Record<string, IvaRate> = { "0.160000": "16", "0.080000": "8", "0.000000": "0" };

/** What a ticket's factura will say, besides its receiver (the customer types that): plain strings, for the form's live preview. */
export type InvoicePreviewData = {
  issuer: { name: string; rfc: string; regime: string; zip: string };
  /** c_FormaPago */
  paymentForm: string;
  concepts: Array<{ key: string; unit: string; sku: string | null; quantity: string; description: string; amount: string; rate: IvaRate; iva: string | null }>;
  subtotal: string;
  /** the traslados by rate: base and IVA (null for exempt) */
  taxes: Array<{ rate: IvaRate; base: string; iva: string | null }>;
  total: string;
  /** the tip left out of the factura ("0.00": none) */
  tip: string;
};

/**
 * A sale's concepts and totals as the factura will carry them (lib/cfdi/concepts.ts: the same rule
 * the issuing uses), for a page: the issuer and place of issue, each concept, the subtotal, the IVA
 * by rate and the total. Null when nothing in the sale can be invoiced (no line above 0.00).
 */
export function invoicePreview(input: { lines: readonly ConceptLine[]; paymentForm: string; tip: string; issuer: InvoicePreviewData["issuer"] }): InvoicePreviewData | null {
  if (!input.lines.some((line) => line.totalCents > 0n)) return null;
  const totals = conceptsOf(input.lines);
  const rateOf = (traslado: { tipoFactor: string; tasaOCuota?: string }): IvaRate => (traslado.tipoFactor === "Exento" ? "exempt" : (RATE_OF[traslado.tasaOCuota ?? ""] ?? "16"));
  return {
    issuer: input.issuer,
    paymentForm: input.paymentForm,
    concepts: totals.conceptos.map((concepto) => {
      const traslado = concepto.traslados[0]!;
      return {
        key: concepto.claveProdServ,
        unit: concepto.claveUnidad,
        sku: concepto.noIdentificacion ?? null,
        quantity: concepto.cantidad,
        description: concepto.descripcion,
        amount: concepto.importe,
        rate: rateOf(traslado),
        iva: traslado.importe ?? null,
      };
    }),
    subtotal: totals.subTotal,
    taxes: (totals.impuestos?.traslados ?? []).map((traslado) => ({ rate: rateOf(traslado), base: traslado.base, iva: traslado.importe ?? null })),
    total: totals.total,
    tip: input.tip,
  };
}
