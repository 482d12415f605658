import { getTranslations } from "next-intl/server";
import type { WebhookEndpoint } from "@/lib/dashboard/payment-api";
import type { EndpointProblem } from "@/lib/dashboard/settings/endpoint-problem";
import type { WebhookDelivery } from "@/lib/dashboard/settings/webhook-arrival";
import type { Format } from "@/lib/i18n/create-format";
import { ActionForm, Field, type Action } from "./action-form";
import { Card } from "./card";

const term = "text-xs uppercase tracking-wide text-slate-500";

/**
 * Where the payment service delivers webhooks and whether they reach this dashboard (`delivery`:
 * from what arrives, lib/dashboard/settings/webhook-arrival.ts): the fix ("Deliver to this
 * dashboard") is offered only when they do not, and asks first, since it takes the webhooks away
 * from wherever they go now; re-enabling stopped deliveries; rotating the signing secret (asks first).
 */
export async function WebhooksCard({
  endpoint,
  problem,
  receiverUrl,
  delivery,
  f,
  actions,
}: {
  endpoint: WebhookEndpoint | null;
  problem: EndpointProblem | null;
  receiverUrl: string;
  delivery: WebhookDelivery;
  f: Format;
  actions: { endpoint: Action; rotate: Action };
}) {
  const [t, common] = await Promise.all([getTranslations("settings"), getTranslations("common")]);
  const cancel = common("cancel");
  const pointsHere = delivery === "here";
  const problemText =
    problem &&
    (problem.kind === "failing"
      ? t("webhooks.problem.failing", { time: f.time(problem.since, true) })
      : problem.why === "byYou"
        ? t("webhooks.problem.stoppedByYou")
        : problem.why === "gone"
        ? t("webhooks.problem.stoppedGone")
        : problem.why === "failing"
          ? t("webhooks.problem.stoppedFailing", { time: f.time(problem.since, true) })
          : t("webhooks.problem.stoppedOther", { words: problem.words }));
  return (
    <Card title={t("webhooks.heading")} id="webhooks-heading">
      {problemText && (
        <p role="alert" data-testid="endpoint-problem" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problemText}
        </p>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className={term}>{t("webhooks.receiver")}</dt>
          <dd className="break-all font-mono" data-testid="receiver-url" translate="no">
            {receiverUrl}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>{t("webhooks.endpoint")}</dt>
          <dd className="break-all font-mono" data-testid="endpoint-url" translate="no">
            {endpoint?.url ?? common("none")}
          </dd>
          {endpoint && (
            <dd data-testid="endpoint-points" data-here={pointsHere} className={`mt-1 ${pointsHere ? "text-emerald-700" : delivery === "elsewhere" || !endpoint.url ? "text-amber-800" : "text-slate-600"}`}>
              {pointsHere ? t("webhooks.pointsHere") : !endpoint.url ? t("webhooks.noEndpoint") : delivery === "elsewhere" ? t("webhooks.pointsElsewhere") : t("webhooks.noneYet")}
            </dd>
          )}
        </div>
        <div>
          <dt className={term}>{t("webhooks.state")}</dt>
          <dd data-testid="endpoint-state">
            {endpoint ? (endpoint.enabled ? t("webhooks.enabled") : t("webhooks.disabled")) : t("webhooks.unknown")} · {t("webhooks.backlog", { pending: endpoint?.pending ?? 0, failed: endpoint?.failed ?? 0 })}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>{t("webhooks.secrets")}</dt>
          <dd>
            {endpoint?.secrets.length ? (
              <ul>
                {endpoint.secrets.map((secret) => (
                  <li key={secret.id}>
                    <code className="break-all text-xs">{secret.id}</code>
                    {secret.expires && <span className="text-slate-600"> ({t("webhooks.secretUntil", { time: f.time(secret.expires) })})</span>}
                  </li>
                ))}
              </ul>
            ) : (
              common("none")
            )}
          </dd>
        </div>
      </dl>
      {endpoint && (
        // Both fixes stay mounted once applied (no button then), to say what they did.
        <div className="flex flex-wrap items-start gap-3">
          <ActionForm
            action={actions.endpoint}
            submit={pointsHere ? null : t("webhooks.useReceiver")}
            pendingLabel={t("saving")}
            confirm={{ title: t("webhooks.confirmUseReceiver.title"), body: t("webhooks.confirmUseReceiver.body"), confirm: t("webhooks.confirmUseReceiver.confirm"), cancel }}
          >
            <input type="hidden" name="do" value="use-receiver" />
            <input type="hidden" name="receiverUrl" value={receiverUrl} />
          </ActionForm>
          <ActionForm action={actions.endpoint} submit={endpoint.enabled ? null : t("webhooks.enable")} pendingLabel={t("saving")}>
            <input type="hidden" name="do" value="enable" />
          </ActionForm>
        </div>
      )}
      <ActionForm
        action={actions.rotate}
        submit={t("webhooks.rotate")}
        pendingLabel={t("saving")}
        danger
        confirm={{ title: t("webhooks.confirmRotate.title"), body: t("webhooks.confirmRotate.body"), confirm: t("webhooks.confirmRotate.confirm"), cancel }}
      >
        <Field label={t("webhooks.overlap")} name="overlapHours" type="number" defaultValue="24" className="w-full sm:w-80" />
      </ActionForm>
    </Card>
  );
}
