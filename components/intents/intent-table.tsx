"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { IntentFilters } from "@/lib/dashboard/intent-filters";
import type { IntentPage, IntentRow } from "@/lib/dashboard/intents/list-intents";
import { useFormat } from "../format-provider";
import { useLiveConnected } from "../live-updates";
import { StatusBadge } from "../status-badge";
import { refundStateOf } from "@/lib/dashboard/sales/refund-state";
import { intentsHref } from "./intents-href";
import styles from "./intent-table.module.css";
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
          <p className="font-medium break-words text-slate-800">{t.rich("noMatch.title", { q, typed: (chunks) => <span translate="no">{chunks}</span> })}</p>
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

/** Where a payment was taken, when known ("Centro / Caja 1"). */
const placeOf = (row: IntentRow) => (row.branch ? [row.branch, row.terminal].filter(Boolean).join(" / ") : null);

const cell = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(" ");

function Row({ row }: { row: IntentRow }) {
  const f = useFormat();
  const t = useTranslations("payments");
  const place = placeOf(row);
  return (
    <tr data-intent={row.id} data-testid="intent-row" className={styles.row}>
      <td className={styles.time}>
        <time dateTime={row.created}>{f.time(row.created)}</time>
      </td>
      <td className={styles.payment}>
        <Link href={`/intents/${row.id}`} title={row.id} translate="no" className={cell(styles.id, styles.cut)}>
          {row.id}
        </Link>
        {row.concept && (
          <span translate="no" className={cell(styles.concept, styles.cut)}>
            {row.concept}
          </span>
        )}
      </td>
      <td className={cell(styles.type, !row.payment && styles.empty)}>{row.payment ? f.payment(row.payment) : "—"}</td>
      <td className={styles.amount}>
        {f.money(row.amount)}
        {row.tip && (
          <span className={styles.tip} data-testid="intent-tip">
            {t("table.tip", { tip: f.money(row.tip) })}
          </span>
        )}
      </td>
      <td className={styles.status}>
        <StatusBadge status={row.status} code={row.code} reason={row.reason} refund={refundStateOf(row.amount, row.refunded)} />
      </td>
      <td className={cell(styles.place, styles.cut, !place && styles.empty)}>
        <span translate="no">{place ?? "—"}</span>
        {row.cashier && (
          <span className={cell(styles.concept, styles.cut)} data-testid="intent-cashier">
            {t.rich("table.cashier", { name: row.cashier, who: (chunks) => <span translate="no">{chunks}</span> })}
          </span>
        )}
      </td>
      <td translate="no" className={cell(styles.ticket, styles.cut, !row.ticket && styles.empty)}>
        {row.ticket ?? "—"}
      </td>
    </tr>
  );
}

type Props = {
  filters: Omit<IntentFilters, "cursor">;
  initialPage: IntentPage;
};

/**
 * The payments list: newest first, statuses live, more pages on demand. A table on wide screens,
 * a block per payment below 1 280 px (no sideways scroll). When a refresh, a poll or a further page
 * fails, the rows already shown stay, with a notice and a retry.
 */
export function IntentTable({ filters, initialPage }: Props) {
  const t = useTranslations("payments");
  const common = useTranslations("common");
  const f = useFormat();
  const connected = useLiveConnected();
  const query = useInfiniteQuery({
    ...intentListOptions(filters),
    initialData: { pages: [initialPage], pageParams: [null] },
    refetchInterval: connected ? false : 5000,
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  // A further page that failed is said until the next try (a refresh meanwhile does not hide it).
  const [moreFailed, setMoreFailed] = useState(false);
  const loadMore = async () => {
    setMoreFailed(false);
    setMoreFailed((await query.fetchNextPage()).isFetchNextPageError);
  };
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
        {/* One table at every width: a table from 1 280 px, a block per payment below (intent-table.module.css). */}
        <table className={styles.table} data-testid="intents-table">
          <caption className="sr-only">{t("table.caption")}</caption>
          <thead className={styles.head}>
            <tr>
              <th scope="col" className="w-44">
                {t("table.created")}
              </th>
              <th scope="col">{t("table.payment")}</th>
              <th scope="col" className="w-48">
                {t("table.type")}
              </th>
              <th scope="col" className="w-36 text-right">
                {t("table.amount")}
              </th>
              <th scope="col" className="w-48">
                {t("table.status")}
              </th>
              <th scope="col" className="w-40">
                {t("table.branch")}
              </th>
              <th scope="col" className="w-28">
                {t("same.ticket")}
              </th>
            </tr>
          </thead>
          <tbody className={styles.body}>
            {rows.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </tbody>
        </table>
        {(query.hasNextPage || moreFailed) && (
          <div className="space-y-2 border-t border-slate-100 p-3 text-center">
            {moreFailed ? (
              <Notice testId="intents-more-failed" text={t("moreFailed")} retry={() => void loadMore()} />
            ) : (
              <button onClick={() => void loadMore()} disabled={query.isFetchingNextPage} className={`${button} border border-slate-300 hover:bg-slate-50 disabled:opacity-50`}>
                {query.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
