import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Format } from "@/lib/i18n/create-format";
import type { InvoiceView } from "@/lib/dashboard/invoices/invoice-view";
import { dashboardPath } from "@/lib/dashboard/json-api/dashboard-client";
import { InvoiceForm, type InvoiceFormAction } from "./invoice-form";
import { hasFiles, InvoiceStatusBadge, seriesFolio } from "./invoice-status";
import { InvoiceSummary } from "./invoice-summary";
import type { InvoicePreviewData } from "./preview-data";

const downloads = (invoice: InvoiceView) => ({ xml: dashboardPath("invoices.xml", { params: { id: invoice.id } }), pdf: dashboardPath("invoices.pdf", { params: { id: invoice.id } }) });
const link = "inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 lg:min-h-9";

/** A CFDI on one line: its status, kind, serie-folio, UUID, total, its files, and the PAC's words when it refused. */
async function Line({ invoice, f }: { invoice: InvoiceView; f: Format }) {
  const t = await getTranslations("invoices");
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="sale-invoice-line" data-invoice={invoice.id} data-kind={invoice.kind} data-status={invoice.status}>
      <InvoiceStatusBadge status={invoice.status} />
      <span className="font-medium">{t(`kind.${invoice.kind}`)}</span>
      <span translate="no">{seriesFolio(invoice)}</span>
      {invoice.uuid && (
        <span className="min-w-0 break-all font-mono text-xs text-slate-600" translate="no">
          {invoice.uuid}
        </span>
      )}
      <span className="tabular-nums">{f.money(invoice.total)}</span>
      {hasFiles(invoice) && (
        <span className="flex gap-1">
          <a href={downloads(invoice).xml} download className={link}>
            {t("same.xml")}
          </a>
          <a href={downloads(invoice).pdf} download className={link}>
            {t("same.pdf")}
          </a>
        </span>
      )}
      {invoice.error && invoice.status === "failed" && <span className="basis-full text-xs text-red-700 [overflow-wrap:anywhere]">{t("list.pacSaid", { error: invoice.error })}</span>}
    </li>
  );
}

/**
 * "Factura" on a payment's page (a cash sale's too): the factura that holds the ticket now (its own,
 * with its files; or the factura global it is in), its notes of credit, and the earlier tries and
 * CFDIs it was in. For those who may issue (`form`), while it has no factura of its own: the
 * customer's form of the receipt's factura page, issuing it in the shop; or why it cannot be.
 */
export async function SaleInvoice({
  current,
  all,
  f,
  form,
  refunded,
  notReady,
}: {
  current: InvoiceView | null;
  all: InvoiceView[];
  f: Format;
  form: { action: InvoiceFormAction; hidden: Record<string, string>; preview: InvoicePreviewData } | null;
  refunded: boolean;
  notReady: string | null;
}) {
  const t = await getTranslations("invoices");
  const own = current?.kind === "ticket" ? current : null;
  const credits = all.filter((invoice) => invoice.kind === "credit");
  const earlier = all.filter((invoice) => invoice.kind !== "credit" && invoice.id !== current?.id);
  return (
    <section aria-labelledby="sale-invoice-heading" data-testid="sale-invoice" className="max-w-3xl space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="sale-invoice-heading" className="text-base font-semibold">
        {t("sale.heading")}
      </h2>
      {own ? (
        <InvoiceSummary invoice={own} f={f} downloads={downloads(own)} audience="staff" heading={false} />
      ) : current ? (
        <p className="text-sm text-slate-700" data-testid="sale-invoice-global">
          {t("sale.inGlobal", { folio: seriesFolio(current), uuid: current.uuid ?? "—" })}{" "}
          {current.uuid && (
            <Link href={`/invoices?q=${encodeURIComponent(current.uuid)}`} className="font-medium text-indigo-700 hover:underline">
              {t("title")} →
            </Link>
          )}
        </p>
      ) : (
        <p className="text-sm text-slate-700" data-testid="sale-invoice-none">
          {t("sale.none")}
        </p>
      )}
      {credits.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t("sale.credits")}</h3>
          <ul className="divide-y divide-slate-100" data-testid="sale-invoice-credits">
            {credits.map((invoice) => (
              <Line key={invoice.id} invoice={invoice} f={f} />
            ))}
          </ul>
        </div>
      )}
      {earlier.length > 0 && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-700">{t("sale.earlier")}</summary>
          <ul className="divide-y divide-slate-100" data-testid="sale-invoice-earlier">
            {earlier.map((invoice) => (
              <Line key={invoice.id} invoice={invoice} f={f} />
            ))}
          </ul>
        </details>
      )}
      {!own && refunded && <p className="text-sm text-slate-700">{t("sale.refunded")}</p>}
      {!own && !refunded && notReady && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="sale-invoice-not-ready">
          {notReady}
        </p>
      )}
      {!own && !refunded && form && (
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <h3 className="text-base font-semibold">{t("sale.issueHeading")}</h3>
          <p className="text-sm text-slate-600">{t("sale.issueHint")}</p>
          {current && <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">{t("sale.inGlobalIssue")}</p>}
          <InvoiceForm action={form.action} hidden={form.hidden} preview={form.preview} />
        </div>
      )}
    </section>
  );
}
