import { isFinalStatus } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { applyToCopy } from "../intents/apply-to-copy";
import type { FeedEvent } from "../payment-api";
import { SYNC_FEED } from "./sync-lease";

const STATUS_EVENT = "intent.status_changed";

/** The page was not applied: another instance moved the cursor or took the lease meanwhile (nothing was written). */
export class SyncLeaseLost extends Error {
  constructor() {
    super("the sync's lease or cursor changed under this pass");
    this.name = "SyncLeaseLost";
  }
}

/**
 * The cursor moves from the one this pass read the page after to the page's next, only while this
 * instance holds the lease and nobody moved the cursor: the first statement of the page's
 * transaction, so the row lock also orders concurrent appliers. Extends the lease.
 * $1 feed, $2 owner, $3 expected cursor, $4 next cursor, $5 events applied, $6 time of the last, $7 lease seconds.
 */
const MOVE_CURSOR = statement<{ id: string }>(
  "dash_sync_move_cursor",
  `UPDATE dashboard_sync SET cursor = $4, applied = applied + $5::bigint, last_event_at = COALESCE($6::timestamptz, last_event_at),
     lease_until = now() + make_interval(secs => $7::int), updated_at = now()
   WHERE id = $1 AND lease_owner = $2 AND cursor IS NOT DISTINCT FROM $3::text
   RETURNING id`,
);

export type AppliedPage = { events: number; intents: number; changed: number };

/**
 * Applies one page of the service's event feed to the dashboard's copy of its intents, and moves
 * the sync's cursor past it, in one transaction: either the whole page is in the copy and the
 * cursor after it, or neither (a crash in between reads the page again; applying it twice changes
 * nothing). Refused (SyncLeaseLost, nothing written) when this instance no longer holds the lease
 * or the cursor is not where this pass read the page from.
 */
export async function applyFeedPage(
  store: Store,
  page: { owner: string; from: string | null; next: string; events: FeedEvent[]; leaseSeconds: number },
): Promise<AppliedPage> {
  // Statuses make the copies and their history; refund changes, the refunds; a type this version
  // does not know is skipped (the feed's rule), its page still applied and the cursor moved past it.
  const statuses = page.events.filter((event) => event.type === STATUS_EVENT);
  const latest = new Map<string, FeedEvent>();
  for (const event of statuses) if ((latest.get(event.intent)?.seq ?? 0) < event.seq) latest.set(event.intent, event);
  const refundsLatest = new Map<string, FeedEvent & { refund: NonNullable<FeedEvent["refund"]> }>();
  for (const event of page.events) {
    if (!event.refund || !event.type.startsWith("refund.")) continue;
    if ((refundsLatest.get(event.refund.refund)?.seq ?? 0) < event.seq) refundsLatest.set(event.refund.refund, event as FeedEvent & { refund: NonNullable<FeedEvent["refund"]> });
  }
  const refunds = [...refundsLatest.values()].map((e) => ({
    id: e.refund.refund,
    intent: e.intent,
    amount: e.refund.amount.toFixed(2),
    status: e.refund.status,
    reason: e.refund.reason,
    seq: e.seq,
    created: e.refund.created,
  }));
  const copies = [...latest.values()].map((e) => ({
    id: e.intent,
    payment: e.payment,
    amount: e.amount.toFixed(2),
    branch: e.data.branch,
    terminal: e.data.terminal,
    ticket: e.data.ticket,
    concept: e.data.concept,
    items: e.data.items,
    created: e.created,
    phone: e.phoneLast4,
    card: e.cardLast4,
    status: e.status,
    code: e.code,
    seq: e.seq,
    reason: e.reason,
    final: isFinalStatus(e.status),
  }));
  const history = statuses.map((e) => ({ intent: e.intent, seq: e.seq, status: e.status, code: e.code, reason: e.reason, at: e.at }));
  const lastAt = page.events.at(-1)?.at ?? null;

  return store.transaction(async (tx) => {
    const moved = await tx.sql(MOVE_CURSOR, [SYNC_FEED, page.owner, page.from, page.next, page.events.length, lastAt, page.leaseSeconds]);
    if (moved.length === 0) throw new SyncLeaseLost();
    const { changed } = await applyToCopy(tx, { kind: "page", facts: { copies, history, refunds } });
    return { events: page.events.length, intents: copies.length, changed };
  });
}
