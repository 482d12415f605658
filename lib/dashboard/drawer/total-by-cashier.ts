import { centsToMoney, moneyToCents } from "../../contract/money";
import type { DrawerSummary } from "./summarize-drawer";

/** One cashier's drawers of a corte added up; the count and difference over the closed ones only. */
export type CashierTotal = {
  cashier: string;
  drawers: number;
  open: number;
  sales: { count: number; total: string };
  expected: string;
  /** of the closed drawers: what they should have held, what was counted, the difference (negative: short) */
  closed: { expected: string; counted: string; difference: string } | null;
};

/**
 * The corte per cashier: a cashier answers for the drawers they opened (their float, the cash that
 * went in and out, the count at the close), whoever else sold into them. In the order each cashier
 * first opened a drawer; exact, in whole cents.
 */
export function totalByCashier(drawers: DrawerSummary[]): CashierTotal[] {
  const by = new Map<string, DrawerSummary[]>();
  for (const drawer of drawers) by.set(drawer.openedBy, [...(by.get(drawer.openedBy) ?? []), drawer]);
  const cents = (values: Array<string | null>) => values.reduce((sum, value) => sum + (value === null ? 0 : moneyToCents(value)), 0);
  return [...by].map(([cashier, mine]) => {
    const closed = mine.filter((drawer) => drawer.counted !== null);
    const expectedClosed = cents(closed.map((drawer) => drawer.expected));
    const counted = cents(closed.map((drawer) => drawer.counted));
    return {
      cashier,
      drawers: mine.length,
      open: mine.length - closed.length,
      sales: { count: mine.reduce((sum, drawer) => sum + drawer.sales.count, 0), total: centsToMoney(cents(mine.map((drawer) => drawer.sales.total))) },
      expected: centsToMoney(cents(mine.map((drawer) => drawer.expected))),
      closed: closed.length === 0 ? null : { expected: centsToMoney(expectedClosed), counted: centsToMoney(counted), difference: centsToMoney(counted - expectedClosed) },
    };
  });
}
