import type { Db } from "../../db/store";
import { summarizeDrawer, type DrawerSummary } from "./summarize-drawer";

/**
 * The drawers opened in [start, end) (a day of the corte de caja), optionally of one branch or
 * till, oldest first; `openedBy` narrows them to one cashier's (a cashier sees their own).
 */
export async function listDrawers(db: Db, scope: { start: Date; end: Date; branch?: string; terminal?: string; openedBy?: string }): Promise<DrawerSummary[]> {
  const drawers = await db.dashboardDrawer.findMany({
    where: {
      openedAt: { gte: scope.start, lt: scope.end },
      ...(scope.openedBy ? { openedBy: scope.openedBy } : {}),
      till: { ...(scope.branch ? { branch: scope.branch } : {}), ...(scope.terminal ? { terminal: scope.terminal } : {}) },
    },
    orderBy: { openedAt: "asc" },
    select: { id: true },
  });
  const summaries: DrawerSummary[] = [];
  for (const { id } of drawers) summaries.push(await summarizeDrawer(db, id));
  return summaries;
}
