import { conceptsOf, type ConceptLine, type ConceptsTotals } from "../../cfdi/concepts";
import { centsOf, IVA_RATES, type IvaRate } from "../../contract/ticket-lines";
import { FORMA_PAGO } from "./compose-cfdi";

/** A ticket as a factura global holds it (a dashboard_invoice_sale row). */
export type GlobalTicket = { sale: string; ticket: string; tender: string; amount: string; rates: Record<string, string> };

/**
 * A factura global's concepts, as SAT's Guía de llenado (Anexo 20, "Factura global") asks: one
 * concept per ticket (per ticket and IVA rate when it mixes rates), ClaveProdServ 01010101,
 * Cantidad 1, ClaveUnidad ACT, Descripcion "Venta", NoIdentificacion the ticket's folio, its value
 * the ticket's total at that rate split by the one rule (lib/cfdi/concepts.ts). Its FormaPago: the
 * tender that brought the largest amount (the guide's rule for several forms of payment); ties go to
 * cash, then card, then transfer.
 */
export function composeGlobal(tickets: readonly GlobalTicket[]): { totals: ConceptsTotals; formaPago: string } {
  const lines: ConceptLine[] = [];
  const byTender = new Map<string, bigint>();
  for (const ticket of [...tickets].sort((a, b) => a.ticket.localeCompare(b.ticket) || a.sale.localeCompare(b.sale))) {
    for (const rate of IVA_RATES) {
      const money = ticket.rates[rate];
      if (!money || centsOf(money) <= 0n) continue;
      lines.push({ claveProdServ: "01010101", claveUnidad: "ACT", noIdentificacion: ticket.ticket, descripcion: "Venta", cantidad: "1", totalCents: centsOf(money), iva: rate as IvaRate });
    }
    const form = FORMA_PAGO[ticket.tender] ?? "99";
    byTender.set(form, (byTender.get(form) ?? 0n) + centsOf(ticket.amount));
  }
  const order = ["01", "04", "28", "03", "99"];
  const formaPago = [...byTender].sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : order.indexOf(a[0]) - order.indexOf(b[0])))[0]?.[0] ?? "01";
  return { totals: conceptsOf(lines), formaPago };
}
