import type { Database } from "../../db/client";
import { CREATED_AT } from "./report-sql";

const collator = new Intl.Collator("en", { numeric: true });

/** Natural order ("Caja 2" before "Caja 10"). */
export const byNaturalName = (a: string, b: string) => collator.compare(a, b);

/**
 * For a report's choosers: the branches that had payments or cash sales in [start, end), and the
 * terminals (of the chosen branch, if any); what is chosen stays choosable even without payments.
 */
export async function listReportTills(db: Database, range: { start: Date; end: Date }, chosen: { branch?: string; terminal?: string }): Promise<{ branches: string[]; terminals: string[] }> {
  const tills = await db.query<{ branch: string; terminal: string }>(
    `SELECT branch, terminal FROM dashboard_intent
     WHERE ${CREATED_AT} >= $1::timestamptz AND ${CREATED_AT} < $2::timestamptz AND branch IS NOT NULL AND terminal IS NOT NULL
     UNION
     SELECT t.branch, t.terminal FROM dashboard_till_charge c JOIN dashboard_till t ON t.id = c.till_id
     WHERE c.method = 'cash' AND c.created_at >= $1::timestamptz AND c.created_at < $2::timestamptz`,
    [range.start.toISOString(), range.end.toISOString()],
  );
  const unique = (values: string[]) => [...new Set(values)].sort(byNaturalName);
  return {
    branches: unique([...tills.map((till) => till.branch), ...(chosen.branch ? [chosen.branch] : [])]),
    terminals: unique([...tills.filter((till) => !chosen.branch || till.branch === chosen.branch).map((till) => till.terminal), ...(chosen.terminal ? [chosen.terminal] : [])]),
  };
}
