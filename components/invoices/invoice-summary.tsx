import { useTranslations } from "next-intl";
import type { Format } from "@/lib/i18n/create-format";
import type { InvoiceView } from "@/lib/dashboard/invoices/invoice-view";
import { hasFiles, InvoiceStatusBadge, seriesFolio } from "./invoice-status";

const download =
  "inline-flex min-h-12 flex-1 items-center justify-center rounded-lg px-4 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:flex-none";

function Row({ label, children, testId, typed = false }: { label: string; children: React.ReactNode; testId?: string; typed?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 min-w-0 text-sm text-slate-900 [overflow-wrap:anywhere]" data-testid={testId} translate={typed ? "no" : undefined}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A ticket's factura once issued (the receipt's factura page, the payment's page): its status, serie
 * and folio, folio fiscal (UUID), receiver, total, when it was stamped, its XML and PDF to download
 * (once stamped), and where it was e-mailed. `audience` words the e-mail line for the customer
 * ("Te la enviamos a …") or the shop's staff.
 */
export function InvoiceSummary({ invoice, f, downloads, audience, heading = true }: { invoice: InvoiceView; f: Format; downloads: { xml: string; pdf: string } | null; audience: "customer" | "staff"; heading?: boolean }) {
  const t = useTranslations("invoices");
  const files = hasFiles(invoice) && downloads;
  return (
    <section aria-labelledby={`invoice-${invoice.id}`} data-testid="invoice-issued" data-invoice={invoice.id} data-status={invoice.status} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`invoice-${invoice.id}`} className={heading ? "text-lg font-semibold text-slate-900" : "sr-only"}>
          {invoice.status === "stamping" ? t("kind.ticket") : t("issued.heading")}
        </h2>
        <InvoiceStatusBadge status={invoice.status} testId="invoice-issued-status" />
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <Row label={t("issued.seriesFolio")} testId="invoice-issued-folio" typed>
          {seriesFolio(invoice)}
        </Row>
        <Row label={t("issued.total")} testId="invoice-issued-total">
          <span className="text-base font-semibold tabular-nums">{f.money(invoice.total)}</span>
        </Row>
        <div className="min-[420px]:col-span-2">
          <Row label={t("issued.uuid")} testId="invoice-issued-uuid" typed>
            <span className="font-mono">{invoice.uuid ?? "—"}</span>
          </Row>
        </div>
        <div className="min-[420px]:col-span-2">
          <Row label={t("issued.receiver")} testId="invoice-issued-receiver" typed>
            <span className="block font-medium">{invoice.receiver.name}</span>
            <span className="block font-mono text-slate-700">{invoice.receiver.rfc}</span>
          </Row>
        </div>
        {invoice.stampedAt && (
          <Row label={t("issued.issuedAt")} testId="invoice-issued-at">
            <time dateTime={invoice.stampedAt}>{f.time(invoice.stampedAt)}</time>
          </Row>
        )}
      </dl>
      {invoice.status === "stamping" && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("issued.stamping")}
        </p>
      )}
      {invoice.status === "canceled" && <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t("issued.canceled")}</p>}
      {files && (
        <div className="flex flex-wrap gap-2">
          <a href={downloads.xml} download data-testid="invoice-download-xml" className={`${download} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}>
            {t("issued.xml")}
          </a>
          <a href={downloads.pdf} download data-testid="invoice-download-pdf" className={`${download} bg-indigo-600 text-white hover:bg-indigo-700`}>
            {t("issued.pdf")}
          </a>
        </div>
      )}
      {invoice.email && (
        <p className="text-sm text-slate-700" data-testid="invoice-emailed">
          {audience === "customer" ? t("issued.emailed", { email: invoice.email }) : t("issued.emailedStaff", { email: invoice.email })}
        </p>
      )}
    </section>
  );
}
