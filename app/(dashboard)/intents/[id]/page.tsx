import { ClientMessages } from "@/components/client-messages";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { IntentDetail } from "@/components/intents/intent-detail";
import { PaymentMoney } from "@/components/deposits/payment-money";
import { readPaymentMoney } from "@/lib/dashboard/deposits/read-payment-money";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { getStore } from "@/lib/db/client";
import { isIntentId } from "@/lib/contract/ids";
import { CASH_SALE_ID } from "@/lib/dashboard/cash-sale";
import { statusInfo } from "@/lib/contract/statuses";
import { readIntent } from "@/lib/dashboard/intents/read-intent";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { isCashPaid } from "@/lib/dashboard/cash-sale";
import { receiptPath } from "@/lib/dashboard/receipts/receipt-url";
import { can } from "@/lib/dashboard/users/roles";
import { invoiceReadiness, missingWords } from "@/app/_server/invoice-readiness";
import { SaleInvoice } from "@/components/invoices/sale-invoice";
import { invoicePreview } from "@/components/invoices/preview-data";
import { FORMA_PAGO } from "@/lib/dashboard/invoices/compose-cfdi";
import { readSaleForInvoice } from "@/lib/dashboard/invoices/read-sale-for-invoice";
import { readSaleInvoices } from "@/lib/dashboard/invoices/read-sale-invoices";
import { receiptLinkAction } from "../../_actions/receipts";
import { issueSaleInvoiceAction } from "../../invoices/actions";
import { cancelPaymentAction, refundPaymentAction } from "../../_actions/payments";
import { refreshIntent } from "./actions";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const [t, { id }] = await Promise.all([getTranslations("intent"), params]);
  return { title: isIntentId(id) || CASH_SALE_ID.test(id) ? t("metaTitle", { id }) : t("notFound.title") };
}

/**
 * An intent's page, from the dashboard's copy. An id the copy does not know is first looked for in
 * the service's event feed (a pass of the sync: an intent created a moment ago, or whose webhooks
 * never arrived); one the service does not know either, or that cannot be an intent id, is this
 * segment's "no such payment" page (404). A database or payment API that cannot answer is said in
 * words, with a way to try again. A till's cash sale (`cash_…`, a row of the payments list) has its
 * page too, in the same frame: its facts, its cash refunds, its receipt (no history at the service).
 * A paid sale also shows its factura (SaleInvoiceCard).
 */
export default async function IntentPage({ params }: Props) {
  const user = await requirePermission("intents:read");
  const { id } = await params;
  const config = merchantConfig();
  const found = await readIntent(await getStore(), id, { sync: "if-unknown" });
  if (found.kind === "unknown") notFound();
  const t = await getTranslations("intent");
  const back = (
    <Link href="/intents" className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:underline lg:min-h-0">
      ← {t("back")}
    </Link>
  );
  if (found.kind === "unavailable") {
    const f = await getFormat();
    return (
      <div className="space-y-4">
        {back}
        <section role="alert" data-testid="intent-unavailable" className="max-w-2xl space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <h1 className="text-lg font-semibold">{t("unavailable.title")}</h1>
          <p translate="no" className="break-all font-mono text-sm">
            {id}
          </p>
          <p>{f.error(found.code, found.status)}</p>
          <a href={`/intents/${id}`} className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-medium ring-1 ring-amber-300 hover:bg-amber-100">
            {t("unavailable.retry")}
          </a>
        </section>
      </div>
    );
  }
  const { view } = found;
  const lookedUp = found.synced !== null;
  const cash = isCashPaid(view.status);
  const receipt = { path: cash || statusInfo(view.status).group === "authorized" ? receiptPath(config, view.id) : null, find: receiptLinkAction };
  // what a paid payment earned and the deposit it went out in, from the service's ledger (those who see deposits; a service away leaves it out)
  const money = !cash && statusInfo(view.status).group === "authorized" && can(user.role, "deposits:read") ? await readPaymentMoney(paymentApi(config), view.id).catch(() => undefined) : undefined;
  return (
    <ClientMessages namespaces={["intent", "receipt"]}>
      <div className="min-w-0 space-y-4">
        {back}
        <IntentDetail
          initial={view}
          lookedUp={lookedUp}
          refresh={refreshIntent}
          receipt={receipt}
          cancel={can(user.role, "payments:cancel") && !cash ? cancelPaymentAction : undefined}
          refund={can(user.role, "payments:refund") ? refundPaymentAction : undefined}
        />
        {money !== undefined && <PaymentMoney money={money} f={await getFormat()} />}
        {can(user.role, "invoices:read") && (cash || statusInfo(view.status).group === "authorized") && (
          <Suspense fallback={null}>
            <SaleInvoiceCard sale={view.id} canIssue={can(user.role, "invoices:issue")} />
          </Suspense>
        )}
      </div>
    </ClientMessages>
  );
}

/**
 * The sale's "Factura" (those who see facturas): the CFDIs that hold it, and for those who may issue
 * (cashiers, owners) the customer's form while it has no factura of its own, when the shop can issue
 * one. Streamed after the payment's facts.
 */
async function SaleInvoiceCard({ sale, canIssue }: { sale: string; canIssue: boolean }) {
  const store = await getStore();
  const config = merchantConfig();
  const [{ current, all }, forInvoice, f, t] = await Promise.all([readSaleInvoices(store, sale), readSaleForInvoice(store, config, sale), getFormat(), getTranslations("invoices.sale")]);
  if (!forInvoice && all.length === 0) return null;
  const refunded = !!forInvoice && (forInvoice.receipt.refundState === "full" || forInvoice.saleCents <= 0n);
  let form = null;
  let notReady = null;
  if (canIssue && forInvoice && current?.kind !== "ticket" && !refunded) {
    const { issuer, missing } = await invoiceReadiness(store, forInvoice.branch);
    const preview = issuer && invoicePreview({ lines: forInvoice.lines, paymentForm: FORMA_PAGO[forInvoice.tender] ?? "99", tip: forInvoice.receipt.tip, issuer });
    if (missing.length > 0 || !preview) notReady = t("notReady", { missing: await missingWords(missing) });
    else form = { action: issueSaleInvoiceAction, hidden: { sale }, preview };
  }
  return (
    <ClientMessages namespaces={["invoices", "fiscal"]}>
      <SaleInvoice current={current} all={all} f={f} form={form} refunded={refunded} notReady={notReady} />
    </ClientMessages>
  );
}
