import { DISPLAY_GROUPS, type DisplayGroup } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { zonedDayRange } from "../format";
import { byNaturalName, listReportTills } from "./list-report-tills";
import { daysOf, reportScope, type ReportFilters } from "./report-filters";
import { minusMoney } from "../../contract/money";
import { tillExtrasOf, type TillExtras } from "./till-extras";
import { CASH_PAYMENT, SALE_TYPES } from "../cash-sale";
import { sumOverview, type OverviewRow as Row } from "../intents/sum-overview";

/** How many payments, and their amounts added up (an exact decimal, e.g. "1234.50"). */
export type Figure = { count: number; amount: string };

/** The figures of a part of the range (a branch, a till, a payment type, or all of it). */
export type Breakdown = {
  /** every payment, whatever its status */
  payments: Figure;
  /** the authorized payments: the money collected */
  sales: Figure;
  /** payments with an outcome: authorized, failed, expired or canceled */
  finished: number;
  /** sales ÷ finished (0 to 1), null while nothing has finished */
  successRate: number | null;
  /** collected ÷ sales, rounded to cents; null without sales */
  averageTicket: string | null;
};

/** One status group, with the exact statuses of the API behind it. */
export type GroupFigure = Figure & { statuses: Array<Figure & { status: string }> };

/** One bar of the chart: an hour of the day (0-23, local) for a one-day range, else a day (YYYY-MM-DD). */
export type ChartBucket = { key: string; sales: number; collected: string };

export type Overview = {
  from: string;
  to: string;
  timeZone: string;
  /** the range as the UTC instants [start, end) it covers in the time zone */
  start: string;
  end: string;
  branch?: string;
  terminal?: string;
  total: Breakdown;
  /** refunds that succeeded in the range (by the refund's own time: a refund counts on the day it was made) */
  refunded: Figure;
  /** collected less refunded */
  net: string;
  /** the till's cash sales (the dashboard's books only, never the service's) and the tips on paid sales */
  till: TillExtras;
  /** by status group; `expired` leaves out the canceled */
  groups: Record<DisplayGroup, GroupFigure>;
  /** statuses this version does not know: among the payments, in no group */
  other: GroupFigure;
  /** a null branch, terminal or payment type: payments whose details the payment API has not told yet */
  byBranch: Array<Breakdown & { branch: string | null }>;
  byTerminal: Array<Breakdown & { branch: string | null; terminal: string | null }>;
  byPayment: Array<Breakdown & { payment: string | null }>;
  chart: { unit: "hour" | "day"; buckets: ChartBucket[] };
  /** for the choosers: the branches that had payments in the range, and the terminals (of the chosen branch, if any) */
  branches: string[];
  terminals: string[];
};

/** The sets the one statement adds up, named by GROUPING(branch, terminal, payment, grp, status, bucket): a bit per column added over. */
const SETS = { total: 63, group: 59, status: 57, branch: 31, terminal: 15, payment: 55, bucket: 62 } as const;

function breakdown(row: Row | undefined): Breakdown {
  if (!row) return { payments: { count: 0, amount: "0.00" }, sales: { count: 0, amount: "0.00" }, finished: 0, successRate: null, averageTicket: null };
  return {
    payments: { count: row.payments, amount: row.amount },
    sales: { count: row.sales, amount: row.collected },
    finished: row.finished,
    successRate: row.finished > 0 ? row.sales / row.finished : null,
    averageTicket: row.average_ticket,
  };
}

/** Natural order; payments whose details are not known yet last. */
function byName(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return byNaturalName(a, b);
}

/** Payment types in the contract's order, then cash; unknown ones last. */
function paymentOrder(payment: string | null): number {
  const index = (SALE_TYPES as readonly (string | null)[]).indexOf(payment);
  return index === -1 ? SALE_TYPES.length : index;
}

/**
 * The overview of a range of days in the merchant's time zone (from 00:00 of `from` to 24:00 of
 * `to`), optionally of one branch and/or terminal: the money collected, the number of sales, the
 * success rate (sales of the payments that finished) and the average ticket; every payment by
 * status group with the API's exact statuses under each; the same figures by branch, by till and
 * by payment type; the collected money per hour (one day) or per day; the refunds that succeeded
 * and the net. A payment counts when it was created at the service (the payments list and the
 * cash-up count the same way), a refund when it was made.
 */
export async function getOverview(store: Store, filters: ReportFilters, timeZone: string): Promise<Overview> {
  const start = zonedDayRange(filters.from, timeZone).start;
  const end = zonedDayRange(filters.to, timeZone).end;
  const unit = filters.from === filters.to ? "hour" : "day";
  const [{ rows, refunded }, tills] = await Promise.all([sumOverview(store, { start, end, branch: filters.branch ?? null, terminal: filters.terminal ?? null }, unit, timeZone), listReportTills(store, { start, end }, filters)]);
  const of = (set: number) => rows.filter((row) => row.set === set);
  const whole = of(SETS.total)[0];
  const cashRow = of(SETS.payment).find((row) => row.payment === CASH_PAYMENT);
  const till = tillExtrasOf({
    cash: { count: cashRow?.sales ?? 0, amount: cashRow?.collected ?? "0.00" },
    tips: { count: whole?.tipped ?? 0, amount: whole?.tips ?? "0.00" },
    cashTips: whole?.cash_tips ?? "0.00",
  });

  const statuses = of(SETS.status);
  const groupFigure = (grp: string): GroupFigure => {
    const row = of(SETS.group).find((r) => r.grp === grp);
    return {
      count: row?.payments ?? 0,
      amount: row?.amount ?? "0.00",
      statuses: statuses
        .filter((r) => r.grp === grp)
        .map((r) => ({ status: r.status!, count: r.payments, amount: r.amount }))
        .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
    };
  };

  const buckets = new Map(of(SETS.bucket).map((row) => [row.bucket!, row]));
  const keys = unit === "hour" ? Array.from({ length: 24 }, (_, hour) => String(hour)) : daysOf(filters.from, filters.to);

  return {
    ...reportScope(filters, timeZone, { start, end }),
    total: breakdown(of(SETS.total)[0]),
    refunded: refunded ?? { count: 0, amount: "0.00" },
    net: minusMoney(breakdown(of(SETS.total)[0]).sales.amount, refunded?.amount ?? "0.00"),
    till,
    groups: Object.fromEntries(DISPLAY_GROUPS.map((group) => [group, groupFigure(group)])) as Record<DisplayGroup, GroupFigure>,
    other: groupFigure("other"),
    byBranch: of(SETS.branch)
      .map((row) => ({ branch: row.branch, ...breakdown(row) }))
      .sort((a, b) => byName(a.branch, b.branch)),
    byTerminal: of(SETS.terminal)
      .map((row) => ({ branch: row.branch, terminal: row.terminal, ...breakdown(row) }))
      .sort((a, b) => byName(a.branch, b.branch) || byName(a.terminal, b.terminal)),
    byPayment: of(SETS.payment)
      .map((row) => ({ payment: row.payment, ...breakdown(row) }))
      .sort((a, b) => paymentOrder(a.payment) - paymentOrder(b.payment)),
    chart: {
      unit,
      buckets: keys.map((key) => ({ key, sales: buckets.get(key)?.sales ?? 0, collected: buckets.get(key)?.collected ?? "0.00" })),
    },
    ...tills,
  };
}
