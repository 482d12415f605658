import { DISPLAY_GROUPS } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { SALE_TYPES } from "../cash-sale";
import { groupParams } from "../reports/report-sql";
import { REFUNDS_IN_SCOPE, SALES_IN_SCOPE } from "./sales-sql";

/** Parameters: $1 start, $2 end, $3 branch or null, $4 terminal or null, $5-$9 the groups' statuses and the canceled reason. */
const DAY = `WITH day AS (SELECT branch, terminal, payment, amount, tip, at, grp FROM ${SALES_IN_SCOPE} AS sales)`;

const figure = (alias: string, where: string) =>
  `count(*) FILTER (WHERE ${where})::int AS "${alias}_count", COALESCE(sum(amount) FILTER (WHERE ${where}), 0.00)::text AS "${alias}_amount"`;

const SALE = "grp = 'authorized'";

/** Every figure of a till, a branch and the total in one pass: GROUPING SETS, sums as numeric (never floats). */
const FIGURES_TEXT = `${DAY}
SELECT branch, terminal, GROUPING(branch, terminal)::int AS level,
  ${figure("payments", "true")},
  ${DISPLAY_GROUPS.map((group) => figure(group, `grp = '${group}'`)).join(",\n  ")},
  ${SALE_TYPES.map((payment) => figure(payment, `${SALE} AND payment = '${payment}'`)).join(",\n  ")},
  count(*) FILTER (WHERE ${SALE} AND tip > 0)::int AS tips_count, COALESCE(sum(tip) FILTER (WHERE ${SALE}), 0.00)::text AS tips_amount,
  COALESCE(sum(tip) FILTER (WHERE ${SALE} AND payment = 'cash'), 0.00)::text AS cash_tips,
  round(COALESCE(sum(amount) FILTER (WHERE ${SALE}), 0) / NULLIF(count(*) FILTER (WHERE ${SALE}), 0), 2)::text AS average_ticket,
  min(at) FILTER (WHERE ${SALE}) AS first_sale,
  max(at) FILTER (WHERE ${SALE}) AS last_sale
FROM day
GROUP BY GROUPING SETS ((branch, terminal), (branch), ())`;

/** The day's succeeded refunds by till, branch and in total, like FIGURES. Parameters: $1-$4 as above. */
const REFUNDS_TEXT = `SELECT branch, terminal, GROUPING(branch, terminal)::int AS level, ${figure("refunded", "true")}
FROM ${REFUNDS_IN_SCOPE} AS refunds
GROUP BY GROUPING SETS ((branch, terminal), (branch), ())`;

/** A row of the cash-up's sums: a till (level 0), a branch (1) or the total (3), its figures as `<alias>_count` and `<alias>_amount`. */
export type CashUpSums = Record<string, unknown> & { branch: string | null; terminal: string | null; level: number };

const FIGURES = statement<CashUpSums>("dash_cash_up_figures", FIGURES_TEXT);
const REFUNDS = statement<CashUpSums>("dash_cash_up_refunds", REFUNDS_TEXT);

/**
 * The cash-up's sums of a day (lib/dashboard/reports/get-cash-up.ts), by till, branch and in total,
 * in two statements: every sale of it (`figures`) and the refunds that gave money back in it
 * (`refunds`). `scope`: the range [start, end), a branch and a terminal (null: any).
 */
export async function sumCashUp(store: Store, scope: { start: Date; end: Date; branch: string | null; terminal: string | null }): Promise<{ figures: CashUpSums[]; refunds: CashUpSums[] }> {
  const params = [scope.start.toISOString(), scope.end.toISOString(), scope.branch, scope.terminal];
  const [figures, refunds] = await Promise.all([store.sql(FIGURES, [...params, ...groupParams()]), store.sql(REFUNDS, params)]);
  return { figures, refunds };
}
