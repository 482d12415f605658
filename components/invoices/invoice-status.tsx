import { useTranslations } from "next-intl";
import type { InvoiceStatus } from "@/lib/dashboard/invoices/invoice-view";

const TONES: Record<InvoiceStatus, string> = {
  stamping: "bg-amber-50 text-amber-800 ring-amber-300",
  issued: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  failed: "bg-red-50 text-red-800 ring-red-300",
  canceling: "bg-amber-50 text-amber-800 ring-amber-300",
  canceled: "bg-slate-100 text-slate-600 ring-slate-300",
};

/** A CFDI's status as a badge, in words: Timbrando, Vigente, Rechazada, Cancelación en proceso, Cancelada (the stored status in `data-status`). */
export function InvoiceStatusBadge({ status, testId = "invoice-status" }: { status: InvoiceStatus; testId?: string }) {
  const t = useTranslations("invoices.status");
  return (
    <span data-testid={testId} data-status={status} className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status] ?? TONES.canceled}`}>
      <span aria-hidden className={`size-1.5 rounded-full bg-current ${status === "stamping" || status === "canceling" ? "motion-safe:animate-pulse" : ""}`} />
      {t(status)}
    </span>
  );
}

/** Whether a CFDI has its stamped files (XML and PDF) to download. */
export const hasFiles = (invoice: { uuid: string | null; status: InvoiceStatus }) => invoice.uuid !== null && (invoice.status === "issued" || invoice.status === "canceling" || invoice.status === "canceled");

/** A CFDI's series and folio as printed: "A-12". */
export const seriesFolio = (invoice: { series: string; folio: number }) => `${invoice.series}-${invoice.folio}`;
