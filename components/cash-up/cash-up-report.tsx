import Link from "next/link";
import { DISPLAY_GROUP_LABELS, DISPLAY_GROUPS, PAYMENT_LABELS, PAYMENT_TYPES } from "@/lib/contract/statuses";
import type { FieldError } from "@/lib/errors";
import { formatClock, formatMoney, formatTime, nextDay, type DisplayPrefs } from "@/lib/dashboard/format";
import { paymentsBehind, type CashUpFigure } from "@/lib/dashboard/reports/cash-up-links";
import type { CashUp, CashUpRow, Figure } from "@/lib/dashboard/reports/get-cash-up";
import { PrintButton } from "./print-button";
import styles from "./cash-up.module.css";

type Raw = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

const FIELD_LABELS: Record<string, string> = { day: "Day", branch: "Branch", terminal: "Terminal" };

function previousDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

function longDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

function cashUpQuery(cashUp: Pick<CashUp, "branch" | "terminal">, day: string): string {
  return new URLSearchParams({ day, ...(cashUp.branch ? { branch: cashUp.branch } : {}), ...(cashUp.terminal ? { terminal: cashUp.terminal } : {}) }).toString();
}

/** A figure as a link to the payments behind it (plain text where the list cannot select them). */
function FigureLink({ href, figure, count, children, label }: { href: string | null; figure: string; count: number; children: React.ReactNode; label: string }) {
  if (!href) {
    return (
      <span className={styles.figure} data-figure={figure} data-count={count}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} prefetch={false} className={styles.figure} data-figure={figure} data-count={count} aria-label={label}>
      {children}
    </Link>
  );
}

function rowName(row: CashUpRow): string {
  if (row.level === "total") return "Total";
  if (row.branch === null) return row.level === "branch" ? "Details pending" : "Details pending (till)";
  return row.level === "branch" ? row.branch : `${row.branch} › ${row.terminal}`;
}

function RowHeader({ row }: { row: CashUpRow }) {
  if (row.level === "till" && row.branch !== null) {
    return (
      <th scope="row">
        <span className="text-xs text-slate-400">{row.branch} › </span>
        {row.terminal}
      </th>
    );
  }
  if (row.branch === null && row.level !== "total") {
    return (
      <th scope="row" title="Payments the dashboard has heard of but whose branch and terminal the payment API has not told yet">
        {row.level === "branch" ? "Details pending" : "—"}
      </th>
    );
  }
  return <th scope="row">{rowName(row)}</th>;
}

type Props = { cashUp: CashUp; prefs: DisplayPrefs };

function SalesRow({ cashUp, row, prefs }: Props & { row: CashUpRow }) {
  const sales = paymentsBehind(cashUp, row, "authorized");
  const name = rowName(row);
  const { authorized } = row.groups;
  return (
    <tr data-level={row.level} data-branch={row.branch ?? undefined} data-terminal={row.terminal ?? undefined}>
      <RowHeader row={row} />
      <td data-label="Sales">
        <FigureLink href={sales} figure="sales" count={authorized.count} label={`${name}: ${authorized.count} sales`}>
          {authorized.count}
        </FigureLink>
      </td>
      <td data-label="Collected">
        <FigureLink href={sales} figure="collected" count={authorized.count} label={`${name}: collected ${formatMoney(authorized.amount, prefs)}`}>
          {formatMoney(authorized.amount, prefs)}
        </FigureLink>
      </td>
      <td data-label="Average ticket">
        <FigureLink href={sales} figure="average" count={authorized.count} label={`${name}: average ticket`}>
          {formatMoney(row.averageTicket, prefs)}
        </FigureLink>
      </td>
      <td data-label="First sale">
        <FigureLink href={sales} figure="first-sale" count={authorized.count} label={`${name}: first sale`}>
          {formatClock(row.firstSale, prefs)}
        </FigureLink>
      </td>
      <td data-label="Last sale">
        <FigureLink href={sales} figure="last-sale" count={authorized.count} label={`${name}: last sale`}>
          {formatClock(row.lastSale, prefs)}
        </FigureLink>
      </td>
      {PAYMENT_TYPES.map((payment) => (
        <td key={payment} data-label={PAYMENT_LABELS[payment]}>
          <CountAndAmount cashUp={cashUp} row={row} figure={payment} value={row.collected[payment]} prefs={prefs} label={`${name}: collected by ${PAYMENT_LABELS[payment]}`} />
        </td>
      ))}
    </tr>
  );
}

