import { centsToMoney, moneyToCents } from "../../contract/money";
import type { Prisma } from "../../db/generated/client";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { CASH_ID_PREFIX } from "../cash-sale";
import { ticketNumber } from "../till/till-schemas";
import type { DrawerCount } from "./denominations";

export type DrawerEntryView = { id: string; kind: "in" | "out" | "correction"; amount: string; reason: string; by: string; at: string };
export type DrawerSaleView = { ticket: number; amount: string; tip: string; received: string; change: string; cashier: string | null; concept: string | null; at: string };
/** Cash given back from this drawer for a cash sale (of this shift or an earlier one). */
export type DrawerRefundView = { id: string; sale: string; ticket: string; amount: string; reason: string; by: string; at: string };

/** A drawer as the till and the corte de caja show it; money as "125.50". */
export type DrawerSummary = {
  id: string;
  till: { id: string; branch: string; terminal: string; series: string };
  openedBy: string;
  openedAt: string;
  closedBy: string | null;
  closedAt: string | null;
  float: string;
  sales: { count: number; total: string; tips: string };
  /** cash refunds paid out of this drawer */
  refunds: { count: number; total: string };
  cashIn: string;
  cashOut: string;
  /** float + cash sales - cash refunds + cash in - cash out */
  expected: string;
  /** what was counted at the close, plus any correction since; null while open */
  counted: string | null;
  /** counted - expected (negative: short); null while open */
  difference: string | null;
  /** the count by denomination at the close; null while open, or when the cashier typed the total instead */
  count: DrawerCount | null;
  /** the close's count was a total typed, not pieces counted */
  countedAsTotal: boolean;
  /** what was counted at the close itself, before any correction; null while open */
  countedAtClose: string | null;
  note: string | null;
  entries: DrawerEntryView[];
  salesList: DrawerSaleView[];
  refundsList: DrawerRefundView[];
};

/** What a summary reads of a drawer: its till, its movements and its cash sales. */
const WITH_ROWS = {
  till: { select: { id: true, branch: true, terminal: true, series: true } },
  entries: { orderBy: { createdAt: "asc" } },
  sales: { orderBy: { ticket: "asc" } },
  refunds: { orderBy: { createdAt: "asc" }, include: { sale: { select: { ticket: true } } } },
} as const satisfies Prisma.DashboardDrawerInclude;

type DrawerRows = Prisma.DashboardDrawerGetPayload<{ include: typeof WITH_ROWS }>;

/**
 * A drawer's figures, from its rows: the float, every cash sale that went into it, every cash
 * refund paid out of it, every movement and correction. Exact (whole cents); what the close froze (`expected`) is what this computes, since
 * nothing goes into a closed drawer.
 */
export async function summarizeDrawer(store: Store, drawerId: string): Promise<DrawerSummary> {
  const [summary] = await summarizeDrawers(store, { id: drawerId });
  if (!summary) throw new AppError("drawer_not_found");
  return summary;
}

/** The drawers `where` selects, each summarized, oldest first, in one read (their rows included). */
export async function summarizeDrawers(store: Store, where: Prisma.DashboardDrawerWhereInput): Promise<DrawerSummary[]> {
  const drawers = await store.prisma.dashboardDrawer.findMany({ where, include: WITH_ROWS, orderBy: [{ openedAt: "asc" }, { id: "asc" }] });
  return drawers.map(summaryOf);
}

function summaryOf(drawer: DrawerRows): DrawerSummary {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const of = (kind: string) => sum(drawer.entries.filter((e) => e.kind === kind).map((e) => moneyToCents(e.amount)));
  const sales = sum(drawer.sales.map((s) => moneyToCents(s.amount)));
  const refunds = sum(drawer.refunds.map((r) => moneyToCents(r.amount)));
  const expected = moneyToCents(drawer.float) + sales - refunds + of("in") - of("out");
  const counted = drawer.counted === null ? null : moneyToCents(drawer.counted) + of("correction");
  return {
    id: drawer.id,
    till: drawer.till,
    openedBy: drawer.openedBy,
    openedAt: drawer.openedAt.toISOString(),
    closedBy: drawer.closedBy,
    closedAt: drawer.closedAt?.toISOString() ?? null,
    float: centsToMoney(moneyToCents(drawer.float)),
    sales: { count: drawer.sales.length, total: centsToMoney(sales), tips: centsToMoney(sum(drawer.sales.map((s) => moneyToCents(s.tip)))) },
    refunds: { count: drawer.refunds.length, total: centsToMoney(refunds) },
    cashIn: centsToMoney(of("in")),
    cashOut: centsToMoney(of("out")),
    expected: centsToMoney(expected),
    counted: counted === null ? null : centsToMoney(counted),
    difference: counted === null ? null : centsToMoney(counted - expected),
    count: drawer.count && !("total" in (drawer.count as object)) ? (drawer.count as DrawerCount) : null,
    countedAsTotal: !!drawer.count && "total" in (drawer.count as object),
    countedAtClose: drawer.counted === null ? null : centsToMoney(moneyToCents(drawer.counted)),
    note: drawer.note,
    entries: drawer.entries.map((e) => ({ id: e.id, kind: e.kind as DrawerEntryView["kind"], amount: centsToMoney(moneyToCents(e.amount)), reason: e.reason, by: e.by, at: e.createdAt.toISOString() })),
    salesList: drawer.sales.map((s) => ({
      ticket: s.ticket,
      amount: centsToMoney(moneyToCents(s.amount)),
      tip: centsToMoney(moneyToCents(s.tip)),
      received: centsToMoney(moneyToCents(s.cashReceived ?? s.amount)),
      change: centsToMoney(moneyToCents(s.cashReceived ?? s.amount) - moneyToCents(s.amount)),
      cashier: s.cashier,
      concept: s.concept,
      at: s.createdAt.toISOString(),
    })),
    refundsList: drawer.refunds.map((r) => ({
      id: r.id,
      sale: `${CASH_ID_PREFIX}${r.saleAttempt}`,
      ticket: ticketNumber(drawer.till.series, r.sale.ticket),
      amount: centsToMoney(moneyToCents(r.amount)),
      reason: r.reason,
      by: r.by,
      at: r.createdAt.toISOString(),
    })),
  };
}
