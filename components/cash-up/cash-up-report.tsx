import Link from "next/link";
import { useTranslations } from "next-intl";
import { DISPLAY_GROUPS } from "@/lib/contract/statuses";
import type { FieldError } from "@/lib/errors";
import type { Format } from "@/lib/i18n/create-format";
import { nextDay } from "@/lib/dashboard/format";
import { CASH_PAYMENT, SALE_TYPES } from "@/lib/dashboard/cash-sale";
import { paymentsBehind, type CashUpFigure } from "@/lib/dashboard/reports/cash-up-links";
import { paymentsListHref } from "@/lib/dashboard/reports/report-links";
import type { CashUp, CashUpRow, Figure } from "@/lib/dashboard/reports/get-cash-up";
import { previousDay } from "@/lib/dashboard/reports/report-inputs";
import { minusMoney } from "@/lib/contract/money";
import { BooksBalance } from "@/components/reports/books-balance";
import { InvalidChoices } from "@/components/reports/invalid-choices";
import { ReportFilters } from "@/components/reports/report-filters";
import { SummaryCards } from "@/components/reports/summary-cards";
import tables from "@/components/reports/report-table.module.css";
import type { DrawerSummary } from "@/lib/dashboard/drawer/summarize-drawer";
import { DrawersTable } from "./drawers-table";
import { PrintButton } from "./print-button";
import styles from "./cash-up.module.css";

type Raw = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

function cashUpHref(cashUp: Pick<CashUp, "branch" | "terminal">, day?: string): string {
  const params = new URLSearchParams({ ...(day ? { day } : {}), ...(cashUp.branch ? { branch: cashUp.branch } : {}), ...(cashUp.terminal ? { terminal: cashUp.terminal } : {}) });
  return `/cash-up${params.size > 0 ? `?${params}` : ""}`;
}

/** A figure as a link to the payments behind it (plain text where the list cannot select them). */
function FigureLink({ href, figure, count, children, label }: { href: string | null; figure: string; count: number; children: React.ReactNode; label: string }) {
  if (!href) {
    return (
      <span className={tables.figure} data-figure={figure} data-count={count}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} prefetch={false} className={tables.figure} data-figure={figure} data-count={count} aria-label={label}>
      {children}
    </Link>
  );
}

type Props = { cashUp: CashUp; f: Format };

function useRowName() {
  const t = useTranslations("cashUp");
  return (row: CashUpRow): string => {
    if (row.level === "total") return t("same.total");
    if (row.branch === null) return t("pending");
    return row.level === "branch" ? row.branch : `${row.branch} › ${row.terminal}`;
  };
}

function RowHeader({ row }: { row: CashUpRow }) {
  const t = useTranslations("cashUp");
  const rowName = useRowName();
  if (row.level === "till" && row.branch !== null) {
    return (
      <th scope="row" translate="no">
        <span className={tables.muted}>{row.branch} › </span>
        {row.terminal}
      </th>
    );
  }
  if (row.branch === null && row.level !== "total") {
    return (
      <th scope="row" title={t("pendingHint")}>
        {row.level === "branch" ? t("pending") : "—"}
      </th>
    );
  }
  return (
    <th scope="row" translate={row.level === "total" ? undefined : "no"}>
      {rowName(row)}
    </th>
  );
}

function CountAndAmount({ cashUp, row, figure, value, f, label }: Props & { row: CashUpRow; figure: CashUpFigure; value: Figure; label: string }) {
  return (
    <FigureLink href={paymentsBehind(cashUp, row, figure)} figure={figure} count={value.count} label={`${label}: ${value.count}, ${f.money(value.amount)}`}>
      <span>{value.count}</span>
      <span className={tables.amount}>{f.money(value.amount)}</span>
    </FigureLink>
  );
}

