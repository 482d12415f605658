import { z } from "zod";
import type { Prisma } from "../../db/generated/client";
import type { Store } from "../../db/store";
import { INVOICE_KINDS, INVOICE_STATUSES, toInvoiceView, type InvoiceView } from "./invoice-view";

/** The Facturas list's filters, from its query string: kind, status, the receiver's RFC (or part), a UUID or ticket, the day range (instants). */
export const invoiceFiltersSchema = z.object({
  kind: z.enum(INVOICE_KINDS).optional().catch(undefined),
  status: z.enum(INVOICE_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(60).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).default(1).catch(1),
});

export type InvoiceFilters = z.output<typeof invoiceFiltersSchema> & { start?: Date; end?: Date };

const PAGE = 50;

/**
 * The shop's CFDIs, newest first, 50 a page: by kind and status, and `q` matching the receiver's
 * RFC or name (a part, any case), a UUID (whole or its start) or a ticket it covers.
 */
export async function listInvoices(store: Store, filters: InvoiceFilters): Promise<{ invoices: InvoiceView[]; more: boolean }> {
  const q = filters.q?.toUpperCase();
  const where: Prisma.DashboardInvoiceWhereInput = {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.start || filters.end ? { createdAt: { ...(filters.start ? { gte: filters.start } : {}), ...(filters.end ? { lt: filters.end } : {}) } } : {}),
    ...(q
      ? {
          OR: [
            { receiverRfc: { contains: q } },
            { receiverName: { contains: q } },
            { uuid: { startsWith: q } },
            { sale: q.toLowerCase() },
            { sales: { some: { OR: [{ sale: filters.q! }, { ticket: filters.q! }] } } },
          ],
        }
      : {}),
  };
  const rows = await store.prisma.dashboardInvoice.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (filters.page - 1) * PAGE,
    take: PAGE + 1,
    include: { sales: { take: 3 } },
  });
  return { invoices: rows.slice(0, PAGE).map(toInvoiceView), more: rows.length > PAGE };
}
