"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { TillSale } from "@/lib/dashboard/till/list-till-sales";
import { callDashboard } from "@/lib/dashboard/json-api/dashboard-client";
import { useFormat } from "../format-provider";
import { StatusBadge } from "../status-badge";
import { useLiveConnected } from "../live-updates";
import { intentKeys } from "../intents/queries";
import { FindSaleByReceipt } from "./till-refund";

/**
 * The till's latest sales with live statuses (a live change refetches them; polled while the stream
 * is down). `paused` while a charge is on its way or a QR or outcome covers the list: its refetches
 * would queue on the server with the charge itself; it catches up when the keypad is back. With
 * `onRefund` (those who may refund), a paid sale with something left to give back can be refunded
 * (cash ones from the drawer), and a sale found by its receipt. A sale given back reads so.
 */
export function RecentSales({ tillId, paused, onRefund }: { tillId: string; paused: boolean; onRefund?: (intent: string) => void }) {
  const t = useTranslations("till.recent");
  const connected = useLiveConnected();
  const { data, isError, refetch } = useQuery({
    queryKey: intentKeys.till(tillId),
    queryFn: (): Promise<TillSale[]> => callDashboard("tills.sales", { params: { id: tillId } }),
    refetchInterval: connected ? false : 5_000,
    enabled: !paused,
  });
  // The keypad is back: the list is read again, whatever it holds. A read that was still on its way
  // when the charge began (a busy server) answers with the list before the sale, and its answer
  // counts as fresh: the live changes that came meanwhile marked a list that was not reading.
  const wasPaused = useRef(paused);
  useEffect(() => {
    if (wasPaused.current && !paused) void refetch();
    wasPaused.current = paused;
  }, [paused, refetch]);
  return (
    <section aria-labelledby="recent-sales" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="recent-sales" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {isError && !data && <p className="mt-2 text-slate-600">{t("error")}</p>}
      {data && data.length === 0 && <p className="mt-2 text-slate-600">{t("empty")}</p>}
      {onRefund && <FindSaleByReceipt onFound={onRefund} />}
      {data && data.length > 0 && (
        <ul data-testid="recent-sales" className="mt-2 divide-y divide-slate-100">
          {data.map((sale) => (
            <li key={sale.attempt} data-intent={sale.intent ?? undefined} data-sale={sale.sale ?? undefined} data-method={sale.method} className="flex items-center justify-between gap-3 py-2">
              {sale.sale ? (
                <a href={`/intents/${sale.sale}`} className="min-h-11 min-w-0 flex-1 py-1">
                  <SaleText sale={sale} />
                </a>
              ) : (
                <div className="min-h-11 min-w-0 flex-1 py-1">
                  <SaleText sale={sale} />
                </div>
              )}
              {sale.method === "cash" && !sale.refundState ? (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">{t("cash")}</span>
              ) : sale.method === "cash" ? (
                <StatusBadge status="cash_paid" refund={sale.refundState} />
              ) : sale.status ? (
                <StatusBadge status={sale.status} code={sale.code ?? undefined} reason={sale.reason} refund={sale.refundState} />
              ) : (
                <span className="text-sm text-slate-600">{t("sent")}</span>
              )}
              {onRefund && sale.sale && sale.refundable && (
                <button
                  type="button"
                  onClick={() => onRefund(sale.sale!)}
                  data-testid="sale-refund"
                  aria-label={t("refundSale", { ticket: sale.ticket })}
                  className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50"
                >
                  {t("refund")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A sale's ticket, amount (and tip), time and concept. */
function SaleText({ sale }: { sale: TillSale }) {
  const t = useTranslations("till.recent");
  const f = useFormat();
  return (
    <>
      <span className="block font-medium tabular-nums">
        {sale.ticket} · {f.money(sale.amount)}
        {sale.tip !== "0.00" && <span className="ml-1 text-sm font-normal text-slate-600">{t("tip", { tip: f.money(sale.tip) })}</span>}
      </span>
      <span className="block truncate text-sm text-slate-600">
        {f.time(sale.createdAt)}
        {sale.concept && (
          <>
            {" · "}
            <span translate="no">{sale.concept}</span>
          </>
        )}
      </span>
    </>
  );
}
