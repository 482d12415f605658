import type { Store } from "../../db/store";
import { toInvoiceView, type InvoiceView } from "./invoice-view";

/** A CFDI by its id, with the tickets it covers; null when unknown. */
export async function readInvoice(store: Store, id: string): Promise<InvoiceView | null> {
  const row = await store.prisma.dashboardInvoice.findUnique({ where: { id }, include: { sales: true } });
  return row ? toInvoiceView(row) : null;
}
