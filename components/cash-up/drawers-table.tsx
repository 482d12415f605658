import { useTranslations } from "next-intl";
import { moneyToCents } from "@/lib/contract/money";
import type { DrawerSummary } from "@/lib/dashboard/drawer/summarize-drawer";
import { totalByCashier } from "@/lib/dashboard/drawer/total-by-cashier";
import type { Format } from "@/lib/i18n/create-format";
import tables from "@/components/reports/report-table.module.css";

/** "Cuadra", "Faltan MXN 20.00", "Sobran MXN 5.00" (null: still open). */
export function differenceWords(t: ReturnType<typeof useTranslations<"cashUp">>, f: Format, difference: string | null): string {
  if (difference === null) return t("drawers.stillOpen");
  const cents = moneyToCents(difference);
  if (cents === 0) return t("drawers.balanced");
  return cents < 0 ? t("drawers.short", { amount: f.money(difference.slice(1)) }) : t("drawers.over", { amount: f.money(difference) });
}

/**
 * The day's cash drawers in the corte de caja, one row per drawer (till and cashier): float, cash
 * sales, cash in and out, expected, counted and the difference, each with a link to its printable
 * corte. Owners and support see every drawer; a cashier the drawers they opened.
 */
export function DrawersTable({ drawers, f }: { drawers: DrawerSummary[]; f: Format }) {
  const t = useTranslations("cashUp");
  if (drawers.length === 0) return null;
  return (
    <section aria-labelledby="drawers-heading" className="space-y-2">
      <h2 id="drawers-heading" className="text-base font-semibold print:text-[10pt]">
        {t("drawers.title")}
      </h2>
      {/* cash moves without a payment event: say plainly what keeps these figures current */}
      <p className="text-xs text-slate-600 print:hidden">{t("drawers.freshness")}</p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:rounded-none print:border-0 print:shadow-none">
        <table className={`${tables.table} ${tables.wide}`} data-testid="cash-up-drawers">
          <caption className="sr-only">{t("drawers.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("till")}</th>
              <th scope="col">{t("drawers.cashier")}</th>
              <th scope="col">{t("drawers.float")}</th>
              <th scope="col">{t("drawers.cashSales")}</th>
              <th scope="col">{t("drawers.cashRefunds")}</th>
              <th scope="col">{t("drawers.cashIn")}</th>
              <th scope="col">{t("drawers.cashOut")}</th>
              <th scope="col">{t("drawers.expected")}</th>
              <th scope="col">{t("drawers.counted")}</th>
              <th scope="col">{t("drawers.difference")}</th>
            </tr>
          </thead>
          <tbody>
            {drawers.map((drawer) => (
              <tr key={drawer.id} data-drawer={drawer.id}>
                <th scope="row" translate="no">
                  <a href={`/cash-up/drawers/${drawer.id}`} className="underline">
                    {drawer.till.branch} › {drawer.till.terminal}
                  </a>
                  <span className={`${tables.muted} block text-xs`}>
                    {t("drawers.shift", { from: f.clock(drawer.openedAt), to: drawer.closedAt ? f.clock(drawer.closedAt) : "…" })}
                  </span>
                </th>
                <td data-label={t("drawers.cashier")} translate="no" className="[overflow-wrap:anywhere]">
                  {drawer.openedBy}
                </td>
                <td data-label={t("drawers.float")} data-figure="float" className="tabular-nums">
                  {f.money(drawer.float)}
                </td>
                <td data-label={t("drawers.cashSales")} data-figure="cash-sales" className="tabular-nums">
                  {drawer.sales.count} · {f.money(drawer.sales.total)}
                </td>
                <td data-label={t("drawers.cashRefunds")} data-figure="cash-refunds" className="tabular-nums">
                  {drawer.refunds.count > 0 ? `${drawer.refunds.count} · ${f.money(drawer.refunds.total)}` : f.money(drawer.refunds.total)}
                </td>
                <td data-label={t("drawers.cashIn")} data-figure="cash-in" className="tabular-nums">
                  {f.money(drawer.cashIn)}
                </td>
                <td data-label={t("drawers.cashOut")} data-figure="cash-out" className="tabular-nums">
                  {f.money(drawer.cashOut)}
                </td>
                <td data-label={t("drawers.expected")} data-figure="expected" className="tabular-nums">
                  {f.money(drawer.expected)}
                </td>
                <td data-label={t("drawers.counted")} data-figure="counted" className="tabular-nums">
                  {drawer.counted === null ? "—" : f.money(drawer.counted)}
                </td>
                <td data-label={t("drawers.difference")} data-figure="difference" data-value={drawer.difference ?? ""} className="font-medium">
                  {differenceWords(t, f, drawer.difference)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {drawers.length > 1 && <CashierTotals drawers={drawers} f={f} />}
    </section>
  );
}

/** The corte per cashier: each one's drawers added up (a cashier answers for the drawers they opened). */
function CashierTotals({ drawers, f }: { drawers: DrawerSummary[]; f: Format }) {
  const t = useTranslations("cashUp");
  return (
    <>
    {/* a heading above the table, not its caption: a caption is as narrow as the table's first column when the table stacks on a tablet */}
    <h3 id="cashiers-heading" className="pt-2 text-sm font-semibold text-slate-800">
      {t("drawers.byCashier")}
    </h3>
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:rounded-none print:border-0 print:shadow-none">
      <table className={`${tables.table} ${tables.wide}`} data-testid="cash-up-cashiers" aria-labelledby="cashiers-heading">
        <thead>
          <tr>
            <th scope="col">{t("drawers.cashierName")}</th>
            <th scope="col">{t("drawers.drawerCount")}</th>
            <th scope="col">{t("drawers.cashSales")}</th>
            <th scope="col">{t("drawers.expectedClosed")}</th>
            <th scope="col">{t("drawers.countedClosed")}</th>
            <th scope="col">{t("drawers.difference")}</th>
          </tr>
        </thead>
        <tbody>
          {totalByCashier(drawers).map((total) => (
            <tr key={total.cashier} data-cashier={total.cashier}>
              <th scope="row" translate="no" className="[overflow-wrap:anywhere]">
                {total.cashier}
              </th>
              <td data-label={t("drawers.drawerCount")} className="tabular-nums">
                {total.open > 0 ? t("drawers.drawersOpen", { count: total.drawers, open: total.open }) : total.drawers}
              </td>
              <td data-label={t("drawers.cashSales")} data-figure="cash-sales" className="tabular-nums">
                {total.sales.count} · {f.money(total.sales.total)}
              </td>
              <td data-label={t("drawers.expectedClosed")} data-figure="expected" className="tabular-nums">
                {total.closed ? f.money(total.closed.expected) : "—"}
              </td>
              <td data-label={t("drawers.countedClosed")} data-figure="counted" className="tabular-nums">
                {total.closed ? f.money(total.closed.counted) : "—"}
              </td>
              <td data-label={t("drawers.difference")} data-figure="difference" data-value={total.closed?.difference ?? ""} className="font-medium">
                {differenceWords(t, f, total.closed?.difference ?? null)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}
