import type { Store } from "../../db/store";
import { isDatabaseUnavailable } from "../../db/database-errors";
import { log } from "../../log";
import { PaymentApiError, paymentApiTimedOut, isPaymentApiUnreachable, type FeedPage, type PaymentApi } from "../payment-api";
import { applyFeedPage } from "./apply-feed-page";
import { LEASE_SECONDS, syncLease } from "./sync-lease";

/** Events per page: the feed's most (a burst is caught up in a few requests, never one per intent). */
const PAGE_SIZE = 500;
/** A pass that reads for longer than this says how far it has got, this often. */
const PROGRESS_EVERY_MS = 5_000;

export type SyncPass =
  /** read to the end of the feed: every event the service had committed when the pass started is in the copy */
  | { kind: "caught-up"; events: number; changed: number; pages: number; ms: number }
  /** another instance is reading the feed now */
  | { kind: "leased" };

/**
 * A failed pass as an error code and HTTP status (for the sync's row, the log, and a page that
 * waited for it): the API's own refusal, the API or the database not answering, or a bug (500).
 */
export function syncFailure(error: unknown): { code: string; status: number } {
  if (error instanceof PaymentApiError) return { code: error.code, status: error.httpStatus };
  if (paymentApiTimedOut(error)) return { code: "payment_api_unavailable", status: 504 };
  if (isPaymentApiUnreachable(error)) return { code: "payment_api_unavailable", status: 502 };
  if (isDatabaseUnavailable(error)) return { code: "database_unavailable", status: 503 };
  return { code: "internal_error", status: 500 };
}

/**
 * One pass of the sync: takes the feed's lease, then reads the service's event feed from the stored
 * cursor, page after page, applying each page and moving the cursor in one transaction
 * (applyFeedPage), until the feed has nothing more; then releases the lease, noting the pass's start
 * as the time the copy was caught up to. A cursor the feed does not know (the dashboard pointed at
 * another service, or the service restored from an older backup) starts the feed over: applying an
 * event twice changes nothing. A long pass (a new dashboard filling itself from the service's
 * history) logs its progress every 5 s. Failures propagate (the caller backs off) after the
 * lease is released with the failure's code.
 */
export async function runSyncPass(store: Store, api: Pick<PaymentApi, "events">, owner: string): Promise<SyncPass> {
  const lease = await syncLease.take(store, owner);
  if (!lease) return { kind: "leased" };
  const started = new Date();
  let cursor = lease.cursor;
  let events = 0;
  let changed = 0;
  let pages = 0;
  let reported = started.getTime();
  // the next page is asked for while this one is applied: reading and writing overlap when catching up
  let ahead: Promise<FeedPage> | null = null;
  try {
    for (;;) {
      let page: FeedPage;
      try {
        page = await (ahead ?? api.events(cursor, PAGE_SIZE));
      } catch (error) {
        ahead = null;
        if (error instanceof PaymentApiError && error.code === "cursor_unknown" && cursor !== null) {
          log.warn("dashboard.sync_restarted", { reason: "the payment API does not know the stored cursor: reading its feed from the start" });
          if (!(await syncLease.restart(store, owner, cursor))) throw error;
          cursor = null;
          continue;
        }
        throw error;
      }
      ahead = page.has_more ? api.events(page.next, PAGE_SIZE) : null;
      ahead?.catch(() => {}); // awaited (and its failure met) on the next turn, or dropped with this pass
      const applied = await applyFeedPage(store, { owner, from: cursor, next: page.next, events: page.data, leaseSeconds: LEASE_SECONDS });
      cursor = page.next;
      events += applied.events;
      changed += applied.changed;
      pages++;
      if (!page.has_more) break;
      if (Date.now() - reported >= PROGRESS_EVERY_MS) {
        reported = Date.now();
        const seconds = (reported - started.getTime()) / 1000;
        log.info("dashboard.sync_progress", { events, pages, seconds: Math.round(seconds), perSecond: Math.round(events / seconds), lastEventAt: page.data.at(-1)?.at ?? null });
      }
    }
  } catch (error) {
    await syncLease.release(store, owner, { caughtUpAt: null, error: syncFailure(error).code }).catch(() => {});
    throw error;
  }
  await syncLease.release(store, owner, { caughtUpAt: started, error: null });
  const ms = Date.now() - started.getTime();
  if (ms >= PROGRESS_EVERY_MS) log.info("dashboard.sync_caught_up", { events, pages, seconds: Math.round(ms / 1000), perSecond: Math.round((events * 1000) / ms) });
  return { kind: "caught-up", events, changed, pages, ms };
}
