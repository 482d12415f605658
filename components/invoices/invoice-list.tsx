import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Format } from "@/lib/i18n/create-format";
import { zonedDay } from "@/lib/dashboard/format";
import type { InvoiceView } from "@/lib/dashboard/invoices/invoice-view";
import { dashboardPath } from "@/lib/dashboard/json-api/dashboard-client";
import type { Action } from "../settings/action-form";
import { CancelInvoice } from "./cancel-invoice";
import { hasFiles, InvoiceStatusBadge, seriesFolio } from "./invoice-status";

const link = "inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:min-h-9";
const label = "block text-xs text-slate-500 md:hidden";

/** The tickets a CFDI covers (a note of credit: its sale), each opening its payment's page (cash sales too: `/intents/cash_…`). */
function Tickets({ invoice }: { invoice: InvoiceView }) {
  const sales = invoice.kind === "credit" ? (invoice.sale ? [invoice.sale] : []) : invoice.sales.map((s) => s.sale);
  if (sales.length === 0) return null;
  return (
    <ul className="flex min-w-0 flex-wrap gap-x-2" data-testid="invoice-tickets">
      {sales.map((sale) => (
        <li key={sale} className="min-w-0">
          <Link href={`/intents/${sale}`} title={sale} translate="no" className="inline-flex min-h-11 max-w-[14rem] items-center truncate font-mono text-xs text-indigo-700 hover:underline lg:min-h-0">
            {sale}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Facturas list: one row per CFDI, newest first (a table's columns on wide screens, a card on a
 * phone): its status in words, kind, serie-folio and UUID, the receiver, the total, when it was made
 * and by whom, the tickets it covers, the PAC's words when it refused, its XML and PDF once stamped,
 * and for owners (`cancel`) "Cancelar" while it is in force.
 */
export async function InvoiceList({ invoices, f, cancel, older, newer }: { invoices: InvoiceView[]; f: Format; cancel?: Action; older: string | null; newer: string | null }) {
  const t = await getTranslations("invoices");
  return (
    <section aria-labelledby="invoice-list-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="invoice-list-heading" className="text-base font-semibold">
        {t("list.heading")}
      </h2>
      {invoices.length === 0 ? (
        <p role="status" className="text-sm text-slate-600" data-testid="invoice-list-empty">
          {t("list.empty")}
        </p>
      ) : (
        <>
          <div aria-hidden className="hidden grid-cols-[10rem_minmax(0,1.3fr)_minmax(0,1fr)_8rem_minmax(9rem,auto)] gap-x-4 border-b border-slate-200 pb-2 text-xs uppercase tracking-wide text-slate-500 md:grid">
            <span>{t("filters.status")}</span>
            <span>{t("list.seriesFolio")}</span>
            <span>{t("list.receiver")}</span>
            <span className="text-right">{t("list.total")}</span>
            <span>{t("list.downloads")}</span>
          </div>
          <ul data-testid="invoice-list" className="divide-y divide-slate-100">
            {invoices.map((invoice) => (
              <li
                key={invoice.id}
                data-testid="invoice-row"
                data-invoice={invoice.id}
                data-kind={invoice.kind}
                data-status={invoice.status}
                className="grid grid-cols-1 gap-x-4 gap-y-2 py-3 min-[420px]:grid-cols-2 md:grid-cols-[10rem_minmax(0,1.3fr)_minmax(0,1fr)_8rem_minmax(9rem,auto)]"
              >
                <div className="min-w-0 space-y-1">
                  <InvoiceStatusBadge status={invoice.status} />
                  <p className="text-sm font-medium" data-testid="invoice-kind">
                    {t(`kind.${invoice.kind}`)}
                  </p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={invoice.createdAt}>{f.time(invoice.createdAt)}</time>
                  </p>
                </div>
                <div className="min-w-0 space-y-1 text-sm">
                  <span className={label}>{t("list.seriesFolio")}</span>
                  <p className="font-semibold" translate="no" data-testid="invoice-folio">
                    {seriesFolio(invoice)}
                  </p>
                  <p className="break-all font-mono text-xs text-slate-700" translate="no" data-testid="invoice-uuid" title={t("list.uuid")}>
                    {invoice.uuid ?? t("list.noUuid")}
                  </p>
                  {invoice.kind === "global" && invoice.periodStart && invoice.periodEnd && (
                    <p className="text-xs text-slate-600">
                      {t("list.period", {
                        from: f.day(zonedDay(new Date(invoice.periodStart), f.prefs.timeZone)),
                        // the period ends where the next day starts
                        to: f.day(zonedDay(new Date(Date.parse(invoice.periodEnd) - 1), f.prefs.timeZone)),
                      })}
                    </p>
                  )}
                  {invoice.cancelMotivo && (invoice.status === "canceled" || invoice.status === "canceling") && (
                    <p className="text-xs text-slate-600">{t.has(`motivos.${invoice.cancelMotivo}` as "motivos.01") ? t(`motivos.${invoice.cancelMotivo}` as "motivos.01") : invoice.cancelMotivo}</p>
                  )}
                  {invoice.replacementUuid && (
                    <p className="break-all text-xs text-slate-600" translate="no">
                      {t("list.replaces", { uuid: invoice.replacementUuid })}
                    </p>
                  )}
                  {invoice.error && (invoice.status === "failed" || invoice.status === "canceling") && (
                    <p className="text-xs text-red-700 [overflow-wrap:anywhere]" data-testid="invoice-error">
                      {t("list.pacSaid", { error: invoice.error })}
                    </p>
                  )}
                  {invoice.createdBy && <p className="text-xs text-slate-500">{t("list.by", { who: invoice.createdBy === "customer" ? t("list.byCustomer") : invoice.createdBy })}</p>}
                </div>
                <div className="min-w-0 space-y-1 text-sm">
                  <span className={label}>{t("list.receiver")}</span>
                  <p className="font-medium [overflow-wrap:anywhere]" translate="no" data-testid="invoice-receiver">
                    {invoice.receiver.name}
                  </p>
                  <p className="font-mono text-xs text-slate-700" translate="no" data-testid="invoice-rfc">
                    {invoice.receiver.rfc}
                  </p>
                  <Tickets invoice={invoice} />
                </div>
                <div className="min-w-0 text-sm md:text-right">
                  <span className={label}>{t("list.total")}</span>
                  <span className="font-semibold tabular-nums" data-testid="invoice-total">
                    {f.money(invoice.total)}
                  </span>
                </div>
                <div className="flex min-w-0 flex-wrap items-start gap-1 min-[420px]:col-span-2 md:col-span-1">
                  {hasFiles(invoice) && (
                    <>
                      <a href={dashboardPath("invoices.xml", { params: { id: invoice.id } })} download data-testid="invoice-xml" aria-label={`${t("issued.xml")} ${seriesFolio(invoice)}`} className={link}>
                        {t("same.xml")}
                      </a>
                      <a href={dashboardPath("invoices.pdf", { params: { id: invoice.id } })} download data-testid="invoice-pdf" aria-label={`${t("issued.pdf")} ${seriesFolio(invoice)}`} className={link}>
                        {t("same.pdf")}
                      </a>
                    </>
                  )}
                  {cancel && (invoice.status === "issued" || invoice.status === "canceling") && <CancelInvoice id={invoice.id} folio={seriesFolio(invoice)} cancel={cancel} />}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {(older || newer) && (
        <nav className="flex justify-between gap-2" aria-label={t("list.heading")}>
          {newer ? (
            <Link href={newer} className={link}>
              ← {t("list.newer")}
            </Link>
          ) : (
            <span />
          )}
          {older && (
            <Link href={older} className={link}>
              {t("list.older")} →
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