function SalesRow({ cashUp, row, f }: Props & { row: CashUpRow }) {
  const t = useTranslations("cashUp");
  const sales = paymentsBehind(cashUp, row, "authorized");
  const name = useRowName()(row);
  const { authorized } = row.groups;
  return (
    <tr data-level={row.level} data-branch={row.branch ?? undefined} data-terminal={row.terminal ?? undefined}>
      <RowHeader row={row} />
      <td data-label={t("sales")}>
        <FigureLink href={sales} figure="sales" count={authorized.count} label={t("aria.sales", { name, count: authorized.count })}>
          {authorized.count}
        </FigureLink>
      </td>
      <td data-label={t("collected")}>
        <FigureLink href={sales} figure="collected" count={authorized.count} label={t("aria.collected", { name, amount: f.money(authorized.amount) })}>
          {f.money(authorized.amount)}
        </FigureLink>
      </td>
      <td data-label={t("averageTicket")}>
        <FigureLink href={sales} figure="average" count={authorized.count} label={t("aria.average", { name, amount: f.money(row.averageTicket) })}>
          {f.money(row.averageTicket)}
        </FigureLink>
      </td>
      <td data-label={t("firstSale")}>
        <FigureLink href={sales} figure="first-sale" count={authorized.count} label={t("aria.firstSale", { name, time: f.clock(row.firstSale) })}>
          {f.clock(row.firstSale)}
        </FigureLink>
      </td>
      <td data-label={t("lastSale")}>
        <FigureLink href={sales} figure="last-sale" count={authorized.count} label={t("aria.lastSale", { name, time: f.clock(row.lastSale) })}>
          {f.clock(row.lastSale)}
        </FigureLink>
      </td>
      {SALE_TYPES.map((payment) => (
        <td key={payment} data-label={f.payment(payment)}>
          <CountAndAmount cashUp={cashUp} row={row} figure={payment} value={row.collected[payment]} f={f} label={t("aria.collectedBy", { name, payment: f.payment(payment) })} />
        </td>
      ))}
    </tr>
  );
}

/** A till, branch or the day: collected, refunded (refunds that succeeded that day) and the net. */
function NetRow({ row, f }: { row: CashUpRow; f: Format }) {
  const t = useTranslations("cashUp");
  const name = useRowName()(row);
  return (
    <tr data-level={row.level} data-branch={row.branch ?? undefined} data-terminal={row.terminal ?? undefined}>
      <RowHeader row={row} />
      <td data-label={t("collected")} data-figure="collected">
        <span className="tabular-nums">{f.money(row.collectedTotal.amount)}</span>
      </td>
      <td data-label={t("refunded")} data-figure="refunded">
        <span className="tabular-nums" aria-label={t("aria.refunded", { name, amount: f.money(row.refunded.amount) })}>
          {f.money(row.refunded.amount)}
        </span>
      </td>
      <td data-label={t("net")} data-figure="net">
        <span className="tabular-nums font-medium" aria-label={t("aria.net", { name, amount: f.money(row.net) })}>
          {f.money(row.net)}
        </span>
      </td>
    </tr>
  );
}

function StatusRow({ cashUp, row, f }: Props & { row: CashUpRow }) {
  const t = useTranslations("cashUp");
  const name = useRowName()(row);
  return (
    <tr data-level={row.level} data-branch={row.branch ?? undefined} data-terminal={row.terminal ?? undefined}>
      <RowHeader row={row} />
      {DISPLAY_GROUPS.map((group) => (
        <td key={group} data-label={f.group(group)}>
          <CountAndAmount cashUp={cashUp} row={row} figure={group} value={row.groups[group]} f={f} label={`${name}: ${f.group(group)}`} />
        </td>
      ))}
      <td data-label={t("allPayments")}>
        <CountAndAmount cashUp={cashUp} row={row} figure="payments" value={row.payments} f={f} label={`${name}: ${t("allPayments")}`} />
      </td>
    </tr>
  );
}

/**
 * The end-of-day cash-up: what each till and branch collected on a day, by payment type, and every
 * payment by status group (Canceled apart from Expired); each figure links to the payments list
 * behind it. Prints on A4 and on 80 mm till paper (the tables stack), without the navigation and
 * the controls. The choices and the headline figures are the reports' own components.
 */
