import { DISPLAY_GROUPS, type DisplayGroup } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { zonedDayRange } from "../format";
import type { CashUpFilters } from "./cash-up-filters";
import { byNaturalName, listReportTills } from "./list-report-tills";
import { minusMoney } from "../../contract/money";
import { tillExtrasOf, type TillExtras } from "./till-extras";
import { SALE_TYPES, type SaleType } from "../cash-sale";
import { sumCashUp, type CashUpSums as Row } from "../intents/sum-cash-up";

/** How many payments, and their amounts added up (an exact decimal, e.g. "1234.50"). */
export type Figure = { count: number; amount: string };

export type CashUpRow = {
  /** one till (branch and terminal), a branch (its tills added up), or everything shown */
  level: "till" | "branch" | "total";
  /** null on the total row; also on a till or branch row of payments whose details are not known yet */
  branch: string | null;
  terminal: string | null;
  /** every payment and cash sale of the day, whatever its status */
  payments: Figure;
  /** by status group (cash sales are authorized: paid); "expired" leaves out the canceled */
  groups: Record<DisplayGroup, Figure>;
  /** the sales (the money collected) by how they were paid, cash included */
  collected: Record<SaleType, Figure>;
  /** the money collected in all: every sale of the day, cash included, tips included */
  collectedTotal: Figure;
  /** the tips inside collectedTotal (not sales: no IVA); `count` sales with a tip */
  tips: Figure;
  /** refunds that succeeded that day (of any day's payments: a refund counts on the day it was made) */
  refunded: Figure;
  /** collected less refunded: what the day leaves in the till, e.g. "-50.00" on a day of refunds only */
  net: string;
  /** collected / authorized payments, rounded to cents; null without sales */
  averageTicket: string | null;
  /** the first and last authorized payment (ISO instants) */
  firstSale: string | null;
  lastSale: string | null;
};

export type CashUp = {
  day: string;
  timeZone: string;
  /** the day as the UTC range [start, end) it covers in the time zone */
  start: string;
  end: string;
  branch?: string;
  terminal?: string;
  /** each branch followed by its tills, branches and tills in natural order */
  rows: CashUpRow[];
  total: CashUpRow;
  /** the till's cash sales (the dashboard's books only) and the tips on paid sales, that day */
  till: TillExtras;
  /** for the choosers: the branches that had payments that day, and the terminals (of the chosen branch, if any) */
  branches: string[];
  terminals: string[];
};



const LEVELS: Record<number, CashUpRow["level"]> = { 0: "till", 1: "branch", 3: "total" };

function figureOf(row: Row, alias: string): Figure {
  return { count: Number(row[`${alias}_count`]), amount: String(row[`${alias}_amount`]) };
}

function iso(value: unknown): string | null {
  return value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
}

function toCashUpRow(row: Row, refunds: Row[]): CashUpRow {
  const level = LEVELS[row.level] ?? "total";
  const refund = refunds.find((r) => r.level === row.level && r.branch === row.branch && r.terminal === row.terminal);
  const collectedTotal = figureOf(row, "authorized");
  const refunded = refund ? figureOf(refund, "refunded") : EMPTY;
  return {
    level,
    branch: level === "total" ? null : row.branch,
    terminal: level === "till" ? row.terminal : null,
    payments: figureOf(row, "payments"),
    groups: Object.fromEntries(DISPLAY_GROUPS.map((group) => [group, figureOf(row, group)])) as Record<DisplayGroup, Figure>,
    collected: Object.fromEntries(SALE_TYPES.map((payment) => [payment, figureOf(row, payment)])) as Record<SaleType, Figure>,
    collectedTotal,
    tips: figureOf(row, "tips"),
    refunded,
    net: minusMoney(collectedTotal.amount, refunded.amount),
    averageTicket: (row.average_ticket as string | null) ?? null,
    firstSale: iso(row.first_sale),
    lastSale: iso(row.last_sale),
  };
}

const EMPTY: Figure = { count: 0, amount: "0.00" };

function emptyRow(level: CashUpRow["level"] = "total", branch: string | null = null, terminal: string | null = null): CashUpRow {
  return {
    level,
    branch,
    terminal,
    payments: EMPTY,
    groups: Object.fromEntries(DISPLAY_GROUPS.map((group) => [group, EMPTY])) as Record<DisplayGroup, Figure>,
    collected: Object.fromEntries(SALE_TYPES.map((payment) => [payment, EMPTY])) as Record<SaleType, Figure>,
    collectedTotal: EMPTY,
    tips: EMPTY,
    refunded: EMPTY,
    net: "0.00",
    averageTicket: null,
    firstSale: null,
    lastSale: null,
  };
}

/** Natural order ("Caja 2" before "Caja 10"); payments whose branch or terminal is not known yet last. */
function byName(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return byNaturalName(a, b);
}

/**
 * The end-of-day cash-up (corte de caja) of one day in the merchant's time zone (00:00 to 24:00
 * local, 23 or 25 hours on a day the clocks change), optionally of one branch and/or terminal: for
 * each till, each branch and in total, the payments by status group and the money collected by
 * how it was paid (cash included: every sale of the shop, lib/dashboard/intents/sales-sql.ts), the
 * tips inside it, the number of sales, the average ticket and the first and last sale; the refunds
 * that gave money back that day (the service's and cash) and the net. A payment counts on the day
 * it was created at the service, a cash sale when it was recorded, a refund on the day it was made.
 * Aggregated by the database in two statements.
 */
export async function getCashUp(store: Store, filters: CashUpFilters, timeZone: string): Promise<CashUp> {
  const { start, end } = zonedDayRange(filters.day, timeZone);
  const [{ figures, refunds }, tills] = await Promise.all([sumCashUp(store, { start, end, branch: filters.branch ?? null, terminal: filters.terminal ?? null }), listReportTills(store, { start, end }, filters)]);
  const totalRow = figures.find((row) => (LEVELS[row.level] ?? "total") === "total");
  const till = tillExtrasOf({ cash: totalRow ? figureOf(totalRow, "cash") : EMPTY, tips: totalRow ? figureOf(totalRow, "tips") : EMPTY, cashTips: String(totalRow?.cash_tips ?? "0.00") });

  const rows = figures.map((row) => toCashUpRow(row, refunds));
  // a till (or the day) with refunds but no payment of its own that day still shows them
  for (const refund of refunds) {
    const level = LEVELS[refund.level] ?? "total";
    const branch = level === "total" ? null : refund.branch;
    const terminal = level === "till" ? refund.terminal : null;
    if (rows.some((row) => row.level === level && row.branch === branch && row.terminal === terminal)) continue;
    const refunded = figureOf(refund, "refunded");
    rows.push({ ...emptyRow(level, branch, terminal), refunded, net: minusMoney("0.00", refunded.amount) });
  }
  const total = rows.find((row) => row.level === "total") ?? emptyRow();
  const shown = rows
    .filter((row) => row.level !== "total")
    .sort((a, b) => byName(a.branch, b.branch) || (a.level === b.level ? byName(a.terminal, b.terminal) : a.level === "branch" ? -1 : 1));

  return {
    day: filters.day,
    timeZone,
    start: start.toISOString(),
    end: end.toISOString(),
    ...(filters.branch ? { branch: filters.branch } : {}),
    ...(filters.terminal ? { terminal: filters.terminal } : {}),
    rows: shown,
    total,
    till,
    ...tills,
  };
}
