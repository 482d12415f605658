import { UNAVAILABLE, type SyncResult } from "./create-sync-loop";
import { syncHolder } from "./start-sync";

/**
 * Asks this process's sync for a pass: a webhook arrived (the copy has its status already; the
 * pass brings what the webhook does not carry), or a page needs what the service committed before
 * now (an id the copy does not know yet, a canceled payment). With `waitMs`, waits for a pass that
 * started after this call, at most that long, and answers how it went; without, answers at once.
 * Where the sync is not running (no payment API configured) it answers that the API is unavailable.
 */
export async function requestSync(waitMs?: number): Promise<SyncResult> {
  const loop = syncHolder.loop;
  if (!loop) return UNAVAILABLE;
  if (waitMs === undefined) {
    loop.wake();
    return { ok: true, events: 0, changed: 0 };
  }
  return loop.now(waitMs);
}
