"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { formatMoney, formatTime, type DisplayPrefs } from "@/lib/dashboard/format";
import type { IntentFilters } from "@/lib/dashboard/intent-filters";
import type { IntentPage } from "@/lib/dashboard/list-intents";
import { PAYMENT_LABELS } from "@/lib/contract/statuses";
import { useLive } from "../live-updates";
import { StatusBadge } from "../status-badge";
import { intentListOptions } from "./queries";

/** The intents list: newest first, statuses live, more pages on demand. */
export function IntentTable({ filters, initialPage, prefs }: { filters: Omit<IntentFilters, "cursor">; initialPage: IntentPage; prefs: DisplayPrefs }) {
  const { connected } = useLive();
  const query = useInfiniteQuery({
    ...intentListOptions(filters),
    initialData: { pages: [initialPage], pageParams: [null] },
    refetchInterval: connected ? false : 5000,
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];

  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        The intents could not be loaded ({query.error.message}).{" "}
        <button className="font-medium underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div data-testid="intents-empty" className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
        <p className="font-medium text-slate-800">No payments here yet</p>
        <p className="mt-1 text-sm">Payments appear the moment the payment service notifies them. Try other filters, or take a payment at the till.</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[720px] text-left text-sm" data-testid="intents-table">
        <caption className="sr-only">Payment intents, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Created</th>
            <th scope="col" className="px-4 py-3 font-medium">Intent</th>
            <th scope="col" className="px-4 py-3 font-medium">Type</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Amount</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium">Branch / terminal</th>
            <th scope="col" className="px-4 py-3 font-medium">Ticket</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} data-intent={row.id} className="hover:bg-slate-50">
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatTime(row.created, prefs)}</td>
              <td className="px-4 py-3 font-mono text-xs">
                <Link href={`/intents/${row.id}`} className="text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2">
                  {row.id}
                </Link>
              </td>
              <td className="px-4 py-3">{row.payment ? PAYMENT_LABELS[row.payment] : "—"}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatMoney(row.amount, prefs)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} code={row.code} reason={row.reason} />
              </td>
              <td className="px-4 py-3 text-slate-600">{row.branch ? `${row.branch} / ${row.terminal}` : "—"}</td>
              <td className="px-4 py-3 text-slate-600">{row.ticket ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.hasNextPage && (
        <div className="border-t border-slate-100 p-3 text-center">
          <button
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-50"
          >
            {query.isFetchingNextPage ? "Loading…" : "Load more"}
          </button>
        </div>
      )}
    </div>
  );
}
