import type { Store } from "../../db/store";
import type { Till } from "./till-schemas";

/** Every till set up so far, by branch then terminal (the set-up form offers them). */
export async function listTills(store: Store): Promise<Till[]> {
  return store.prisma.dashboardTill.findMany({ orderBy: [{ branch: "asc" }, { terminal: "asc" }], select: { id: true, branch: true, terminal: true, series: true } });
}
