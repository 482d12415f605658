import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { FINISHED, groupParams } from "../reports/report-sql";
import { REFUNDS_IN_SCOPE, SALES_IN_SCOPE } from "./sales-sql";

/** The range's refunds that gave money back (the service's and cash), added up. $1-$4 as the figures'. */
const REFUNDED = statement<{ count: number; amount: string }>("dash_overview_refunded", `SELECT count(*)::int AS count, COALESCE(sum(amount), 0.00)::text AS amount FROM ${REFUNDS_IN_SCOPE} AS refunds`);

/**
 * Every figure of the range in one pass (GROUPING SETS; sums as numeric, never floats).
 * Parameters: $1 start, $2 end, $3 branch or null, $4 terminal or null, $5-$9 the groups, $10 the time zone.
 */
const figures = (unit: "hour" | "day") => `WITH scope AS (
  SELECT branch, terminal, payment, status, amount, tip, grp,
    ${unit === "hour" ? `extract(hour FROM at AT TIME ZONE $10::text)::int::text` : `to_char(at AT TIME ZONE $10::text, 'YYYY-MM-DD')`} AS bucket
  FROM ${SALES_IN_SCOPE} AS sales
)
SELECT GROUPING(branch, terminal, payment, grp, status, bucket)::int AS set, branch, terminal, payment, grp, status, bucket,
  count(*)::int AS payments,
  COALESCE(sum(amount), 0.00)::text AS amount,
  count(*) FILTER (WHERE grp = 'authorized')::int AS sales,
  COALESCE(sum(amount) FILTER (WHERE grp = 'authorized'), 0.00)::text AS collected,
  count(*) FILTER (WHERE ${FINISHED})::int AS finished,
  round(sum(amount) FILTER (WHERE grp = 'authorized') / NULLIF(count(*) FILTER (WHERE grp = 'authorized'), 0), 2)::text AS average_ticket,
  count(*) FILTER (WHERE grp = 'authorized' AND tip > 0)::int AS tipped,
  COALESCE(sum(tip) FILTER (WHERE grp = 'authorized'), 0.00)::text AS tips,
  COALESCE(sum(tip) FILTER (WHERE grp = 'authorized' AND payment = 'cash'), 0.00)::text AS cash_tips
FROM scope
GROUP BY GROUPING SETS ((), (grp), (grp, status), (branch), (branch, terminal), (payment), (bucket))`;

export type OverviewRow = {
  set: number;
  branch: string | null;
  terminal: string | null;
  payment: string | null;
  grp: string | null;
  status: string | null;
  bucket: string | null;
  payments: number;
  amount: string;
  sales: number;
  collected: string;
  finished: number;
  average_ticket: string | null;
  tipped: number;
  tips: string;
  cash_tips: string;
};

/** The statement of each chart unit (prepared once each). */
const FIGURES = { hour: statement<OverviewRow>("dash_overview_figures_hour", figures("hour")), day: statement<OverviewRow>("dash_overview_figures_day", figures("day")) };

/**
 * The overview's figures of a range (lib/dashboard/reports/get-overview.ts): every sale of it added
 * up by the sets of OverviewRow in one statement (buckets of an hour or a day in `timeZone`), and
 * the refunds that gave money back in it. `scope`: the range [start, end), a branch and a terminal (null: any).
 */
export async function sumOverview(
  store: Store,
  scope: { start: Date; end: Date; branch: string | null; terminal: string | null },
  unit: "hour" | "day",
  timeZone: string,
): Promise<{ rows: OverviewRow[]; refunded: { count: number; amount: string } | undefined }> {
  const params = [scope.start.toISOString(), scope.end.toISOString(), scope.branch, scope.terminal];
  const [rows, [refunded]] = await Promise.all([store.sql(FIGURES[unit], [...params, ...groupParams(), timeZone]), store.sql(REFUNDED, params)]);
  return { rows, refunded };
}
