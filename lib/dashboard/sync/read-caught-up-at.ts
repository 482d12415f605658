import type { Store } from "../../db/store";
import { SYNC_FEED } from "./sync-lease";

/** When the sync's last complete pass over the feed began (everything the service had committed by then is in the copy); null: none yet. */
export async function readCaughtUpAt(store: Store): Promise<Date | null> {
  const sync = await store.prisma.dashboardSync.findUnique({ where: { id: SYNC_FEED }, select: { caughtUpAt: true } });
  return sync?.caughtUpAt ?? null;
}
