import type { Store } from "../db/store";
import type { PaymentApi } from "../dashboard/payment-api";
import { createSyncLoop } from "../dashboard/sync/create-sync-loop";
import { runSyncPass, syncFailure } from "../dashboard/sync/run-sync-pass";
import { syncHolder } from "../dashboard/sync/start-sync";

export type TestSync = {
  /** feed pages read so far */
  readonly reads: number;
  /** the API the sync reads from now on (e.g. one that cannot be reached) */
  use(api: Pick<PaymentApi, "events">): void;
  stop(): Promise<void>;
};

/**
 * The dashboard's sync as the server runs it (the same loop and pass), installed as this process's
 * sync (what requestSync and readIntent wake and wait for), counting the feed pages it reads. It
 * runs one pass at start, then only when woken (no interval to race the test, no retry of its own
 * after a failure).
 */
export function startTestSync(store: Store, api: Pick<PaymentApi, "events">): TestSync {
  let current = api;
  let reads = 0;
  const counted: Pick<PaymentApi, "events"> = { events: (after, limit) => ((reads += 1), current.events(after, limit)) };
  const loop = createSyncLoop({ intervalMs: 3_600_000, pass: () => runSyncPass(store, counted, `test-${process.pid}`), failure: syncFailure, maxBackoffMs: 3_600_000 });
  syncHolder.loop = loop;
  return {
    get reads() {
      return reads;
    },
    use: (next) => (current = next),
    async stop() {
      await loop.stop();
      if (syncHolder.loop === loop) syncHolder.loop = null;
    },
  };
}
