import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { Card } from "@/components/settings/card";
import { EndpointLog } from "@/components/settings/endpoint-log";
import { EndpointSummary } from "@/components/settings/endpoint-summary";
import { RecoverForm } from "@/components/settings/recover-form";
import { WEBHOOK_ENDPOINT_ID } from "@/lib/contract/ids";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi } from "@/lib/dashboard/payment-api";
import { parseLogFilters } from "@/lib/dashboard/webhook-endpoints/parse-log-filters";
import { readEndpointLog } from "@/lib/dashboard/webhook-endpoints/read-endpoint-log";
import { recoverEndpointAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.endpoints"))("logLink") };
}

type Props = { params: Promise<{ endpoint: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 50;

/**
 * Settings › Webhooks › an endpoint (owners): its last 24 hours at a glance, its deliveries newest
 * first (filtered by state, event type or payment, 50 a page, older pages by the service's
 * cursor), each pending one with why it has not gone out yet, and "send missed events again".
 */
export default async function EndpointLogPage({ params, searchParams }: Props) {
  await requirePermission("settings:manage");
  const { endpoint } = await params;
  if (!WEBHOOK_ENDPOINT_ID.test(endpoint)) notFound();
  const { filters, invalid } = parseLogFilters(await searchParams);
  const [t, f] = await Promise.all([getTranslations("settings.endpoints"), getFormat()]);
  let read;
  try {
    read = await readEndpointLog(paymentApi(merchantConfig()), endpoint, filters, PAGE_SIZE);
  } catch (error) {
    if (error instanceof PaymentApiError && error.code === "webhook_endpoint_not_found") notFound();
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {error instanceof PaymentApiError ? f.error(error.code, error.httpStatus) : f.error("payment_api_unavailable")}
      </p>
    );
  }
  const { record, log, waits } = read;
  const url = record.url;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="min-w-0 break-all text-2xl font-semibold tracking-tight">
          {t.rich("log.title", { address: url ?? t("noUrl"), url: (chunks) => <span translate="no">{chunks}</span> })}
        </h1>
        <Link href="/settings/webhooks" className="text-sm font-medium text-indigo-700 hover:underline">
          {t("log.back")}
        </Link>
      </div>
      <EndpointSummary summary={log.summary} f={f} />
      {invalid.length > 0 && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("log.invalid", { fields: invalid.map((field) => (field === "state" || field === "type" || field === "intent" ? t(`log.${field}`) : field)).join(", ") })}
        </p>
      )}
      <Card title={t("logLink")} id="endpoint-log-heading">
        <EndpointLog endpoint={endpoint} log={log} waits={waits} filters={filters} f={f} />
      </Card>
      <Card title={t("recover")} id="endpoint-recover-heading">
        <RecoverForm endpoint={endpoint} recover={recoverEndpointAction} />
      </Card>
    </div>
  );
}
