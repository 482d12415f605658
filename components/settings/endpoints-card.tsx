import { getTranslations } from "next-intl/server";
import { ALL_EVENTS, DISABLED_BY_MERCHANT, WEBHOOK_EVENT_TYPES } from "@/lib/contract/webhook-events";
import Link from "next/link";
import type { EndpointDeliveries, WebhookEndpointRecord } from "@/lib/dashboard/payment-api";
import { endpointProblem } from "@/lib/dashboard/settings/endpoint-problem";
import type { Format } from "@/lib/i18n/create-format";
import { ActionForm, Field, type Action } from "./action-form";
import { Card } from "./card";
import { CopyRevealed } from "./copy-revealed";
import { EndpointSummary } from "./endpoint-summary";
import { EventChoices } from "./event-choices";
import { RecoverForm } from "./recover-form";

const term = "text-xs uppercase tracking-wide text-slate-500";

type Actions = { edit: Action; enable: Action; remove: Action; rotate: Action; recover: Action };

/**
 * The merchant's webhook endpoints, one block each: where it delivers, what it receives, whether
 * it works (and why not, in words), its backlog and secrets; and what can be done with it. Changes
 * that stop deliveries or cannot simply be undone (disable, delete, rotate) ask first, saying what
 * stops: disabling an endpoint that feeds this dashboard says the dashboard then hears of payments
 * only through its sync, every `syncSeconds`. The first endpoint (the one this dashboard's
 * receiver usually is) cannot be deleted, and its secret is rotated on the main settings page,
 * where the receiver learns the new one at once.
 */
