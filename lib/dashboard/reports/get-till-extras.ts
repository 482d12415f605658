import type { Database } from "../../db/client";
import { centsToMoney, moneyToCents } from "../../contract/money";
import { CASH_PAYMENT } from "../cash-sale";
import { SALES_IN_SCOPE } from "../sales/sales-sql";
import { groupParams } from "./report-sql";

/** How many, and their amounts added up (an exact decimal, e.g. "1234.50"). */
type Figure = { count: number; amount: string };

/** What the tills add to the figures, shown apart: the cash sales (inside every total) and the tips. */
export type TillExtras = {
  /** cash sales in the range, tips included (part of the collected total) */
  cash: Figure;
  /** tips on paid sales: cash, and QR or card charges whose intent is authorized; `count` sales with a tip */
  tips: Figure & { cash: string; service: string };
};

/**
 * The cash sales and the tips of [$1, $2) at branch $3 and terminal $4 (null: any), counted from
 * the same sales as every other figure (lib/dashboard/sales/sales-sql.ts). Exact sums (numeric).
 */
const EXTRAS = `SELECT
  count(*) FILTER (WHERE payment = '${CASH_PAYMENT}')::int AS cash_count,
  COALESCE(sum(amount) FILTER (WHERE payment = '${CASH_PAYMENT}'), 0.00)::text AS cash_amount,
  count(*) FILTER (WHERE tip > 0)::int AS tip_count,
  COALESCE(sum(tip), 0.00)::text AS tip_amount,
  COALESCE(sum(tip) FILTER (WHERE payment = '${CASH_PAYMENT}'), 0.00)::text AS tip_cash,
  COALESCE(sum(tip) FILTER (WHERE payment <> '${CASH_PAYMENT}'), 0.00)::text AS tip_service
FROM ${SALES_IN_SCOPE} AS sales WHERE grp = 'authorized'`;

type Row = { cash_count: number; cash_amount: string; tip_count: number; tip_amount: string; tip_cash: string; tip_service: string };

const money = (value: string) => centsToMoney(moneyToCents(value));

/** The cash sales and the tips of a range (a day of the cash-up, the overview's range), optionally of one branch or till. */
export async function getTillExtras(db: Database, scope: { start: Date; end: Date; branch?: string; terminal?: string }): Promise<TillExtras> {
  const [row] = await db.query<Row>(EXTRAS, [scope.start.toISOString(), scope.end.toISOString(), scope.branch ?? null, scope.terminal ?? null, ...groupParams()]);
  return {
    cash: { count: row!.cash_count, amount: money(row!.cash_amount) },
    tips: { count: row!.tip_count, amount: money(row!.tip_amount), cash: money(row!.tip_cash), service: money(row!.tip_service) },
  };
}