function CountAndAmount({ cashUp, row, figure, value, prefs, label }: Props & { row: CashUpRow; figure: CashUpFigure; value: Figure; label: string }) {
  return (
    <FigureLink href={paymentsBehind(cashUp, row, figure)} figure={figure} count={value.count} label={`${label}: ${value.count}, ${formatMoney(value.amount, prefs)}`}>
      <span>{value.count}</span>
      <span className={styles.amount}>{formatMoney(value.amount, prefs)}</span>
    </FigureLink>
  );
}

function StatusRow({ cashUp, row, prefs }: Props & { row: CashUpRow }) {
  const name = rowName(row);
  return (
    <tr data-level={row.level} data-branch={row.branch ?? undefined} data-terminal={row.terminal ?? undefined}>
      <RowHeader row={row} />
      {DISPLAY_GROUPS.map((group) => (
        <td key={group} data-label={DISPLAY_GROUP_LABELS[group]}>
          <CountAndAmount cashUp={cashUp} row={row} figure={group} value={row.groups[group]} prefs={prefs} label={`${name}: ${DISPLAY_GROUP_LABELS[group]}`} />
        </td>
      ))}
      <td data-label="All payments">
        <CountAndAmount cashUp={cashUp} row={row} figure="payments" value={row.payments} prefs={prefs} label={`${name}: all payments`} />
      </td>
    </tr>
  );
}

