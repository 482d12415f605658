import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { LIVE_CHANNEL, type LiveChange } from "../live-bus";

/*
 * The merge rule of the dashboard's copy of the payments (dashboard_intent, its history
 * dashboard_intent_event, its refunds dashboard_refund): the one place that writes them from what
 * the service tells. A status or refund fact replaces what the copy holds only with a later
 * sequence number of its intent, so an older one (a late page, a redelivered or late webhook) never
 * moves a payment back. Both writers call applyToCopy: the webhook receiver (one fact, one round
 * trip) and the sync (a feed page, inside the transaction that moves its cursor).
 */

/**
 * A webhook in one statement (one round trip on the hot path): the intent's copy inserted if
 * unknown (its fields come with the sync's next page) and its status replaced only by a later
 * sequence number, so an older event (late, redelivered, after the feed brought a newer one) never
 * overwrites a newer status; the event in the history (a repeated one only counts another receipt);
 * and a NOTIFY for live pages when the shown status changed. The event is stored at the service's
 * time (the caja-event-time header; its arrival's when a sender does not send it), so the sync's
 * page, which carries the same time, finds nothing to correct.
 * $1 id, $2 status, $3 code, $4 seq, $5 reason, $6 final, $7 webhook id, $8 raw webhook, $9 live change, $10 event time.
 */
const STORE_WEBHOOK = statement<{ changed: number; receipts: number; notified: number; detailed: boolean }>(
  "dash_store_webhook",
  `WITH intent AS (
     INSERT INTO dashboard_intent (id, status, code, seq, reason, final, first_seen_at, updated_at)
     VALUES ($1, $2, $3::int, $4::int, $5::text, $6::boolean, now(), now())
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, code = excluded.code, seq = excluded.seq,
       reason = excluded.reason, final = excluded.final, updated_at = now()
       WHERE dashboard_intent.seq < excluded.seq
     RETURNING id
   ), event AS (
     INSERT INTO dashboard_intent_event (intent_id, seq, status, code, reason, source, webhook_id, raw, receipts, occurred_at, received_at)
     SELECT $1, $4::int, $2, $3::int, $5::text, 'webhook', $7, $8::jsonb, 1, COALESCE($10::timestamptz, now()), now()
     WHERE EXISTS (SELECT 1 FROM intent) OR EXISTS (SELECT 1 FROM dashboard_intent WHERE id = $1)
     ON CONFLICT (intent_id, seq) DO UPDATE SET receipts = dashboard_intent_event.receipts + 1,
       webhook_id = COALESCE(dashboard_intent_event.webhook_id, excluded.webhook_id),
       raw = COALESCE(dashboard_intent_event.raw, excluded.raw), source = 'webhook'
     RETURNING receipts
   )
   SELECT
     (SELECT count(*) FROM intent)::int AS changed,
     COALESCE((SELECT receipts FROM event), 0)::int AS receipts,
     COALESCE((SELECT detailed FROM dashboard_intent WHERE id = $1), false) AS detailed,
     (SELECT count(*) FROM intent, LATERAL (SELECT pg_notify('${LIVE_CHANNEL}', $9)) AS n)::int AS notified`,
);

/**
 * A refund webhook in one statement: the refund's copy inserted or replaced by a later event of its
 * intent (never moved back), when the dashboard knows the intent (its status webhooks come first,
 * in order; otherwise the sync brings both), and a NOTIFY for live pages when it changed. The
 * intent's row is locked first, as the sync locks it before its refunds (no deadlock between them).
 * $1 refund, $2 intent, $3 amount, $4 status, $5 reason, $6 seq, $7 created.
 */
const STORE_REFUND_WEBHOOK = statement<{ changed: number }>(
  "dash_store_refund_webhook",
  `WITH intent AS (
     SELECT id FROM dashboard_intent WHERE id = $2 FOR KEY SHARE
   ), copied AS (
     INSERT INTO dashboard_refund AS d (id, intent_id, amount, status, reason, seq, created_at, updated_at)
     SELECT $1, intent.id, $3::numeric, $4, $5::text, $6::int, $7::timestamptz, now() FROM intent
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, seq = excluded.seq, updated_at = now() WHERE d.seq < excluded.seq
     RETURNING intent_id
   )
   SELECT count(*)::int AS changed FROM copied r JOIN dashboard_intent i ON i.id = r.intent_id,
     LATERAL (SELECT pg_notify('${LIVE_CHANNEL}', json_build_object('intent', i.id, 'status', i.status, 'code', i.code, 'seq', i.seq, 'reason', i.reason, 'refund', true)::text)) AS n`,
);

/** The copies of the page's intents as they are, locked in id order (the receiver may be writing one). */
const LOCK_COPIES = statement<{ id: string; status: string; code: number; seq: number; reason: string | null; detailed: boolean }>(
  "dash_sync_lock_copies",
  "SELECT id, status, code, seq, reason, detailed FROM dashboard_intent WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE",
);

