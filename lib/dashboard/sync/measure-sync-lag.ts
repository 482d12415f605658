import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { SYNC_FEED } from "./sync-lease";

const LAG = statement<{ lag: number | null }>("dash_sync_lag", "SELECT EXTRACT(EPOCH FROM now() - caught_up_at)::float8 AS lag FROM dashboard_sync WHERE id = $1");

/**
 * How old the dashboard's copy of the payments may be, for the metrics: seconds since its last
 * complete pass over the service's feed began (every event before then is in it). Null until a
 * first pass completes.
 */
export async function measureSyncLag(store: Store): Promise<number | null> {
  const [row] = await store.sql(LAG, [SYNC_FEED]);
  return row?.lag ?? null;
}
