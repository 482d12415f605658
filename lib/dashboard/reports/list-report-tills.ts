import type { Store } from "../../db/store";
import { listSaleTills } from "../intents/list-sale-tills";

const collator = new Intl.Collator("en", { numeric: true });

/** Natural order ("Caja 2" before "Caja 10"). */
export const byNaturalName = (a: string, b: string) => collator.compare(a, b);

/**
 * For a report's choosers: the branches that had payments or cash sales in [start, end), and the
 * terminals (of the chosen branch, if any); what is chosen stays choosable even without payments.
 */
export async function listReportTills(store: Store, range: { start: Date; end: Date }, chosen: { branch?: string; terminal?: string }): Promise<{ branches: string[]; terminals: string[] }> {
  const tills = await listSaleTills(store, range);
  const unique = (values: string[]) => [...new Set(values)].sort(byNaturalName);
  return {
    branches: unique([...tills.map((till) => till.branch), ...(chosen.branch ? [chosen.branch] : [])]),
    terminals: unique([...tills.filter((till) => !chosen.branch || till.branch === chosen.branch).map((till) => till.terminal), ...(chosen.terminal ? [chosen.terminal] : [])]),
  };
}
