import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Format } from "@/lib/i18n/create-format";
import type { Deposit } from "@/lib/dashboard/deposits/read-deposit";
import { Card } from "@/components/settings/card";
import { PayoutStatus } from "./payout-status";

const MONEY = ["gross", "fee", "feeTax", "refunds", "net"] as const;

/**
 * One deposit: its amount, status, arrival, tracking key and account, its CSV, and its statement:
 * a line per sale (gross, fee, IVA of the fee, refunds, net) and per movement of the merchant's
 * own, in the order they happened, with totals whose net is the deposit.
 */
export async function DepositStatement({ deposit, f }: { deposit: Deposit; f: Format }) {
  const t = await getTranslations("deposits");
  const { payout, lines, totals } = deposit;
  const hasOther = totals.other !== "0.00";
  const columns = hasOther ? ([...MONEY.slice(0, 4), "other", "net"] as const) : MONEY;
  return (
    <div className="space-y-6">
      <Link href="/deposits" className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:underline lg:min-h-0">
        ← {t("detail.back")}
      </Link>
      <section aria-labelledby="deposit-title" data-testid="deposit" data-payout={payout.payout} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="deposit-title" className="text-2xl font-semibold tracking-tight tabular-nums">
            {t("detail.title", { amount: f.money(payout.amount) })}
          </h1>
          <PayoutStatus status={payout.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">{t("list.arrival")}</dt>
            <dd data-testid="deposit-arrival">{t("detail.arrival", { day: f.day(payout.arrival, "full") })}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("detail.trackingKey")}</dt>
            <dd translate="no" className="break-all font-mono" data-testid="deposit-tracking-key">
              {payout.trackingKey}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("list.account")}</dt>
            <dd>{t("detail.account", { bank: payout.bank, last4: payout.clabeLast4 })}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("detail.cutoff", { day: f.day(payout.date) })}</dt>
            <dd translate="no" className="break-all font-mono text-xs text-slate-600">
              {payout.payout}
            </dd>
          </div>
          {payout.failure && (
            <div className="sm:col-span-2">
              <dd role="status" className="text-red-800">
                {t("failure", { reason: f.reason(payout.failure) ?? payout.failure })}
              </dd>
            </div>
          )}
        </dl>
        <a href={`/api/dashboard/deposits/${payout.payout}/export`} download className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-medium text-indigo-700 ring-1 ring-slate-300 hover:bg-slate-50">
          {t("detail.csv")}
        </a>
      </section>
      <Card title={t("detail.statement")} id="deposit-statement">
        <p className="text-sm text-slate-600">{t("detail.statementHint")}</p>
        <div className="overflow-x-auto">
          <table data-testid="deposit-lines" className="w-full min-w-[36rem] text-sm tabular-nums">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                <th scope="col" className="py-2 pr-3 font-medium">{t("detail.payment")}</th>
                {columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 text-right font-medium">
                    {t(`detail.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lines.map((line) => (
                <tr key={line.intent ?? `${line.type}-${line.created}`} data-intent={line.intent ?? undefined} data-kind={line.kind}>
                  <td className="max-w-[11rem] py-2 pr-3 sm:max-w-[14rem]">
                    <span className="block whitespace-nowrap text-xs text-slate-600">{f.time(line.created)}</span>
                    {line.intent ? (
                      <Link href={`/intents/${line.intent}`} translate="no" title={line.intent} className="block truncate font-mono text-xs text-indigo-700 hover:underline">
                        {line.intent}
                      </Link>
                    ) : (
                      t(`types.${line.type}` as "types.payment")
                    )}
                    {line.kind === "refund" && <span className="block text-xs text-slate-500">{t("detail.refundOnly")}</span>}
                  </td>
                  {columns.map((column) => (
                    <td key={column} className={`whitespace-nowrap py-2 pr-3 text-right ${column === "net" ? "font-medium" : line[column] === "0.00" ? "text-slate-400" : ""}`}>
                      {f.money(line[column])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="deposit-total" className="border-t-2 border-slate-300 font-semibold">
                <th scope="row" className="py-2 pr-3 text-left">
                  {t("detail.total")}
                </th>
                {columns.map((column) => (
                  <td key={column} data-column={column} className="whitespace-nowrap py-2 pr-3 text-right">
                    {f.money(totals[column])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </Card>
    </div>
  );
}
