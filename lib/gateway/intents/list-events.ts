import { INSTALLATION_ID_SQL } from "../../db/read-installation-id";
import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import type { EndpointFeedEvent, FeedEvent, PayoutFeedEvent, PayoutRecord } from "../../contract/responses";
import type { Merchant } from "../types";
import type { Store } from "../../db/store";
import { decodeFeedCursor, encodeFeedCursor, feedTag } from "./feed-cursor";

/** The most events given positions per read: bounds the work of one request after a long silence (the rest wait for the next read). */
const SEQUENCE_BATCH = 2000;

/**
 * Places the merchant's committed events that have no position yet (sequence_feed_events, migration
 * *_event_feed, says why no reader can then skip one), and answers the feed's head, whether events
 * still wait, and the installation id the cursor's tag is made of.
 */
const SEQUENCE = statement(
  "gw_sequence_feed",
  `SELECT s.head::text AS head, s.waiting, ${INSTALLATION_ID_SQL} AS installation
   FROM sequence_feed_events($1, $2::int) AS s`,
);

/** A page of the feed: the events after a position, up to the head placed, with their intents' fields. */
const PAGE = statement(
  "gw_feed_page",
  `SELECT e.position::text AS position, e.id, e.intent_id, e.seq, e.status, e.code, e.reason, e.created_at, e.type, e.data,
     i.payment, i.amount::text AS amount, i.branch, i.terminal, i.requested_at, i.concept, i.ticket, i.items, i.tip::text AS tip,
     i.created_at AS intent_created, i.phone_last4, i.card_last4
   FROM intent_status_event e LEFT JOIN payment_intent i ON i.id = e.intent_id
   WHERE e.merchant_id = $1 AND e.position > $2::bigint AND e.position <= $3::bigint
   ORDER BY e.position
   LIMIT $4::int`,
);

type IntentRow = {
  position: string;
  id: string;
  intent_id: string;
  seq: number;
  status: string;
  code: number;
  reason: string | null;
  created_at: Date;
  type: string;
  data: FeedEvent["refund"] | null;
  payment: FeedEvent["payment"];
  amount: string;
  branch: string;
  terminal: string;
  requested_at: Date;
  concept: string | null;
  ticket: string | null;
  items: FeedEvent["data"]["items"];
  tip: string | null;
  intent_created: Date;
  phone_last4: string | null;
  card_last4: string | null;
};

/** A merchant's own event (endpoint.disabled, payout.*): no intent, its facts in `data`. */
type EndpointRow = { position: string; id: string; intent_id: null; type: string; created_at: Date; data: EndpointFeedEvent["endpoint"] | PayoutRecord };
type Row = IntentRow | EndpointRow;

export type EventPage = { data: Array<FeedEvent | EndpointFeedEvent | PayoutFeedEvent>; next: string; has_more: boolean };

function toEvent(row: Row): FeedEvent | EndpointFeedEvent | PayoutFeedEvent {
  if (row.intent_id === null && row.type.startsWith("payout.")) return { event: row.id, type: row.type as PayoutFeedEvent["type"], at: row.created_at.toISOString(), payout: row.data as PayoutRecord };
  if (row.intent_id === null) return { event: row.id, type: "endpoint.disabled", at: row.created_at.toISOString(), endpoint: row.data as EndpointFeedEvent["endpoint"] };
  return {
    event: row.id,
    type: row.type,
    at: row.created_at.toISOString(),
    intent: row.intent_id,
    seq: row.seq,
    status: row.status,
    code: row.code,
    reason: row.reason,
    payment: row.payment,
    amount: Number(row.amount),
    data: { branch: row.branch, terminal: row.terminal, time: row.requested_at.toISOString(), concept: row.concept, ticket: row.ticket, items: row.items, ...(row.tip === null ? {} : { tip: row.tip }) },
    created: row.intent_created.toISOString(),
    phoneLast4: row.phone_last4,
    cardLast4: row.card_last4,
    ...(row.data ? { refund: row.data } : {}),
  };
}

/**
 * GET /payment/events: the merchant's events after the cursor `after` (from the first without it),
 * oldest first, at most `limit`; the cursor after the page (`next`, the same one when nothing is
 * new); and whether more follow now. The feed is the intents' status history and their refunds'
 * changes (type refund.*), and the merchant's own events (endpoint.disabled), kept as long as they
 * are: a cursor never expires. One this feed did not give (another deployment's, another merchant's,
 * or beyond the head, as after this service's database was restored from an older backup) is
 * 410 cursor_unknown: read again from the start.
 */
export async function listEvents(store: Store, merchant: Merchant, query: { after?: string; limit: number }): Promise<EventPage> {
  const [placed] = await store.sql<{ head: string; waiting: boolean; installation: string }>(SEQUENCE, [merchant.id, SEQUENCE_BATCH]);
  const head = BigInt(placed!.head);
  const tag = feedTag(placed!.installation, merchant.id);
  let from = 0n;
  if (query.after !== undefined) {
    const cursor = decodeFeedCursor(query.after);
    // Of the documented form (the query schema's pattern) but not this feed's: another list's
    // cursor, one altered, one from another deployment or beyond the head: read again from the start.
    if (!cursor || cursor.tag !== tag || cursor.position > head) throw new AppError("cursor_unknown");
    from = cursor.position;
  }
  const rows = await store.sql<Row>(PAGE, [merchant.id, from.toString(), head.toString(), query.limit]);
  const last = rows.length > 0 ? BigInt(rows.at(-1)!.position) : from;
  return { data: rows.map(toEvent), next: encodeFeedCursor({ position: last, tag }), has_more: last < head || placed!.waiting };
}