export async function EndpointsCard({
  endpoints,
  summaries,
  feedingHere,
  syncSeconds,
  f,
  actions,
}: {
  endpoints: WebhookEndpointRecord[];
  /** each endpoint's last 24 hours, by id (missing: the service did not tell) */
  summaries: Record<string, EndpointDeliveries["summary"]>;
  /** the endpoints that deliver to this dashboard's receiver (feeding-this-dashboard.ts) */
  feedingHere: ReadonlySet<string>;
  /** how often the dashboard reads the service's changes without webhooks (SYNC_INTERVAL_MS) */
  syncSeconds: number;
  f: Format;
  actions: Actions;
}) {
  const [t, settings, common] = await Promise.all([getTranslations("settings.endpoints"), getTranslations("settings"), getTranslations("common")]);
  const cancel = common("cancel");
  const stateOf = (endpoint: WebhookEndpointRecord) => {
    if (endpoint.enabled) return endpoint.failingSince ? { tone: "amber", words: t("state.failing", { time: f.time(endpoint.failingSince, true) }) } : { tone: "emerald", words: t("state.enabled") };
    if (endpoint.disabledReason === DISABLED_BY_MERCHANT) return { tone: "slate", words: t("state.byYou") };
    const problem = endpointProblem(endpoint);
    const words =
      problem?.kind === "stopped" && problem.why === "gone"
        ? t("state.gone")
        : problem?.kind === "stopped" && problem.why === "failing"
          ? t("state.failedTooLong", { time: f.time(problem.since, true) })
          : t("state.other", { words: endpoint.disabledReason ?? "" });
    return { tone: "red", words };
  };
  const tones: Record<string, string> = { emerald: "text-emerald-700", amber: "text-amber-800", slate: "text-slate-600", red: "text-red-700" };
  /** What disabling stops, in words: this dashboard's notices, or the endpoint's events. */
  const confirmDisable = (endpoint: WebhookEndpointRecord) =>
    feedingHere.has(endpoint.id)
      ? {
          title: t("confirmDisableHere.title"),
          body: endpoint.primary ? `${t("confirmDisableHere.body", { seconds: syncSeconds })} ${t("confirmDisableHere.banner")}` : t("confirmDisableHere.body", { seconds: syncSeconds }),
          confirm: t("confirmDisableHere.confirm"),
          cancel,
        }
      : {
          title: t("confirmDisable.title"),
          body: t("confirmDisable.body", { url: endpoint.url ?? t("noUrl"), types: endpoint.events.includes(ALL_EVENTS) ? t("allEvents") : endpoint.events.join(", ") }),
          confirm: t("confirmDisable.confirm"),
          cancel,
        };
  return (
    <Card title={t("listHeading", { count: endpoints.length })} id="endpoints-heading">
      <ul className="divide-y divide-slate-200">
        {endpoints.map((endpoint) => {
          const state = stateOf(endpoint);
          const all = endpoint.events.includes(ALL_EVENTS);
          return (
            <li key={endpoint.id} data-testid="endpoint" data-endpoint={endpoint.id} className="space-y-3 py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="min-w-0 break-all font-mono text-sm font-medium" translate="no" data-testid="endpoint-url">
                  {endpoint.url ?? t("noUrl")}
                </span>
                {endpoint.primary && <span className="rounded bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">{t("primary")}</span>}
                {endpoint.description && <span className="text-sm text-slate-600">{endpoint.description}</span>}
              </div>
              <dl className="grid gap-3 text-sm sm:grid-cols-4">
                <div className="min-w-0">
                  <dt className={term}>{t("state.label")}</dt>
                  <dd className={tones[state.tone]} data-testid="endpoint-state">
                    {state.words}
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className={term}>{t("events")}</dt>
                  <dd data-testid="endpoint-events">{all ? t("allEvents") : endpoint.events.join(", ")}</dd>
                </div>
                <div className="min-w-0">
                  <dt className={term}>{t("backlog")}</dt>
                  <dd>{settings("webhooks.backlog", { pending: endpoint.pending, failed: endpoint.failed })}</dd>
                </div>
                <div className="min-w-0">
                  <dt className={term}>{t("secrets")}</dt>
                  <dd className="space-y-0.5">
                    {endpoint.secrets.map((secret) => (
                      <span key={secret.id} className="block font-mono text-xs" translate="no">
                        {secret.id}
                        {secret.expires ? ` · ${settings("webhooks.secretUntil", { time: f.time(secret.expires) })}` : ""}
                      </span>
                    ))}
                  </dd>
                </div>
              </dl>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                {summaries[endpoint.id] ? <EndpointSummary summary={summaries[endpoint.id]!} f={f} /> : <span />}
                <Link href={`/settings/webhooks/${endpoint.id}`} className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 sm:min-h-0">
                  {t("logLink")}
                </Link>
              </div>
              <div className="flex flex-wrap items-start gap-3">
                <ActionForm
                  action={actions.enable}
                  submit={endpoint.enabled ? t("disable") : t("enable")}
                  pendingLabel={settings("saving")}
                  danger={endpoint.enabled}
                  spellErrors
                  confirm={endpoint.enabled ? confirmDisable(endpoint) : undefined}
                >
                  <input type="hidden" name="id" value={endpoint.id} />
                  <input type="hidden" name="enabled" value={endpoint.enabled ? "false" : "true"} />
                </ActionForm>
                <RecoverForm endpoint={endpoint.id} recover={actions.recover} />
                {!endpoint.primary && (
                  <ActionForm
                    action={actions.rotate}
                    submit={t("rotate")}
                    pendingLabel={settings("saving")}
                    confirm={{ title: t("confirmRotate.title"), body: t("confirmRotate.body"), confirm: t("confirmRotate.confirm"), cancel }}
                    revealExtra={<CopyRevealed what={t("secretWhat")} />}
                  >
                    <input type="hidden" name="id" value={endpoint.id} />
                    <Field label={settings("webhooks.overlap")} name="overlapHours" type="number" defaultValue="24" />
                  </ActionForm>
                )}
                {!endpoint.primary && (
                  <ActionForm
                    action={actions.remove}
                    submit={t("delete")}
                    pendingLabel={settings("saving")}
                    danger
                    spellErrors
                    confirm={{ title: t("confirmDelete.title"), body: t("confirmDelete.body", { url: endpoint.url ?? "" }), confirm: t("confirmDelete.confirm"), cancel }}
                  >
                    <input type="hidden" name="id" value={endpoint.id} />
                  </ActionForm>
                )}
              </div>
              {endpoint.primary ? (
                <p className="text-xs text-slate-500">{t("primaryHint")}</p>
              ) : (
                <details className="rounded-lg ring-1 ring-slate-200">
                  <summary className="min-h-11 cursor-pointer px-3 py-2 text-sm font-medium text-indigo-700 sm:min-h-0">{t("edit")}</summary>
                  <ActionForm action={actions.edit} submit={t("save")} pendingLabel={settings("saving")} className="grid gap-3 p-3 sm:grid-cols-2">
                    <input type="hidden" name="id" value={endpoint.id} />
                    <Field label={t("url")} name="url" type="url" defaultValue={endpoint.url ?? ""} />
                    <Field label={t("description")} name="description" defaultValue={endpoint.description} />
                    <EventChoices name="events" legend={t("events")} allLabel={t("allEvents")} types={[...WEBHOOK_EVENT_TYPES]} chosen={endpoint.events} />
                  </ActionForm>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
