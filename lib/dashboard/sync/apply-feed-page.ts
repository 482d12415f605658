import { isFinalStatus } from "../../contract/statuses";
import type { Database } from "../../db/client";
import { statement } from "../../db/statements";
import { LIVE_CHANNEL, type LiveChange } from "../live-bus";
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
const MOVE_CURSOR = statement(
  "dash_sync_move_cursor",
  `UPDATE dashboard_sync SET cursor = $4, applied = applied + $5::bigint, last_event_at = COALESCE($6::timestamptz, last_event_at),
     lease_until = now() + make_interval(secs => $7::int), updated_at = now()
   WHERE id = $1 AND lease_owner = $2 AND cursor IS NOT DISTINCT FROM $3::text
   RETURNING id`,
);

/** The copies of the page's intents as they are, locked in id order (the receiver may be writing one). */
const LOCK_COPIES = statement(
  "dash_sync_lock_copies",
  "SELECT id, status, code, seq, reason, detailed FROM dashboard_intent WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE",
);

/**
 * Each intent of the page once (its latest event of the page): inserted if unknown; its fields
 * written (they are the service's, the last 4 digits kept once known); its status replaced only by
 * a later sequence number, so an older event (a late page, a webhook that got there first) never
 * moves a status back.
 */
const UPSERT_COPIES = statement(
  "dash_sync_upsert_copies",
  `INSERT INTO dashboard_intent AS d (id, payment, amount, branch, terminal, ticket, concept, items, created_at, phone_last4, card_last4,
       status, code, seq, reason, final, detailed, first_seen_at, updated_at)
   SELECT x.id, x.payment, x.amount, x.branch, x.terminal, x.ticket, x.concept, x.items, x.created, x.phone, x.card,
       x.status, x.code, x.seq, x.reason, x.final, true, now(), now()
   FROM jsonb_to_recordset($1::jsonb) AS x(id text, payment text, amount numeric, branch text, terminal text, ticket text, concept text,
       items jsonb, created timestamptz, phone text, card text, status text, code int, seq int, reason text, final boolean)
   ON CONFLICT (id) DO UPDATE SET
     payment = excluded.payment, amount = excluded.amount, branch = excluded.branch, terminal = excluded.terminal,
     ticket = excluded.ticket, concept = excluded.concept, items = excluded.items, created_at = excluded.created_at,
     phone_last4 = COALESCE(excluded.phone_last4, d.phone_last4), card_last4 = COALESCE(excluded.card_last4, d.card_last4),
     status = CASE WHEN excluded.seq > d.seq THEN excluded.status ELSE d.status END,
     code = CASE WHEN excluded.seq > d.seq THEN excluded.code ELSE d.code END,
     reason = CASE WHEN excluded.seq > d.seq THEN excluded.reason ELSE d.reason END,
     final = CASE WHEN excluded.seq > d.seq THEN excluded.final ELSE d.final END,
     seq = GREATEST(d.seq, excluded.seq),
     detailed = true, updated_at = now()`,
);

/**
 * Every event of the page in the intent's history, at the time the service entered it (a status a
 * webhook stored first keeps its webhook, and gets the service's time instead of its arrival's).
 */
const INSERT_EVENTS = statement(
  "dash_sync_insert_events",
  `INSERT INTO dashboard_intent_event AS e (intent_id, seq, status, code, reason, source, receipts, occurred_at, received_at)
   SELECT x.intent, x.seq, x.status, x.code, x.reason, 'feed', 0, x.at, now()
   FROM jsonb_to_recordset($1::jsonb) AS x(intent text, seq int, status text, code int, reason text, at timestamptz)
   ON CONFLICT (intent_id, seq) DO UPDATE SET occurred_at = excluded.occurred_at
     WHERE e.occurred_at IS DISTINCT FROM excluded.occurred_at`,
);

