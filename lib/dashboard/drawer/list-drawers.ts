import type { Store } from "../../db/store";
import { summarizeDrawers, type DrawerSummary } from "./summarize-drawer";

/**
 * The drawers opened in [start, end) (a day of the corte de caja), optionally of one branch or
 * till, oldest first; `openedBy` narrows them to one cashier's (a cashier sees their own). One read
 * for all of them.
 */
export async function listDrawers(store: Store, scope: { start: Date; end: Date; branch?: string; terminal?: string; openedBy?: string }): Promise<DrawerSummary[]> {
  return summarizeDrawers(store, {
    openedAt: { gte: scope.start, lt: scope.end },
    ...(scope.openedBy ? { openedBy: scope.openedBy } : {}),
    till: { ...(scope.branch ? { branch: scope.branch } : {}), ...(scope.terminal ? { terminal: scope.terminal } : {}) },
  });
}