/**
 * Each intent of the page once (its latest event of the page): inserted if unknown; its fields
 * written (they are the service's, the last 4 digits kept once known); its status replaced only by
 * a later sequence number, so an older event (a late page, a webhook that got there first) never
 * moves a status back. A copy the page would not change is not written (the webhook got there
 * first and the fields are known): one write per event.
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
     detailed = true, updated_at = now()
   WHERE excluded.seq > d.seq OR NOT d.detailed
     OR (d.payment, d.amount, d.branch, d.terminal, d.ticket, d.concept, d.items, d.created_at)
        IS DISTINCT FROM (excluded.payment, excluded.amount, excluded.branch, excluded.terminal, excluded.ticket, excluded.concept, excluded.items, excluded.created_at)
     OR (excluded.phone_last4 IS NOT NULL AND excluded.phone_last4 IS DISTINCT FROM d.phone_last4)
     OR (excluded.card_last4 IS NOT NULL AND excluded.card_last4 IS DISTINCT FROM d.card_last4)`,
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
const UPSERT_REFUNDS = statement<{ intent_id: string }>(
  "dash_sync_upsert_refunds",
  `INSERT INTO dashboard_refund AS d (id, intent_id, amount, status, reason, seq, created_at, updated_at)
   SELECT x.id, x.intent, x.amount, x.status, x.reason, x.seq, x.created, now()
   FROM jsonb_to_recordset($1::jsonb) AS x(id text, intent text, amount numeric, status text, reason text, seq int, created timestamptz)
   ON CONFLICT (id) DO UPDATE SET status = excluded.status, seq = excluded.seq, updated_at = now() WHERE d.seq < excluded.seq
   RETURNING intent_id`,
);

/** Live pages hear of each intent the page added, moved or filled in, when the transaction commits. */
const NOTIFY = statement<{ notified: string }>("dash_sync_notify", `SELECT count(pg_notify('${LIVE_CHANNEL}', change)) AS notified FROM jsonb_array_elements_text($1::jsonb) AS change`);

/** A status webhook: the intent's new status, its event in the history (`raw`: the webhook as JSON), what live pages are told. */
export type StatusFact = {
  id: string;
  status: string;
  code: number;
  seq: number;
  reason: string | null;
  final: boolean;
  webhookId: string;
  raw: string;
  change: LiveChange;
  /** when the service recorded the event (ISO), null when the sender did not say */
  at: string | null;
};

/** A refund webhook: the refund as it told it. */
export type RefundFact = { refund: string; intent: string; amount: string; status: string; reason: string | null; seq: number; created: string };

/** One intent of a feed page at its latest event of the page, with the service's fields. */
export type CopyFact = {
  id: string;
  payment: string;
  amount: string;
  branch?: string | null;
  terminal?: string | null;
  ticket?: string | null;
  concept?: string | null;
  items?: unknown;
  created: string;
  phone: string | null;
  card: string | null;
  status: string;
  code: number;
  seq: number;
  reason: string | null;
  final: boolean;
};

/** A page of the feed: its intents (latest event each), every status event of it, its refunds (latest event each). */
export type PageFacts = {
  copies: CopyFact[];
  history: Array<{ intent: string; seq: number; status: string; code: number; reason: string | null; at: string }>;
  refunds: Array<{ id: string; intent: string; amount: string; status: string; reason: string | null; seq: number; created: string }>;
};

export type Fact = { kind: "status"; fact: StatusFact } | { kind: "refund"; fact: RefundFact } | { kind: "page"; facts: PageFacts };

/**
 * What a fact changed: the copy's rows it moved (a page: the live changes it sent), a status
 * webhook's receipts of its event, and whether the copy already had the fields a webhook does not
 * carry (amount, branch, items…: false for an intent the dashboard had not heard of).
 */
export type Applied = { changed: number; receipts: number; detailed: boolean };

/**
 * Applies what the service told (a status webhook, a refund webhook, or a page of its feed) to the
 * dashboard's copy, sequence-guarded, and tells live pages what changed (at commit inside a
 * transaction). A page is applied inside the transaction that moves the sync's cursor: its copies
 * are locked first, in id order, as the receiver locks an intent before its refund, so the two
 * writers never wait on each other in a circle.
 */
export async function applyToCopy(store: Store, fact: Fact): Promise<Applied> {
  if (fact.kind === "status") {
    const f = fact.fact;
    const [row] = await store.sql(STORE_WEBHOOK, [f.id, f.status, f.code, f.seq, f.reason, f.final, f.webhookId, f.raw, JSON.stringify(f.change), f.at]);
    return { changed: row?.changed ?? 0, receipts: row?.receipts ?? 0, detailed: row?.detailed ?? false };
  }
  if (fact.kind === "refund") {
    const f = fact.fact;
    const [row] = await store.sql(STORE_REFUND_WEBHOOK, [f.refund, f.intent, f.amount, f.status, f.reason, f.seq, f.created]);
    return { changed: row?.changed ?? 0, receipts: 0, detailed: (row?.changed ?? 0) > 0 };
  }
  return { changed: await applyPage(store, fact.facts), receipts: 0, detailed: true };
}

async function applyPage(store: Store, { copies, history, refunds }: PageFacts): Promise<number> {
  if (copies.length === 0 && refunds.length === 0) return 0;
  const touched = [...new Set([...copies.map((c) => c.id), ...refunds.map((r) => r.intent)])];
  const before = new Map((await store.sql(LOCK_COPIES, [touched])).map((row) => [row.id, row]));
  if (copies.length > 0) {
    await store.sql(UPSERT_COPIES, [JSON.stringify(copies)]);
    await store.sql(INSERT_EVENTS, [JSON.stringify(history)]);
  }
  const refunded = refunds.length > 0 ? new Set((await store.sql(UPSERT_REFUNDS, [JSON.stringify(refunds)])).map((row) => row.intent_id)) : new Set<string>();
  const inPage = new Set(copies.map((c) => c.id));
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
    if (!copy || inPage.has(id)) continue;
    changes.push(JSON.stringify({ intent: id, status: copy.status, code: copy.code, seq: copy.seq, reason: copy.reason, refund: true } satisfies LiveChange));
  }
  // the page's changes in one statement, however many (one round trip), sent when the transaction commits
  if (changes.length > 0) await store.sql(NOTIFY, [JSON.stringify(changes)]);
  return changes.length;
}