/**
 * The page's refunds, each at its latest event of the page: inserted if unknown, else replaced only
 * by a later event of the intent (a late page or a webhook that got there first never moves a
 * refund back). Answers the intents whose refunds changed.
 */
const UPSERT_REFUNDS = statement(
  "dash_sync_upsert_refunds",
  `INSERT INTO dashboard_refund AS d (id, intent_id, amount, status, reason, seq, created_at, updated_at)
   SELECT x.id, x.intent, x.amount, x.status, x.reason, x.seq, x.created, now()
   FROM jsonb_to_recordset($1::jsonb) AS x(id text, intent text, amount numeric, status text, reason text, seq int, created timestamptz)
   ON CONFLICT (id) DO UPDATE SET status = excluded.status, seq = excluded.seq, updated_at = now() WHERE d.seq < excluded.seq
   RETURNING intent_id`,
);

/** Live pages hear of each intent the page added, moved or filled in, when the transaction commits. */
const NOTIFY = statement("dash_sync_notify", `SELECT count(pg_notify('${LIVE_CHANNEL}', change)) AS notified FROM jsonb_array_elements_text($1::jsonb) AS change`);

export type AppliedPage = { events: number; intents: number; changed: number };

/**
 * Applies one page of the service's event feed to the dashboard's copy of its intents, and moves
 * the sync's cursor past it, in one transaction: either the whole page is in the copy and the
 * cursor after it, or neither (a crash in between reads the page again; applying it twice changes
 * nothing). Refused (SyncLeaseLost, nothing written) when this instance no longer holds the lease
 * or the cursor is not where this pass read the page from.
 */
export async function applyFeedPage(
  db: Database,
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

  return db.store.transaction(async ({ exec }) => {
    const moved = await exec(MOVE_CURSOR, [SYNC_FEED, page.owner, page.from, page.next, page.events.length, lastAt, page.leaseSeconds]);
    if (moved.length === 0) throw new SyncLeaseLost();
    if (copies.length === 0 && refunds.length === 0) return { events: page.events.length, intents: 0, changed: 0 };
    type Copy = { id: string; status: string; code: number; seq: number; reason: string | null; detailed: boolean };
    // every intent the page touches, its copy and its refunds', locked first and in id order: the receiver
    // locks an intent before its refund too, so the two never wait on each other in a circle
    const touched = [...new Set([...copies.map((c) => c.id), ...refunds.map((r) => r.intent)])];
    const before = new Map((await exec<Copy>(LOCK_COPIES, [touched])).map((row) => [row.id, row]));
    if (copies.length > 0) {
      await exec(UPSERT_COPIES, [JSON.stringify(copies)]);
      await exec(INSERT_EVENTS, [JSON.stringify(history)]);
    }
    const refunded = refunds.length > 0 ? new Set((await exec<{ intent_id: string }>(UPSERT_REFUNDS, [JSON.stringify(refunds)])).map((row) => row.intent_id)) : new Set<string>();
    const changes: string[] = [];
    for (const copy of copies) {
      const was = before.get(copy.id);
      const moved = !was || was.seq < copy.seq;
      const filled = !was || !was.detailed;
      if (!moved && !filled) continue;
      const shown = moved ? copy : was!;
      changes.push(JSON.stringify({ intent: copy.id, status: shown.status, code: shown.code, seq: shown.seq, reason: shown.reason, ...(filled ? { filled: true } : {}) } satisfies LiveChange));
    }
    // an intent whose refunds changed and whose status did not: as it stands (this page did not move it)
    for (const id of refunded) {
      const copy = before.get(id);
      if (!copy || latest.has(id)) continue;
      changes.push(JSON.stringify({ intent: id, status: copy.status, code: copy.code, seq: copy.seq, reason: copy.reason, refund: true } satisfies LiveChange));
    }
    if (changes.length > 0) await exec(NOTIFY, [JSON.stringify(changes)]);
    return { events: page.events.length, intents: copies.length, changed: changes.length };
  });
}
