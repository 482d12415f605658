import type { Store } from "../../db/store";
import { summarizeDrawer, type DrawerSummary } from "./summarize-drawer";

/** A till's open drawer with its figures so far, or null when none is open. */
export async function findTillDrawer(store: Store, tillId: string): Promise<DrawerSummary | null> {
  const open = await store.prisma.dashboardDrawer.findFirst({ where: { tillId, closedAt: null }, select: { id: true } });
  return open ? summarizeDrawer(store, open.id) : null;
}
