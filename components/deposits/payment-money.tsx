import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Format } from "@/lib/i18n/create-format";
import type { PaymentMoney as Money } from "@/lib/dashboard/deposits/read-payment-money";

const ROWS = ["gross", "fee", "feeTax", "refunds", "net"] as const;

/** On a payment's page, for those who see deposits: what it earned (gross, fee, IVA of the fee, refunds, net) and the deposit it went out in. */
export async function PaymentMoney({ money, f }: { money: Money | null; f: Format }) {
  const t = await getTranslations("deposits.payment");
  const status = await getTranslations("deposits.status");
  return (
    <section aria-labelledby="payment-money" data-testid="payment-money" className="max-w-2xl space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="payment-money" className="text-base font-semibold">
        {t("title")}
      </h2>
      {!money ? (
        <p className="text-sm text-slate-600">{t("notBooked")}</p>
      ) : (
        <>
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm tabular-nums">
            {ROWS.map((row) => (
              <div key={row} data-testid={`payment-money-${row}`} className={`contents ${row === "net" ? "font-semibold" : ""}`}>
                <dt className={row === "net" ? "border-t border-slate-200 pt-1" : "text-slate-600"}>{t(row)}</dt>
                <dd className={`text-right ${row === "net" ? "border-t border-slate-200 pt-1" : ""}`}>{f.money(money[row])}</dd>
              </div>
            ))}
          </dl>
          {money.deposits.length === 0 ? (
            <p className="text-sm text-slate-600">{t("inBalance")}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {money.deposits.map((deposit) => (
                <li key={deposit.payout}>
                  <Link href={`/deposits/${deposit.payout}`} data-testid="payment-deposit" className="font-medium text-indigo-700 hover:underline">
                    {t("deposit", { id: deposit.trackingKey, status: status(deposit.status), day: f.day(deposit.arrival) })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
