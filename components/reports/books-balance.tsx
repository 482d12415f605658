"use client";

import { centsToMoney, moneyToCents } from "@/lib/contract/money";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useRef } from "react";
import type { BooksCheck, BooksDifference } from "@/lib/dashboard/books/check-books";
import { callDashboard } from "@/lib/dashboard/json-api/dashboard-client";
import { useFormat } from "@/components/format-provider";
import { useLive } from "@/components/live-updates";

/** How often the books are compared while the page is open, and at most how often after payments change. */
const EVERY_MS = 15_000;
const AFTER_CHANGES_MS = 3_000;

type Props = { from: string; to: string; branch?: string | null; terminal?: string | null };

function Side({ side }: { side: BooksDifference["dashboard"] }) {
  const f = useFormat();
  const t = useTranslations("reports.books");
  if (!side) return <span className="text-slate-500">{t("missing")}</span>;
  return (
    <span>
      {f.status(side.status)} · {side.amount === null ? t("noAmount") : f.money(side.amount)}
    </span>
  );
}

/**
 * Whether the page's figures balance with the service's books (the books.check operation): "Balances
 * with the service at 18:42", the payments on their way, or "Does not match: 3 payments differ" with
 * each one's two sides for owners. Compared when the page opens, every 15 s, and a few seconds
 * after payments change.
 */
export function BooksBalance({ from, to, branch, terminal }: Props) {
  const t = useTranslations("reports.books");
  const f = useFormat();
  const { lastChange } = useLive();
  const query = useQuery({
    queryKey: ["books", from, to, branch ?? null, terminal ?? null] as const,
    queryFn: (): Promise<BooksCheck> => callDashboard("books.check", { query: { from, to, branch, terminal } }),
    refetchInterval: EVERY_MS,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refetch } = query;
  useEffect(() => {
    if (!lastChange || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void refetch();
    }, AFTER_CHANGES_MS);
  }, [lastChange, refetch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = query.data;
  const state = check?.state ?? (query.isError ? "unchecked" : "checking");
  const tone = { balanced: "border-emerald-200 bg-emerald-50 text-emerald-900", differs: "border-red-200 bg-red-50 text-red-900", syncing: "border-slate-200 bg-slate-50 text-slate-800", checking: "border-slate-200 bg-slate-50 text-slate-800", unchecked: "border-amber-200 bg-amber-50 text-amber-950" }[state];
  return (
    <section aria-label={t("label")} className={`rounded-xl border p-3 text-sm print:hidden ${tone}`} data-testid="books-balance" data-state={state}>
      <p role="status" className="flex flex-wrap items-baseline gap-x-2">
        <span aria-hidden>{state === "balanced" ? "✓" : state === "differs" ? "✗" : "⋯"}</span>
        <span className="font-medium">
          {check?.state === "balanced" && t("balanced", { time: f.clock(check.at) })}
          {check?.state === "syncing" && t("syncing", { count: check.pending })}
          {check?.state === "differs" && (check.count === 0 && !check.refunds && check.ledger ? t("ledgerDiffers") : t("differs", { count: check.count }))}
          {check?.state === "unchecked" && t("unchecked", { reason: f.error(check.code, check.status) })}
          {!check && (query.isError ? t("unchecked", { reason: f.error("payment_api_unavailable") }) : t("checking"))}
        </span>
        {check?.state === "balanced" && <span>{t("balancedHint", { count: check.total.count, amount: f.money(check.total.amount) })}</span>}
        {check?.state === "balanced" && check.refunds && check.refunds.succeeded.count + check.refunds.pending.count > 0 && (
          <span data-testid="books-net">{t("balancedNet", { refunded: f.money(check.refunds.succeeded.amount), net: f.money(check.net ?? null) })}</span>
        )}
        {check?.state === "balanced" && check.fees && check.ledger !== undefined && (
          <span data-testid="books-ledger">{t("balancedLedger", { fees: f.money(centsToMoney(moneyToCents(check.fees.fee) + moneyToCents(check.fees.tax))), ledger: f.money(check.ledger) })}</span>
        )}
        {check?.state === "balanced" && check.unbooked && <span data-testid="books-unbooked">{t("unbooked", { count: check.unbooked.count, amount: f.money(check.unbooked.amount) })}</span>}
      </p>
      {/* these figures are the service's alone: cash never reaches it, so they leave cash out where the page's totals count it */}
      <p className="mt-0.5 text-xs opacity-80" data-testid="books-scope">
        {t("serviceOnly")}
      </p>
      {check?.state === "differs" && check.refunds && (
        <p className="mt-1" data-testid="books-refunds-differ">
          {t("refundsDiffer", { dashboard: f.money(check.refunds.dashboard.succeeded.amount), service: f.money(check.refunds.service.succeeded.amount) })}
        </p>
      )}
      {check?.state === "differs" && check.ledger && (
        <p className="mt-1" data-testid="books-ledger-differ">
          {t("ledgerDiffer", { dashboard: f.money(check.ledger.dashboard), service: f.money(check.ledger.service) })}
        </p>
      )}
      {check?.state === "differs" && check.differences.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left" data-testid="books-differences">
            <thead>
              <tr className="text-xs uppercase tracking-wide">
                <th scope="col" className="py-1 pr-3 font-medium">{t("payment")}</th>
                <th scope="col" className="py-1 pr-3 font-medium">{t("dashboardSide")}</th>
                <th scope="col" className="py-1 font-medium">{t("serviceSide")}</th>
              </tr>
            </thead>
            <tbody>
              {check.differences.map((difference) => (
                <tr key={difference.intent} data-intent={difference.intent} className="border-t border-red-200">
                  <td className="py-1 pr-3">
                    <Link href={`/intents/${difference.intent}`} prefetch={false} translate="no" className="inline-flex min-h-11 items-center font-mono text-xs underline underline-offset-2 [overflow-wrap:anywhere]">
                      {difference.intent}
                    </Link>
                  </td>
                  <td className="py-1 pr-3" data-side="dashboard">
                    <Side side={difference.dashboard} />
                  </td>
                  <td className="py-1" data-side="service">
                    <Side side={difference.service} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
