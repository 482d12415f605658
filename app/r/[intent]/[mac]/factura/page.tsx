import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { chooseLocaleAction } from "@/app/_actions/locale";
import { getFormat } from "@/app/_server/format";
import { invoiceReadiness } from "@/app/_server/invoice-readiness";
import { ClientMessages } from "@/components/client-messages";
import { InvoiceForm } from "@/components/invoices/invoice-form";
import { InvoiceSummary } from "@/components/invoices/invoice-summary";
import { invoicePreview } from "@/components/invoices/preview-data";
import { LanguageSwitch } from "@/components/language-switch";
import { getStore } from "@/lib/db/client";
import { FORMA_PAGO } from "@/lib/dashboard/invoices/compose-cfdi";
import { readSaleForInvoice } from "@/lib/dashboard/invoices/read-sale-for-invoice";
import { readSaleInvoices } from "@/lib/dashboard/invoices/read-sale-invoices";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { receiptPath, verifyReceiptMac } from "@/lib/dashboard/receipts/receipt-url";
import { issueReceiptInvoiceAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("invoices.public"))("metaTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ intent: string; mac: string }> };

const card = "space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

/**
 * A ticket's factura at its receipt's public URL (`/r/{intent}/{mac}/factura`): no sign-in, the
 * receipt's MAC is the permission (a wrong MAC, an unknown or unpaid sale: the receipt's 404), in
 * the reader's language with the receipt's language switch, laid out for a phone. The ticket (folio,
 * date, total), then: its factura when it has one of its own (whoever issued it: issuing is
 * idempotent per ticket), with its XML and PDF; a sentence when it was refunded in full, or when the
 * shop cannot issue facturas yet; else the customer's form with what the factura will say.
 */
export default async function FacturaPage({ params }: Props) {
  const { intent, mac } = await params;
  const config = merchantConfig();
  if (intent.length > 100 || !verifyReceiptMac(config, intent, mac)) notFound();
  const store = await getStore();
  const sale = await readSaleForInvoice(store, config, intent);
  if (!sale) notFound();
  const [{ current }, t, f] = await Promise.all([readSaleInvoices(store, intent), getTranslations("invoices"), getFormat()]);
  const { receipt } = sale;
  const path = receiptPath(config, intent);
  const own = current?.kind === "ticket" ? current : null;

  let body: React.ReactNode;
  if (own) {
    body = <InvoiceSummary invoice={own} f={f} downloads={{ xml: `${path}/factura/xml`, pdf: `${path}/factura/pdf` }} audience="customer" />;
  } else if (receipt.refundState === "full" || sale.saleCents <= 0n) {
    body = (
      <p data-testid="factura-refunded" className="text-slate-700">
        {t("public.refunded")}
      </p>
    );
  } else {
    const { issuer, missing } = await invoiceReadiness(store, sale.branch);
    const preview = issuer && invoicePreview({ lines: sale.lines, paymentForm: FORMA_PAGO[sale.tender] ?? "99", tip: receipt.tip, issuer });
    body =
      missing.length > 0 || !preview ? (
        <p data-testid="factura-not-ready" className="text-slate-700">
          {receipt.fiscal?.invoiceContact ? t("public.notReadyContact", { contact: receipt.fiscal.invoiceContact }) : t("public.notReady")}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t("public.lead")}</p>
          {current?.kind === "global" && (
            <p data-testid="factura-in-global" className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
              {t("public.inGlobal")}
            </p>
          )}
          <InvoiceForm action={issueReceiptInvoiceAction} hidden={{ intent, mac }} preview={preview} />
        </>
      );
  }

  return (
    <ClientMessages namespaces={["invoices", "fiscal"]}>
      <main className="mx-auto w-full max-w-2xl space-y-5 px-4 pb-12 pt-4 sm:px-6" data-testid="factura-page" data-intent={intent}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 truncate text-sm font-semibold text-slate-700" translate="no">
            {receipt.merchantName || receipt.fiscal?.legalName}
          </p>
          <LanguageSwitch choose={chooseLocaleAction} />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("public.title")}</h1>
        <section aria-labelledby="factura-ticket" data-testid="factura-ticket" className={card}>
          <h2 id="factura-ticket" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t("public.ticket")}
          </h2>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="col-span-2 min-w-0 min-[420px]:col-span-1">
              <dt className="text-slate-600">{t("public.folio")}</dt>
              <dd className="font-mono font-medium [overflow-wrap:anywhere]" translate="no" data-testid="factura-folio">
                {receipt.ticket ?? receipt.intent}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-600">{t("public.date")}</dt>
              <dd className="font-medium" data-testid="factura-date">
                <time dateTime={receipt.paidAt}>{f.time(receipt.paidAt)}</time>
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-600">{t("public.total")}</dt>
              <dd className="font-semibold tabular-nums" data-testid="factura-total">
                {f.money(receipt.amount)}
              </dd>
            </div>
          </dl>
          <a href={path} className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:underline">
            ← {t("public.backToReceipt")}
          </a>
        </section>
        <section aria-label={t("public.title")} className={card}>
          {body}
        </section>
      </main>
    </ClientMessages>
  );
}