function Summary({ cashUp, prefs }: Props) {
  const { total } = cashUp;
  const sales = paymentsBehind(cashUp, total, "authorized");
  const cards: Array<[string, string, string, number]> = [
    ["collected", "Collected", formatMoney(total.groups.authorized.amount, prefs), total.groups.authorized.count],
    ["sales", "Sales (tickets)", String(total.groups.authorized.count), total.groups.authorized.count],
    ["average", "Average ticket", formatMoney(total.averageTicket, prefs), total.groups.authorized.count],
    ["hours", "First – last sale", `${formatClock(total.firstSale, prefs)} – ${formatClock(total.lastSale, prefs)}`, total.groups.authorized.count],
  ];
  return (
    <div className={`${styles.summary} gap-3 print:gap-1`} data-testid="cash-up-summary">
      {cards.map(([id, label, value, count]) => (
        <div key={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:rounded-none print:border-0 print:p-1 print:shadow-none">
          <p className="text-sm text-slate-500 print:text-[8pt]">{label}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums print:text-[11pt]" data-testid={`summary-${id}`}>
            <FigureLink href={sales} figure={`summary-${id}`} count={count} label={`${label}: ${value}`}>
              {value}
            </FigureLink>
          </p>
        </div>
      ))}
    </div>
  );
}

function Filters({ raw, cashUp, prefs }: { raw: Raw; cashUp: CashUp | null; prefs: DisplayPrefs }) {
  const field = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";
  const branch = cashUp ? (cashUp.branch ?? "") : first(raw.branch);
  const terminal = cashUp ? (cashUp.terminal ?? "") : first(raw.terminal);
  const branches = cashUp?.branches ?? (branch ? [branch] : []);
  const terminals = cashUp?.terminals ?? (terminal ? [terminal] : []);
  return (
    <form method="get" role="search" aria-label="Choose the day and till" className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-4 print:hidden">
      <label className="text-xs font-medium text-slate-600">
        Day
        <input type="date" name="day" defaultValue={cashUp?.day ?? first(raw.day)} className={field} />
      </label>
      <label className="text-xs font-medium text-slate-600">
        Branch
        <select name="branch" defaultValue={branch} className={field}>
          <option value="">All branches</option>
          {branches.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-medium text-slate-600">
        Terminal
        <select name="terminal" defaultValue={terminal} className={field}>
          <option value="">All terminals</option>
          {terminals.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2">
          Show
        </button>
        <Link href="/cash-up" className="rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100">
          Today
        </Link>
      </div>
      <p className="col-span-2 text-xs text-slate-500 md:col-span-4">
        The lists hold the branches and terminals that had payments that day. Times in {prefs.timeZone}.
      </p>
    </form>
  );
}

/**
 * The end-of-day cash-up: what each till and branch collected on a day, by payment type, and every
 * payment by status group; each figure links to the payments list behind it. Prints on A4 and on
 * 80 mm till paper (the tables stack), without the navigation and the controls.
 */
export function CashUpReport({ raw, cashUp, errors, prefs, now }: { raw: Raw; cashUp: CashUp | null; errors?: FieldError[]; prefs: DisplayPrefs; now: Date }) {
  return (
    <div className={`${styles.report} space-y-4`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight print:text-[13pt]">Cash-up</h1>
          {cashUp && (
            <p className="text-sm text-slate-600" data-testid="cash-up-day">
              <span className="font-medium text-slate-800">{longDay(cashUp.day, prefs.locale)}</span> · 00:00–24:00 {prefs.timeZone}
              {cashUp.branch && <> · Branch {cashUp.branch}</>}
              {cashUp.terminal && <> · Terminal {cashUp.terminal}</>}
            </p>
          )}
          <p className="text-xs text-slate-500">As of {formatTime(now, prefs)}</p>
        </div>
        <div className="flex items-center gap-2 print:hidden">
          {cashUp && (
            <>
              <Link href={`/cash-up?${cashUpQuery(cashUp, previousDay(cashUp.day))}`} className="rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100">
                ← Previous day
              </Link>
              <Link href={`/cash-up?${cashUpQuery(cashUp, nextDay(cashUp.day))}`} className="rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100">
                Next day →
              </Link>
            </>
          )}
          <PrintButton />
        </div>
      </div>
      <Filters raw={raw} cashUp={cashUp} prefs={prefs} />
      {errors && (
        <div role="alert" data-testid="cash-up-errors" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-medium">These choices are not valid, so nothing is shown:</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((error) => (
              <li key={error.field}>
                {FIELD_LABELS[error.field] ?? error.field}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {cashUp && (
        <>
          <Summary cashUp={cashUp} prefs={prefs} />
          {cashUp.rows.length === 0 && (
            <p data-testid="cash-up-empty" className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
              No payments on this day{cashUp.branch || cashUp.terminal ? " at this till" : ""}.
            </p>
          )}
          <section aria-labelledby="sales-heading" className="space-y-2">
            <h2 id="sales-heading" className="text-base font-semibold print:text-[10pt]">
              Collected by till
            </h2>
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:rounded-none print:border-0 print:shadow-none">
              <table className={styles.table} data-testid="cash-up-sales">
                <caption className="sr-only">Authorized payments (the money collected) by till and branch, and by payment type</caption>
                <thead>
                  <tr>
                    <th scope="col">Till</th>
                    <th scope="col">Sales</th>
                    <th scope="col">Collected</th>
                    <th scope="col">Average ticket</th>
                    <th scope="col">First sale</th>
                    <th scope="col">Last sale</th>
                    {PAYMENT_TYPES.map((payment) => (
                      <th key={payment} scope="col">
                        {PAYMENT_LABELS[payment]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {cashUp.rows.map((row) => (
                    <SalesRow key={`${row.level}:${row.branch}:${row.terminal}`} cashUp={cashUp} row={row} prefs={prefs} />
                  ))}
                </tbody>
                <tfoot>
                  <SalesRow cashUp={cashUp} row={cashUp.total} prefs={prefs} />
                </tfoot>
              </table>
            </div>
          </section>
          <section aria-labelledby="status-heading" className="space-y-2">
            <h2 id="status-heading" className="text-base font-semibold print:text-[10pt]">
              Payments by status
            </h2>
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:rounded-none print:border-0 print:shadow-none">
              <table className={styles.table} data-testid="cash-up-status">
                <caption className="sr-only">Every payment by till and branch, by status group: count and amount</caption>
                <thead>
                  <tr>
                    <th scope="col">Till</th>
                    {DISPLAY_GROUPS.map((group) => (
                      <th key={group} scope="col">
                        {DISPLAY_GROUP_LABELS[group]}
                      </th>
                    ))}
                    <th scope="col">All payments</th>
                  </tr>
                </thead>
                <tbody>
                  {cashUp.rows.map((row) => (
                    <StatusRow key={`${row.level}:${row.branch}:${row.terminal}`} cashUp={cashUp} row={row} prefs={prefs} />
                  ))}
                </tbody>
                <tfoot>
                  <StatusRow cashUp={cashUp} row={cashUp.total} prefs={prefs} />
                </tfoot>
              </table>
            </div>
          </section>
          <p className="text-xs text-slate-500">
            A payment counts on the day it was created at the payment service. Sales are authorized payments; Expired leaves out the canceled. Every figure opens the payments behind it.
          </p>
        </>
      )}
    </div>
  );
}
