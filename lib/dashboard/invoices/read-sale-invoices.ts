import type { Store } from "../../db/store";
import { toInvoiceView, type InvoiceView } from "./invoice-view";

/**
 * The CFDIs of a ticket, newest first: the factura (or global) that holds it now first, then its
 * notes of credit and the ones it was in before (a failed try, a replaced global). What the receipt's
 * factura page and the payment's page show.
 */
export async function readSaleInvoices(store: Store, sale: string): Promise<{ current: InvoiceView | null; all: InvoiceView[] }> {
  const rows = await store.prisma.dashboardInvoice.findMany({
    where: { OR: [{ sales: { some: { sale } } }, { sale }] },
    include: { sales: { where: { sale } } },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  const all = rows.map(toInvoiceView);
  const current = all.find((invoice) => invoice.kind !== "credit" && invoice.sales.some((s) => s.sale === sale && s.active)) ?? null;
  return { current, all };
}
