import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DELIVERY_STATES } from "@/lib/contract/requests";
import { WEBHOOK_EVENT_TYPES } from "@/lib/contract/webhook-events";
import type { EndpointDeliveries } from "@/lib/dashboard/payment-api";
import type { DeliveryWait } from "@/lib/dashboard/webhook-endpoints/delivery-wait";
import type { LogFilters } from "@/lib/dashboard/webhook-endpoints/parse-log-filters";
import type { Format } from "@/lib/i18n/create-format";
import { attemptWords } from "./endpoint-summary";

const field = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm sm:min-h-9";

/** The query of a log page: the filters, and where to continue from. */
function query(filters: LogFilters, before?: string): string {
  const params = new URLSearchParams(Object.entries({ ...filters, before }).flatMap(([key, value]) => (value ? [[key, value]] : [])));
  return params.size ? `?${params}` : "";
}

/**
 * An endpoint's deliveries, newest first: a filter form (a plain GET: it works without JavaScript,
 * and the URL can be shared), then one row per event with its type, payment, state and latest
 * attempt in words, and the way to older pages. A pending delivery says what it waits for
 * (`waits`, by event: its next attempt, an earlier failing delivery of its payment, the endpoint
 * being disabled, its turn), never a time that has passed.
 */
export async function EndpointLog({ endpoint, log, waits, filters, f }: { endpoint: string; log: EndpointDeliveries; waits: Record<string, DeliveryWait>; filters: LogFilters; f: Format }) {
  const t = await getTranslations("settings.endpoints.log");
  const waitWords = (wait: DeliveryWait) =>
    wait.kind === "retry"
      ? t("nextAttempt", { time: f.time(wait.at, true) })
      : wait.kind === "behind"
        ? wait.failing
          ? wait.retryAt
            ? t("waiting.behindFailingAt", { time: f.time(wait.retryAt, true) })
            : t("waiting.behindFailing")
          : t("waiting.behind")
        : t(`waiting.${wait.kind}`);
  const base = `/settings/webhooks/${endpoint}`;
  const rows = await Promise.all(
    log.data.map(async (entry) => ({ entry, last: entry.last ? t("latency", { what: await attemptWords(entry.last), ms: entry.last.latencyMs }) : t("notYet") })),
  );
  return (
    <div className="space-y-4">
      <form method="get" action={base} className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <label className="min-w-0 text-sm font-medium text-slate-700">
          {t("state")}
          <select name="state" defaultValue={filters.state ?? ""} className={field}>
            <option value="">{t("any")}</option>
            {DELIVERY_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-0 text-sm font-medium text-slate-700">
          {t("type")}
          <select name="type" defaultValue={filters.type ?? ""} className={`${field} font-mono`} translate="no">
            <option value="">{t("any")}</option>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-0 text-sm font-medium text-slate-700">
          {t("intent")}
          <input name="intent" defaultValue={filters.intent ?? ""} placeholder="qp_…" translate="no" className={`${field} font-mono`} />
        </label>
        <div className="flex gap-2">
          <button className="min-h-11 rounded-lg bg-indigo-600 px-3 text-sm font-medium text-white hover:bg-indigo-700 sm:min-h-9">{t("filter")}</button>
          <Link href={base} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50 sm:min-h-9">
            {t("clear")}
          </Link>
        </div>
      </form>

      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("none")}</p>
      ) : (
        <table className="block w-full text-left text-sm lg:table" data-testid="endpoint-log">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="hidden text-xs uppercase tracking-wide text-slate-500 lg:table-header-group">
            <tr>
              <th scope="col" className="py-2 pr-3">{t("when")}</th>
              <th scope="col" className="pr-3">{t("event")}</th>
              <th scope="col" className="pr-3">{t("payment")}</th>
              <th scope="col" className="pr-3">{t("delivery")}</th>
              <th scope="col" className="pr-3">{t("attempts")}</th>
              <th scope="col">{t("last")}</th>
            </tr>
          </thead>
          <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100 lg:align-top">
            {rows.map(({ entry, last }) => (
              <tr key={entry.event} data-event={entry.event} className="block rounded-lg border border-slate-200 p-3 lg:table-row lg:border-0 lg:p-0">
                <td className="block lg:table-cell lg:py-2 lg:pr-3">{f.time(entry.created, true)}</td>
                <td className="block font-mono text-xs lg:table-cell lg:py-2 lg:pr-3" translate="no">
                  {entry.type}
                  <span className="block text-slate-500">{entry.event}</span>
                </td>
                <td className="block font-mono text-xs lg:table-cell lg:py-2 lg:pr-3" translate="no">
                  {entry.intent ? (
                    <Link href={`/intents/${entry.intent}`} className="text-indigo-700 hover:underline">
                      {entry.intent}
                    </Link>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="block lg:table-cell lg:py-2 lg:pr-3" data-testid="log-state">
                  {t(`states.${entry.state}`)}
                  {waits[entry.event] && (
                    <span className="block text-xs text-slate-500" data-wait={waits[entry.event]!.kind}>
                      {waitWords(waits[entry.event]!)}
                    </span>
                  )}
                </td>
                <td className="block lg:table-cell lg:py-2 lg:pr-3">{entry.attempts}</td>
                <td className="block lg:table-cell lg:py-2" data-testid="log-last">
                  {last}
                  {entry.last?.error && (
                    <code className="block break-all text-xs text-slate-500" translate="no">
                      {entry.last.error}
                    </code>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="flex flex-wrap gap-3 text-sm">
        {filters.before && (
          <Link href={`${base}${query({ ...filters, before: undefined })}`} className="font-medium text-indigo-700 hover:underline">
            {t("newest")}
          </Link>
        )}
        {log.next && (
          <Link href={`${base}${query({ ...filters, before: undefined }, log.next)}`} className="font-medium text-indigo-700 hover:underline" data-testid="log-older">
            {t("older")}
          </Link>
        )}
      </nav>
    </div>
  );
}
