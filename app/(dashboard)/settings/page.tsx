import { readInvoiceSetup } from "@/lib/dashboard/invoices/read-invoice-setup";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { requestOrigin } from "@/app/_server/request-origin";
import { ActionForm } from "@/components/settings/action-form";
import { Card } from "@/components/settings/card";
import { LinkCard } from "@/components/settings/link-card";
import { FiscalCard } from "@/components/settings/fiscal-card";
import { InvoicingCard, type InvoicingSetup } from "@/components/settings/invoicing-card";
import { invoiceReadiness, missingWords } from "@/app/_server/invoice-readiness";
import type { Store } from "@/lib/db/store";
import { getEnv } from "@/lib/env";
import { choosePac } from "@/lib/dashboard/invoices/choose-pac";
import { byNaturalName } from "@/lib/dashboard/reports/list-report-tills";
import { listTills } from "@/lib/dashboard/till/list-tills";
import { ShopCard } from "@/components/settings/shop-card";
import { readFiscalProfile } from "@/lib/dashboard/fiscal/read-fiscal-profile";
import { readShopOptions } from "@/lib/dashboard/shop/read-shop-options";
import { DeliveryLog } from "@/components/settings/delivery-log";
import { UsersCard } from "@/components/settings/users-card";
import { WebhooksCard } from "@/components/settings/webhooks-card";
import { getStore } from "@/lib/db/client";
import { API_REFERENCE_PATH } from "@/lib/http/api-reference";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi, type Deliveries } from "@/lib/dashboard/payment-api";
import { checkPaymentApi } from "@/lib/dashboard/settings/check-payment-api";
import { endpointProblem } from "@/lib/dashboard/settings/endpoint-problem";
import { readWebhookArrival, webhookDelivery } from "@/lib/dashboard/settings/webhook-arrival";
import { listUsers } from "@/lib/dashboard/users/list-users";
import { can } from "@/lib/dashboard/users/roles";
import { getTwoFactorRequirement } from "@/lib/dashboard/two-factor/get-two-factor-requirement";
import {
  changeUserAction,
  createUserAction,
  endpointAction,
  redeliverAction,
  resetTwoFactorAction,
  rotateSecretAction,
  saveCsdAction,
  saveFiscalProfileAction,
  saveInvoiceSeriesAction,
  saveShopOptionsAction,
  twoFactorRequirementAction,
} from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings"))("title") };
}

type Props = { searchParams: Promise<{ intent?: string }> };

const term = "text-xs uppercase tracking-wide text-slate-500";

/** Settings → Facturación's facts: the CSD's certificate (never its key), the places of issue, the tills' branches, the PAC and e-mail in use, what is missing. */
async function readInvoicingSetup(store: Store): Promise<InvoicingSetup> {
  const env = getEnv();
  const [{ csd, places }, tills, { missing }] = await Promise.all([readInvoiceSetup(store), listTills(store), invoiceReadiness(store, "")]);
  const pac = choosePac(store, env)?.name ?? null;
  return {
    csd: csd && { ...csd, validFrom: csd.validFrom.toISOString(), validTo: csd.validTo.toISOString(), uploadedAt: csd.uploadedAt.toISOString(), expired: csd.validTo <= new Date() },
    places,
    branches: ["", ...[...new Set([...tills.map((till) => till.branch), ...places.map((place) => place.branch)])].filter(Boolean).sort(byNaturalName)],
    pac: pac === "sandbox" ? { kind: "sandbox" } : pac ? { kind: "live", name: pac === "sw" ? "SW Sapien" : pac, url: env.CFDI_PAC_URL ? new URL(env.CFDI_PAC_URL).host : "" } : null,
    mailFrom: env.SMTP_URL && env.MAIL_FROM ? env.MAIL_FROM : null,
    missing: missing.length > 0 ? await missingWords(missing) : "",
  };
}

