import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Format } from "@/lib/i18n/create-format";
import type { Deposits } from "@/lib/dashboard/deposits/read-deposits";
import { Card } from "@/components/settings/card";
import { PayoutStatus } from "./payout-status";

/** One figure of the balance: its name, the amount, a line saying what it means. */
function BalanceFigure({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <section aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <p className="mt-1 text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
      <p className="text-sm text-slate-600">{hint}</p>
    </section>
  );
}

/**
 * The deposits page: the next deposit and the balance, then the deposits made, newest first (a
 * table on wide screens, one card per deposit on a phone), each opening its statement.
 */
export async function DepositsOverview({ deposits, f, older }: { deposits: Deposits; f: Format; older: string | null }) {
  const t = await getTranslations("deposits");
  const { balance, payouts } = deposits;
  const next = balance.nextPayout;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("lead", { cutoff: balance.cutoff })}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <section aria-labelledby="next-deposit" data-testid="next-deposit" className="rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:col-span-1">
          <h2 id="next-deposit" className="text-sm font-medium text-indigo-900">
            {t("next.title")}
          </h2>
          <p className="mt-1 text-2xl font-semibold tabular-nums text-indigo-950" data-testid="next-deposit-amount">
            {next.amount > 0 ? f.money(next.amount) : f.money(0)}
          </p>
          <p className="text-sm text-indigo-900" data-testid="next-deposit-day">
            {next.amount > 0 ? t("next.amount", { amount: f.money(next.amount), day: f.day(next.date, "full") }) : t("next.nothing", { day: f.day(next.date, "full") })}
          </p>
          {!balance.account && (
            <p role="status" className="mt-2 text-sm text-amber-900">
              {t("next.noAccount")}
            </p>
          )}
        </section>
        <BalanceFigure label={t("balance.available")} value={f.money(balance.available)} hint={balance.available < 0 ? t("balance.owed") : t("balance.availableHint")} testId="balance-available" />
        <BalanceFigure label={t("balance.pending")} value={f.money(balance.pending)} hint={t("balance.pendingHint")} testId="balance-pending" />
      </div>
      <Card title={t("list.title")} id="deposits-made">
        {payouts.length === 0 ? (
          <p className="text-sm text-slate-600">{t("list.empty")}</p>
        ) : (
          <ul data-testid="deposits" className="divide-y divide-slate-100">
            {payouts.map((payout) => (
              <li key={payout.payout} data-payout={payout.payout} className="grid grid-cols-2 items-center gap-x-4 gap-y-1 py-3 md:grid-cols-[10rem_9rem_8rem_1fr_auto]">
                <span className="text-sm">
                  <span className="block text-xs text-slate-500 md:hidden">{t("list.arrival")}</span>
                  {f.day(payout.arrival)}
                </span>
                <span data-testid="deposit-amount" className="text-right font-semibold tabular-nums md:text-left">{f.money(payout.amount)}</span>
                <span>
                  <PayoutStatus status={payout.status} />
                </span>
                <span className="min-w-0 truncate text-right font-mono text-xs text-slate-600 md:text-left" translate="no" title={t("list.trackingKey")}>
                  {payout.trackingKey}
                </span>
                <Link href={`/deposits/${payout.payout}`} aria-label={t("list.open", { id: payout.payout })} className="col-span-2 inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:underline md:col-span-1 md:min-h-0">
                  {t("detail.statement")} →
                </Link>
              </li>
            ))}
          </ul>
        )}
        {older && (
          <Link href={`/deposits?after=${encodeURIComponent(older)}`} className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:underline">
            {t("list.older")} →
          </Link>
        )}
      </Card>
    </div>
  );
}
