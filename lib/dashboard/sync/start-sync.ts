import { randomBytes } from "node:crypto";
import type { Store } from "../../db/store";
import { log } from "../../log";
import { processState } from "../../process-state";
import { PaymentApiError, type PaymentApi } from "../payment-api";
import { createSyncLoop, type SyncLoop } from "./create-sync-loop";
import { runSyncPass, syncFailure } from "./run-sync-pass";

/** This process's sync, for the receiver and the pages to wake or wait for (requestSync). */
export const syncHolder = processState("dashboardSync", () => ({ loop: null as SyncLoop | null }));

/**
 * Starts the dashboard's sync in this process (once): the one owner of the dashboard's copy of the
 * intents besides the webhook receiver. It reads the payment service's event feed at start, every
 * `intervalMs`, whenever a webhook or a page wakes it, and as soon as the service answers again
 * after an outage; several instances share the feed through its lease.
 */
export function startSync(store: Store, api: Pick<PaymentApi, "events">, intervalMs: number): SyncLoop {
  if (syncHolder.loop) return syncHolder.loop;
  const owner = `${process.pid}-${randomBytes(4).toString("hex")}`;
  // this process's own API may not be listening yet when the first passes run
  const quietUntil = Date.now() + 15_000;
  let warned = false;
  const loop = createSyncLoop({
    intervalMs,
    pass: () => runSyncPass(store, api, owner),
    failure(error, failures) {
      const { code, status } = syncFailure(error);
      const fields = { code, failures, error: error instanceof Error ? error.message : String(error) };
      // the service or the database away: said once, then every 30th failure; anything else every time
      const expected = code === "database_unavailable" || code === "payment_api_unavailable" || code === "rate_limited" || (error instanceof PaymentApiError && error.httpStatus >= 500);
      const quiet = code === "payment_api_unavailable" && Date.now() < quietUntil;
      if (!expected) log.error("dashboard.sync_failed", fields);
      else if ((!warned && !quiet) || failures % 30 === 0) {
        warned = true;
        log.warn("dashboard.sync_waiting", fields);
      }
      const retryAfter = error instanceof PaymentApiError ? Number(error.data.retryAfter) : NaN;
      return { code, status, ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}) };
    },
    recovered(failures) {
      if (warned) log.info("dashboard.sync_resumed", { failedPasses: failures });
      warned = false;
    },
  });
  syncHolder.loop = loop;
  return loop;
}
