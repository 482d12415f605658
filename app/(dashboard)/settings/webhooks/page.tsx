import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { requestOrigin } from "@/app/_server/request-origin";
import { ClientMessages } from "@/components/client-messages";
import { AddEndpointCard } from "@/components/settings/add-endpoint-card";
import { EndpointsCard } from "@/components/settings/endpoints-card";
import { WebhookTester } from "@/components/settings/webhook-tester";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_ENDPOINTS_MAX } from "@/lib/contract/webhook-events";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi, type WebhookEndpointRecord } from "@/lib/dashboard/payment-api";
import { readWebhookArrival } from "@/lib/dashboard/settings/webhook-arrival";
import { feedingThisDashboard } from "@/lib/dashboard/webhook-endpoints/feeding-this-dashboard";
import { stoppedEndpoints } from "@/lib/dashboard/webhook-endpoints/stopped-endpoints";
import {
  addEndpointAction,
  deleteEndpointAction,
  editEndpointAction,
  enableEndpointAction,
  recoverEndpointAction,
  rotateEndpointAction,
  testEndpointAction,
  testUrlAction,
} from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.endpoints"))("title") };
}

/**
 * Settings › Webhooks (owners): the merchant's webhook endpoints at the payment service, what each
 * receives and whether it works; adding, editing, disabling, deleting, rotating a secret, sending
 * missed events again; and the tester, which sends a signed sample now and shows the receiver's answer.
 * Disabling asks first, and says what stops (this dashboard's own notices, for the endpoints that
 * deliver to its receiver).
 */
export default async function WebhookEndpointsPage() {
  await requirePermission("settings:manage");
  const config = merchantConfig();
  const [t, f, arrival] = await Promise.all([getTranslations("settings.endpoints"), getFormat(), readWebhookArrival(await getStore())]);
  const api = paymentApi(config);
  let endpoints: WebhookEndpointRecord[] = [];
  let error: string | null = null;
  try {
    endpoints = await api.endpoints();
  } catch (cause) {
    error = cause instanceof PaymentApiError ? f.error(cause.code, cause.httpStatus) : f.error("payment_api_unavailable");
  }
  const stopped = stoppedEndpoints(endpoints);
  // Where the browser reached this dashboard (behind a proxy: its public origin), as on the settings page.
  const feedingHere = feedingThisDashboard(endpoints, arrival, `${await requestOrigin()}/api/webhooks/payment`);
  // each endpoint's last 24 hours (one small read each, side by side; one that fails shows none)
  const summaries = Object.fromEntries(
    (await Promise.all(endpoints.map(async (endpoint) => [endpoint.id, (await api.endpointDeliveries(endpoint.id, { limit: 1 }).catch(() => null))?.summary] as const))).filter(
      (entry): entry is readonly [string, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined,
    ),
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <Link href="/settings" className="text-sm font-medium text-indigo-700 hover:underline">
          {t("back")}
        </Link>
      </div>
      <p className="max-w-3xl text-sm text-slate-600">{t("intro", { max: WEBHOOK_ENDPOINTS_MAX })}</p>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {stopped.length > 0 && (
        <div role="alert" data-testid="endpoints-stopped" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">{t("stoppedNotice", { count: stopped.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {stopped.map((endpoint) => (
              <li key={endpoint.id} className="break-all" translate="no">
                {endpoint.url}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!error && (
        // "intent": the copy buttons of a revealed secret (components/intents/copy-button.tsx)
        <ClientMessages namespaces={["settings", "intent"]}>
          <EndpointsCard
            endpoints={endpoints}
            summaries={summaries}
            feedingHere={feedingHere}
            syncSeconds={config.syncIntervalMs / 1000}
            f={f}
            actions={{ edit: editEndpointAction, enable: enableEndpointAction, remove: deleteEndpointAction, rotate: rotateEndpointAction, recover: recoverEndpointAction }}
          />
          <WebhookTester
            endpoints={endpoints.map((endpoint) => ({ id: endpoint.id, url: endpoint.url, description: endpoint.description, secretId: (endpoint.secrets.find((secret) => !secret.expires) ?? endpoint.secrets.at(-1))?.id ?? null }))}
            types={[...WEBHOOK_EVENT_TYPES]}
            test={testEndpointAction}
            testUrl={testUrlAction}
          />
          {endpoints.length < WEBHOOK_ENDPOINTS_MAX && <AddEndpointCard add={addEndpointAction} types={[...WEBHOOK_EVENT_TYPES]} />}
        </ClientMessages>
      )}
    </div>
  );
}
