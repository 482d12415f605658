import { getTranslations } from "next-intl/server";
import type { Deliveries } from "@/lib/dashboard/payment-api";
import type { Format } from "@/lib/i18n/create-format";
import { ActionForm, type Action } from "./action-form";
import { Card } from "./card";

const STATES = ["pending", "delivered", "failed", "skipped"] as const;
const isState = (state: string): state is (typeof STATES)[number] => (STATES as readonly string[]).includes(state);

/** The webhook events of one payment and every delivery attempt (time, HTTP status, latency), each with Redeliver. */
export async function DeliveryLog({ intent, deliveries, error, f, redeliver }: { intent: string | undefined; deliveries: Deliveries | null; error: string | null; f: Format; redeliver: Action }) {
  const t = await getTranslations("settings");
  return (
    <Card title={t("deliveries.heading")} id="deliveries-heading">
      <form method="get" className="flex flex-wrap items-end gap-2">
        <label className="min-w-0 grow text-sm font-medium text-slate-700 sm:grow-0">
          {t("deliveries.intent")}
          <input name="intent" defaultValue={intent} placeholder="qp_…" translate="no" className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm sm:w-80" />
        </label>
        <button className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50">{t("deliveries.show")}</button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {t("deliveries.failed", { reason: error })}
        </p>
      )}
      {deliveries && deliveries.data.length === 0 && <p className="text-sm text-slate-600">{t("deliveries.none")}</p>}
      {deliveries && deliveries.data.length > 0 && (
        <table className="block w-full text-left text-sm lg:table" data-testid="delivery-log">
          <caption className="sr-only">{t("deliveries.caption", { intent: deliveries.intent })}</caption>
          <thead className="hidden text-xs uppercase tracking-wide text-slate-500 lg:table-header-group">
            <tr>
              <th scope="col" className="py-2 pr-2">{t("deliveries.seq")}</th>
              <th scope="col" className="pr-2">{t("deliveries.status")}</th>
              <th scope="col" className="pr-2">{t("deliveries.state")}</th>
              <th scope="col" className="pr-2">{t("deliveries.attempts")}</th>
              <th scope="col"><span className="sr-only">{t("deliveries.actions")}</span></th>
            </tr>
          </thead>
          <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100 lg:align-top">
            {deliveries.data.map((event) => (
              <tr key={event.event} data-event={event.event} className="block rounded-lg border border-slate-200 p-3 lg:table-row lg:border-0 lg:p-0">
                <td className="inline lg:table-cell lg:py-2 lg:pr-2">{event.seq}</td>
                <td className="inline pl-2 lg:table-cell lg:py-2 lg:pl-0 lg:pr-2">
                  {f.status(event.status)} <code className="text-xs text-slate-500">{event.status}</code>
                </td>
                <td className="block lg:table-cell lg:py-2 lg:pr-2">{isState(event.state) ? t(`deliveries.states.${event.state}`) : <code>{event.state}</code>}</td>
                <td className="block min-w-0 lg:table-cell lg:py-2 lg:pr-2">
                  <ul className="space-y-0.5">
                    {event.deliveries.map((d) => (
                      <li key={d.attempt} className="break-words font-mono text-xs">
                        {f.time(d.at, true)} · {d.httpStatus ?? "—"} · {t("deliveries.latency", { ms: d.latencyMs })}
                        {d.error && (
                          <>
                            {" · "}
                            <code className="break-all">{d.error}</code>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="block pt-2 lg:table-cell lg:py-2">
                  <ActionForm action={redeliver} submit={t("deliveries.redeliver")} pendingLabel={t("saving")}>
                    <input type="hidden" name="event" value={event.event} />
                  </ActionForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
