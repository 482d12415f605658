"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { IntentFilters } from "@/lib/dashboard/intent-filters";
import type { IntentPage, IntentRow } from "@/lib/dashboard/list-intents";
import { useFormat } from "../format-provider";
import { useLive } from "../live-updates";
import { StatusBadge } from "../status-badge";
import { intentsHref } from "./intents-href";
import { intentListOptions } from "./queries";

const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2";

/** A notice that the rows shown are not the newest (a refresh or a page failed), with a retry: the rows stay. */
function Notice({ text, retry, testId }: { text: string; retry: () => void; testId: string }) {
  const t = useTranslations("common");
  return (
    <div role="alert" data-testid={testId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <span>{text}</span>
      <button type="button" onClick={retry} className={`${button} min-h-10 border border-amber-300 bg-white px-3 text-amber-900 hover:bg-amber-100`}>
        {t("retry")}
      </button>
    </div>
  );
}

function Empty({ q, filtered }: { q?: string; filtered: boolean }) {
  const t = useTranslations("payments");
  return (
    <div data-testid="intents-empty" className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600 sm:p-10">
      {q ? (
        <>
          <p className="font-medium break-words text-slate-800">{t("noMatch.title", { q })}</p>
          <p className="mt-1 text-sm">{t("noMatch.body")}</p>
        </>
      ) : filtered ? (
        <p className="font-medium text-slate-800">{t("noMatchFilters.title")}</p>
      ) : (
        <>
          <p className="font-medium text-slate-800">{t("empty.title")}</p>
          <p className="mt-1 text-sm">{t("empty.body")}</p>
        </>
      )}
    </div>
  );
}

/** Where and at which ticket a payment was taken, when known ("Centro / Caja 1"). */
const placeOf = (row: IntentRow) => (row.branch ? [row.branch, row.terminal].filter(Boolean).join(" / ") : null);

/** A payment as a block on narrow screens: amount and status, time and short id, then branch and ticket when known. */
function Card({ row }: { row: IntentRow }) {
  const t = useTranslations("payments");
  const f = useFormat();
  const place = placeOf(row);
  return (
    <li data-intent={row.id} data-testid="intent-row">
      <Link href={`/intents/${row.id}`} className="block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600">
        <span className="flex items-center justify-between gap-3">
          <span className="text-base font-semibold tabular-nums text-slate-900">{f.money(row.amount)}</span>
          <StatusBadge status={row.status} code={row.code} reason={row.reason} />
        </span>
        <span className="mt-1 flex items-center justify-between gap-3 text-sm text-slate-600">
          <time dateTime={row.created} className="shrink-0">
            {f.time(row.created)}
          </time>
          <span title={row.id} className="min-w-0 truncate font-mono text-xs text-slate-500">
            {row.id}
          </span>
        </span>
        {(place || row.ticket || row.payment) && (
          <span className="mt-1 flex items-center justify-between gap-3 text-sm text-slate-600">
            <span className="min-w-0 truncate">{[place, row.payment ? f.payment(row.payment) : null].filter(Boolean).join(" · ")}</span>
            {row.ticket && <span className="shrink-0">{t("same.ticketValue", { ticket: row.ticket })}</span>}
          </span>
        )}
        {row.concept && <span className="mt-1 block truncate text-sm text-slate-500">{row.concept}</span>}
      </Link>
    </li>
  );
}

type Props = {
  filters: Omit<IntentFilters, "cursor">;
  initialPage: IntentPage;
};

/**
 * The payments list: newest first, statuses live, more pages on demand. A table on wide screens,
 * a list of blocks on narrow ones (no sideways scroll). When a refresh, a poll or a further page
 * fails, the rows already shown stay, with a notice and a retry.
 */
export function IntentTable({ filters, initialPage }: Props) {
  const t = useTranslations("payments");
  const common = useTranslations("common");
  const f = useFormat();
  const { connected } = useLive();
  const query = useInfiniteQuery({
    ...intentListOptions(filters),
    initialData: { pages: [initialPage], pageParams: [null] },
    refetchInterval: connected ? false : 5000,
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const { q, ...others } = filters;
  const stale = query.isRefetchError && <Notice testId="intents-stale" text={common("staleNotice", { time: f.clock(new Date(query.dataUpdatedAt)) })} retry={() => void query.refetch()} />;

  if (rows.length === 0) {
    return (
      <div className="space-y-3">
        {stale}
        <Empty q={q} filtered={Object.values(others).some(Boolean)} />
        {q && (
          <p className="text-center">
            <Link href={intentsHref(others)} className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline">
              {t("search.clear")}
            </Link>
          </p>
        )}
        {!q && Object.values(others).some(Boolean) && (
          <p className="text-center">
            <Link href="/intents" className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline">
              {t("filters.clear")}
            </Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {stale}
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="hidden w-full table-fixed text-left text-sm lg:table" data-testid="intents-table">
          <caption className="sr-only">{t("table.caption")}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="w-44 px-4 py-3 font-medium">
                {t("table.created")}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t("table.payment")}
              </th>
              <th scope="col" className="w-32 px-4 py-3 font-medium">
                {t("table.type")}
              </th>
              <th scope="col" className="w-36 px-4 py-3 text-right font-medium">
                {t("table.amount")}
              </th>
              <th scope="col" className="w-44 px-4 py-3 font-medium">
                {t("table.status")}
              </th>
              <th scope="col" className="w-40 px-4 py-3 font-medium">
                {t("table.branch")}
              </th>
              <th scope="col" className="w-28 px-4 py-3 font-medium">
                {t("same.ticket")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} data-intent={row.id} data-testid="intent-row" className="hover:bg-slate-50">
                <td className="px-4 py-3 text-slate-600">
                  <time dateTime={row.created}>{f.time(row.created)}</time>
                </td>
                <td className="px-4 py-3">
                  <Link href={`/intents/${row.id}`} title={row.id} className="block truncate font-mono text-xs text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2">
                    {row.id}
                  </Link>
                  {row.concept && <span className="block truncate text-xs text-slate-500">{row.concept}</span>}
                </td>
                <td className="px-4 py-3">{row.payment ? f.payment(row.payment) : "—"}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{f.money(row.amount)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={row.status} code={row.code} reason={row.reason} />
                </td>
                <td className="truncate px-4 py-3 text-slate-600">{placeOf(row) ?? "—"}</td>
                <td className="truncate px-4 py-3 text-slate-600">{row.ticket ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-slate-100 lg:hidden" aria-label={t("table.caption")} data-testid="intents-list">
          {rows.map((row) => (
            <Card key={row.id} row={row} />
          ))}
        </ul>
        {(query.hasNextPage || query.isFetchNextPageError) && (
          <div className="space-y-2 border-t border-slate-100 p-3 text-center">
            {query.isFetchNextPageError ? (
              <Notice testId="intents-more-failed" text={t("moreFailed")} retry={() => void query.fetchNextPage()} />
            ) : (
              <button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} className={`${button} border border-slate-300 hover:bg-slate-50 disabled:opacity-50`}>
                {query.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
