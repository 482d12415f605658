import { centsToMoney, moneyToCents } from "../../contract/money";
import type { Prisma } from "../../db/generated/client";
import type { Db } from "../../db/store";
import { AppError } from "../../errors";
import type { DrawerCount } from "./denominations";

export type DrawerEntryView = { id: string; kind: "in" | "out" | "correction"; amount: string; reason: string; by: string; at: string };
export type DrawerSaleView = { ticket: number; amount: string; tip: string; received: string; change: string; cashier: string | null; concept: string | null; at: string };

/** A drawer as the till and the corte de caja show it; money as "125.50". */
export type DrawerSummary = {
  id: string;
  till: { id: string; branch: string; terminal: string };
  openedBy: string;
  openedAt: string;
  closedBy: string | null;
  closedAt: string | null;
  float: string;
  sales: { count: number; total: string; tips: string };
  cashIn: string;
  cashOut: string;
  /** float + cash sales + cash in - cash out */
  expected: string;
  /** what was counted at the close, plus any correction since; null while open */
  counted: string | null;
  /** counted - expected (negative: short); null while open */
  difference: string | null;
  count: DrawerCount | null;
  note: string | null;
  entries: DrawerEntryView[];
  salesList: DrawerSaleView[];
};

/** What a summary reads of a drawer: its till, its movements and its cash sales. */
const WITH_ROWS = { till: { select: { id: true, branch: true, terminal: true } }, entries: { orderBy: { createdAt: "asc" } }, sales: { orderBy: { ticket: "asc" } } } as const satisfies Prisma.DashboardDrawerInclude;

type DrawerRows = Prisma.DashboardDrawerGetPayload<{ include: typeof WITH_ROWS }>;

/**
 * A drawer's figures, from its rows: the float, every cash sale that went into it, every movement
 * and correction. Exact (whole cents); what the close froze (`expected`) is what this computes, since
 * nothing goes into a closed drawer.
 */
export async function summarizeDrawer(db: Db, drawerId: string): Promise<DrawerSummary> {
  const [summary] = await summarizeDrawers(db, { id: drawerId });
  if (!summary) throw new AppError("drawer_not_found");
  return summary;
}

/** The drawers `where` selects, each summarized, oldest first, in one read (their rows included). */
export async function summarizeDrawers(db: Db, where: Prisma.DashboardDrawerWhereInput): Promise<DrawerSummary[]> {
  const drawers = await db.dashboardDrawer.findMany({ where, include: WITH_ROWS, orderBy: [{ openedAt: "asc" }, { id: "asc" }] });
  return drawers.map(summaryOf);
}

function summaryOf(drawer: DrawerRows): DrawerSummary {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const of = (kind: string) => sum(drawer.entries.filter((e) => e.kind === kind).map((e) => moneyToCents(e.amount)));
  const sales = sum(drawer.sales.map((s) => moneyToCents(s.amount)));
  const expected = moneyToCents(drawer.float) + sales + of("in") - of("out");
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
    cashIn: centsToMoney(of("in")),
    cashOut: centsToMoney(of("out")),
    expected: centsToMoney(expected),
    counted: counted === null ? null : centsToMoney(counted),
    difference: counted === null ? null : centsToMoney(counted - expected),
    count: (drawer.count as DrawerCount | null) ?? null,
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
  };
}