export function CashUpReport({
  raw,
  cashUp,
  drawers = [],
  errors,
  f,
  now,
  today,
}: {
  raw: Raw;
  cashUp: CashUp | null;
  drawers?: DrawerSummary[];
  errors?: FieldError[];
  f: Format;
  now: Date;
  today: string;
}) {
  const t = useTranslations("cashUp");
  const scope = cashUp ?? { branch: first(raw.branch) || undefined, terminal: first(raw.terminal) || undefined };
  const day = cashUp?.day ?? today;
  const quickLinks = [
    { id: "previous", href: cashUpHref(scope, previousDay(day)), label: t("previousDay") },
    { id: "today", href: cashUpHref(scope), label: t("today"), current: cashUp?.day === today },
    { id: "next", href: cashUpHref(scope, nextDay(day)), label: t("nextDay") },
  ];
  return (
    <div className={`${styles.report} space-y-4`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight print:text-[13pt]">{t("title")}</h1>
          {cashUp && (
            <p className="text-sm text-slate-700" data-testid="cash-up-day" data-day={cashUp.day}>
              <span className="font-medium text-slate-900">{f.day(cashUp.day, "full")}</span> · {t("wholeDay", { zone: f.zone() })}
              {cashUp.branch && (
                <>
                  {" "}
                  · {t("branch")} <span translate="no">{cashUp.branch}</span>
                </>
              )}
              {cashUp.terminal && (
                <>
                  {" "}
                  · {t("same.terminal")} <span translate="no">{cashUp.terminal}</span>
                </>
              )}
            </p>
          )}
          <p className="text-xs text-slate-600">{t("asOf", { time: f.time(now) })}</p>
        </div>
        <PrintButton />
      </div>

      <ReportFilters
        label={t("filters")}
        quickLabel={t("days")}
        quickLinks={quickLinks}
        dates={[{ name: "day", label: t("day"), value: cashUp?.day ?? first(raw.day) }]}
        branch={cashUp ? (cashUp.branch ?? "") : first(raw.branch)}
        terminal={cashUp ? (cashUp.terminal ?? "") : first(raw.terminal)}
        branches={cashUp?.branches ?? (first(raw.branch) ? [first(raw.branch)] : [])}
        terminals={cashUp?.terminals ?? (first(raw.terminal) ? [first(raw.terminal)] : [])}
        reset={{ href: "/cash-up", label: t("reset") }}
        note={t("note")}
      />

      {errors && <InvalidChoices errors={errors} />}

      {cashUp && <CashUpFigures cashUp={cashUp} f={f} />}
      <DrawersTable drawers={drawers} f={f} />
    </div>
  );
}

function CashUpFigures({ cashUp, f }: Props) {
  const t = useTranslations("cashUp");
  const { total } = cashUp;
  const sales = paymentsBehind(cashUp, total, "authorized");
  const count = total.groups.authorized.count;
  return (
    <>
      <BooksBalance from={cashUp.start} to={cashUp.end} branch={cashUp.branch} terminal={cashUp.terminal} />
      <SummaryCards
        testId="cash-up-summary"
        label={t("summary")}
        cards={[
          {
            id: "collected",
            label: t("collected"),
            value: f.money(total.groups.authorized.amount),
            href: sales,
            count,
            ...(total.tips.count > 0 ? { hint: t("collectedHint", { sales: f.money(minusMoney(total.collectedTotal.amount, total.tips.amount)), tips: f.money(total.tips.amount) }) } : {}),
          },
          { id: "refunded", label: t("refunded"), value: f.money(total.refunded.amount), count: total.refunded.count },
          { id: "net", label: t("net"), value: f.money(total.net), count: count + total.refunded.count },
          { id: "sales", label: t("salesTickets"), value: String(count), href: sales, count },
          ...(cashUp.till.cash.count > 0 ? [{ id: "cash", label: t("cash"), value: f.money(cashUp.till.cash.amount), count: cashUp.till.cash.count, href: paymentsListHref({ from: cashUp.day, to: cashUp.day, payment: CASH_PAYMENT, ...(cashUp.branch ? { branch: cashUp.branch } : {}), ...(cashUp.terminal ? { terminal: cashUp.terminal } : {}) }) }] : []),
          ...(cashUp.till.tips.count > 0 ? [{ id: "tips", label: t("tips"), value: f.money(cashUp.till.tips.amount), count: cashUp.till.tips.count, hint: t("tipsHint", { cash: f.money(cashUp.till.tips.cash), service: f.money(cashUp.till.tips.service) }) }] : []),
          { id: "average", label: t("averageTicket"), value: f.money(total.averageTicket), href: sales, count },
          { id: "hours", label: t("firstLastSale"), value: t("same.fromTo", { first: f.clock(total.firstSale), last: f.clock(total.lastSale) }), href: sales, count },
        ]}
      />
      {cashUp.rows.length === 0 && (
        <p data-testid="cash-up-empty" className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-700">
          {cashUp.branch || cashUp.terminal ? t("emptyTill") : t("empty")}
        </p>
      )}
      <section aria-labelledby="sales-heading" className="space-y-2">
        <h2 id="sales-heading" className="text-base font-semibold print:text-[10pt]">
          {t("byTill")}
        </h2>
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:rounded-none print:border-0 print:shadow-none">
          <table className={`${tables.table} ${tables.wide}`} data-testid="cash-up-sales">
            <caption className="sr-only">{t("byTillCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("till")}</th>
                <th scope="col">{t("sales")}</th>
                <th scope="col">{t("collected")}</th>
                <th scope="col">{t("averageTicket")}</th>
                <th scope="col">{t("firstSale")}</th>
                <th scope="col">{t("lastSale")}</th>
                {SALE_TYPES.map((payment) => (
                  <th key={payment} scope="col">
                    {f.payment(payment)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cashUp.rows.map((row) => (
                <SalesRow key={`${row.level}:${row.branch}:${row.terminal}`} cashUp={cashUp} row={row} f={f} />
              ))}
            </tbody>
            <tfoot>
              <SalesRow cashUp={cashUp} row={cashUp.total} f={f} />
            </tfoot>
          </table>
        </div>
      </section>
      {total.refunded.count > 0 && (
        <section aria-labelledby="net-heading" className="space-y-2">
          <h2 id="net-heading" className="text-base font-semibold print:text-[10pt]">
            {t("refundsAndNet")}
          </h2>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:rounded-none print:border-0 print:shadow-none">
            <table className={tables.table} data-testid="cash-up-net">
              <caption className="sr-only">{t("refundsAndNetCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("till")}</th>
                  <th scope="col">{t("collected")}</th>
                  <th scope="col">{t("refunded")}</th>
                  <th scope="col">{t("net")}</th>
                </tr>
              </thead>
              <tbody>
                {cashUp.rows.map((row) => (
                  <NetRow key={`${row.level}:${row.branch}:${row.terminal}`} row={row} f={f} />
                ))}
              </tbody>
              <tfoot>
                <NetRow row={cashUp.total} f={f} />
              </tfoot>
            </table>
          </div>
        </section>
      )}
      <section aria-labelledby="status-heading" className="space-y-2">
        <h2 id="status-heading" className="text-base font-semibold print:text-[10pt]">
          {t("byStatus")}
        </h2>
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:rounded-none print:border-0 print:shadow-none">
          <table className={`${tables.table} ${tables.wide}`} data-testid="cash-up-status">
            <caption className="sr-only">{t("byStatusCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("till")}</th>
                {DISPLAY_GROUPS.map((group) => (
                  <th key={group} scope="col">
                    {f.group(group)}
                  </th>
                ))}
                <th scope="col">{t("allPayments")}</th>
              </tr>
            </thead>
            <tbody>
              {cashUp.rows.map((row) => (
                <StatusRow key={`${row.level}:${row.branch}:${row.terminal}`} cashUp={cashUp} row={row} f={f} />
              ))}
            </tbody>
            <tfoot>
              <StatusRow cashUp={cashUp} row={cashUp.total} f={f} />
            </tfoot>
          </table>
        </div>
      </section>
      <p className="text-xs text-slate-600">{t("footnote")}</p>
    </>
  );
}
