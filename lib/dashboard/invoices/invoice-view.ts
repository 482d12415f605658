import type { DashboardInvoice, DashboardInvoiceSale } from "../../db/generated/client";

export const INVOICE_KINDS = ["ticket", "global", "credit"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ["stamping", "issued", "failed", "canceling", "canceled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A CFDI as the dashboard, the receipt's factura page and their downloads show it (no XML: that is a download of its own). */
export type InvoiceView = {
  id: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  branch: string;
  series: string;
  folio: number;
  uuid: string | null;
  receiver: { rfc: string; name: string; zip: string; regime: string; use: string };
  email: string | null;
  paymentForm: string;
  subtotal: string;
  tax: string;
  total: string;
  periodicity: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  relatedId: string | null;
  refundId: string | null;
  /** a credit note's sale */
  sale: string | null;
  /** the tickets an ingreso covers (active ones; a replaced global lists those it had) */
  sales: Array<{ sale: string; amount: string; active: boolean }>;
  pac: string;
  error: string | null;
  cancelMotivo: string | null;
  replacementUuid: string | null;
  createdBy: string | null;
  createdAt: string;
  stampedAt: string | null;
  canceledAt: string | null;
};

export function toInvoiceView(row: DashboardInvoice & { sales?: DashboardInvoiceSale[] }): InvoiceView {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    id: row.id,
    kind: row.kind as InvoiceKind,
    status: row.status as InvoiceStatus,
    branch: row.branch,
    series: row.series,
    folio: row.folio,
    uuid: row.uuid,
    receiver: { rfc: row.receiverRfc, name: row.receiverName, zip: row.receiverZip, regime: row.receiverRegime, use: row.receiverUse },
    email: row.email,
    paymentForm: row.paymentForm,
    subtotal: row.subtotal.toFixed(2),
    tax: row.tax.toFixed(2),
    total: row.total.toFixed(2),
    periodicity: row.periodicity,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    relatedId: row.relatedId,
    refundId: row.refundId,
    sale: row.sale,
    sales: (row.sales ?? []).map((s) => ({ sale: s.sale, amount: s.amount.toFixed(2), active: s.active })).sort((a, b) => a.sale.localeCompare(b.sale)),
    pac: row.pac,
    error: row.error,
    cancelMotivo: row.cancelMotivo,
    replacementUuid: row.replacementUuid,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    stampedAt: iso(row.stampedAt),
    canceledAt: iso(row.canceledAt),
  };
}