export default async function SettingsPage({ searchParams }: Props) {
  const me = await requirePermission("settings:manage");
  const config = merchantConfig();
  const api = paymentApi(config);
  const store = await getStore();
  const [users, status, arrival, twoFactorRequired, t, common, f] = await Promise.all([
    listUsers(store),
    checkPaymentApi(api, config),
    readWebhookArrival(store),
    getTwoFactorRequirement(store),
    getTranslations("settings"),
    getTranslations("common"),
    getFormat(),
  ]);
  // Where the browser reached this dashboard (behind a proxy: its public origin).
  const receiverUrl = `${await requestOrigin()}/api/webhooks/payment`;
  const intent = (await searchParams).intent?.trim() || undefined;
  let deliveries: Deliveries | null = null;
  let deliveriesError: string | null = null;
  if (intent) {
    try {
      deliveries = await api.deliveries(intent);
    } catch (error) {
      deliveriesError = error instanceof PaymentApiError ? f.error(error.code, error.httpStatus) : f.error("payment_api_unavailable");
    }
  }
  const endpoint = status.endpoint;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>

      <UsersCard users={users} meId={me.id} f={f} actions={{ change: changeUserAction, reset: resetTwoFactorAction, create: createUserAction }} />

      <ShopCard options={await readShopOptions(store, config)} save={saveShopOptionsAction} />

      <FiscalCard profile={await readFiscalProfile(store)} save={saveFiscalProfileAction} />

      {can(me.role, "invoices:manage") && <InvoicingCard setup={await readInvoicingSetup(store)} f={f} actions={{ csd: saveCsdAction, series: saveInvoiceSeriesAction }} />}

      <Card title={t("signIn.heading")} id="sign-in-heading">
        <p className="text-sm text-slate-700" data-testid="two-factor-requirement">
          {twoFactorRequired ? t("signIn.required") : t("signIn.optional")}
        </p>
        <ActionForm
          action={twoFactorRequirementAction}
          submit={twoFactorRequired ? t("signIn.stopRequiring") : t("signIn.require")}
          pendingLabel={t("saving")}
          danger={twoFactorRequired}
          spellErrors
          confirm={twoFactorRequired ? { title: t("signIn.confirmStop.title"), body: t("signIn.confirmStop.body"), confirm: t("signIn.confirmStop.confirm"), cancel: common("cancel") } : undefined}
        >
          <input type="hidden" name="required" value={twoFactorRequired ? "false" : "true"} />
        </ActionForm>
        <p className="text-xs text-slate-500">{t("signIn.lockPolicy", { minutes: Math.round(config.signIn.lockSeconds / 60), failures: config.signIn.maxFailures })}</p>
      </Card>

      {can(me.role, "audit:read") && (
        <LinkCard title={t("activity.heading")} id="activity-heading" body={t("activity.body")} href="/settings/activity" open={t("activity.open")} />
      )}

      <Card title={t("api.heading")} id="api-heading">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className={term}>{t("api.baseUrl")}</dt>
            <dd className="break-all font-mono" translate="no">
              {status.baseUrl}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className={term}>{t("api.apiKey")}</dt>
            <dd className="break-all font-mono" data-testid="masked-key" translate="no">
              {status.maskedKey ?? t("api.notConfigured")}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className={term}>{t("api.answers")}</dt>
            <dd data-testid="api-reachable" className={status.reachable ? "text-emerald-700" : "text-red-700"}>
              {status.reachable ? t("api.yes") : t("api.no", { reason: f.error(status.error?.code ?? "payment_api_unavailable", status.error?.httpStatus ?? 0) })}
            </dd>
          </div>
        </dl>
        {/* a page of its own outside the dashboard's frame (Redoc under its own policy): a plain link, not client navigation */}
        <a href={API_REFERENCE_PATH} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50">
          {t("api.reference")}
        </a>
      </Card>

      <WebhooksCard
        endpoint={endpoint}
        problem={endpointProblem(endpoint)}
        receiverUrl={receiverUrl}
        delivery={webhookDelivery(arrival, endpoint?.url, receiverUrl)}
        f={f}
        actions={{ endpoint: endpointAction, rotate: rotateSecretAction }}
      />

      <LinkCard title={t("endpoints.open")} id="endpoints-link-heading" body={t("endpoints.openBody")} href="/settings/webhooks" open={t("endpoints.title")} />

      <DeliveryLog intent={intent} deliveries={deliveries} error={deliveriesError} f={f} redeliver={redeliverAction} />
    </div>
  );
}
