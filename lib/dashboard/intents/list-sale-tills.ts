import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { CREATED_AT } from "../reports/report-sql";

/** $1 start, $2 end: the tills (branch and terminal) of the payments and the cash sales made in [start, end). */
const SALE_TILLS = statement<{ branch: string; terminal: string }>(
  "dash_report_sale_tills",
  `SELECT branch, terminal FROM dashboard_intent
     WHERE ${CREATED_AT} >= $1::timestamptz AND ${CREATED_AT} < $2::timestamptz AND branch IS NOT NULL AND terminal IS NOT NULL
     UNION
     SELECT t.branch, t.terminal FROM dashboard_till_charge c JOIN dashboard_till t ON t.id = c.till_id
     WHERE c.method = 'cash' AND c.created_at >= $1::timestamptz AND c.created_at < $2::timestamptz`,
);

/** The tills (branch and terminal, each once, in no order) that had payments or cash sales in [start, end). */
export async function listSaleTills(store: Store, range: { start: Date; end: Date }): Promise<Array<{ branch: string; terminal: string }>> {
  return store.sql(SALE_TILLS, [range.start.toISOString(), range.end.toISOString()]);
}
