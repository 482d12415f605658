import type { EndpointDeliveriesQuery } from "../../contract/requests";
import type { EndpointDeliveries } from "../../contract/responses";
import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import { decodeTimeIdCursor, encodeTimeIdCursor } from "../time-id-cursor";
import type { Store } from "../../db/store";
import type { Merchant } from "../types";
import { classifyDeliveryError } from "./classify-delivery-error";

/** How far back the summary looks, and at most how many of the endpoint's latest events it reads. */
export const SUMMARY_HOURS = 24;
export const SUMMARY_MAX_EVENTS = 1000;

/**
 * The endpoint's last 24 hours at a glance, from at most its 1 000 latest events of that window
 * (bounded work for an endpoint that gets hundreds a second): their states, the 95th percentile of
 * the answered attempts' latency, and the latest failed attempt. No row: not the merchant's endpoint.
 * $1 endpoint, $2 merchant.
 */
const SUMMARY = statement(
  "gw_endpoint_summary",
  `WITH ep AS (
     SELECT id FROM webhook_endpoint WHERE id = $1 AND merchant_id = $2
   ), recent AS (
     SELECT o.event_id, o.state FROM ep JOIN webhook_outbox o ON o.endpoint_id = ep.id
     WHERE o.created_at >= now() - make_interval(hours => ${SUMMARY_HOURS})
     ORDER BY o.created_at DESC LIMIT ${SUMMARY_MAX_EVENTS}
   ), tried AS (
     SELECT a.started_at, a.http_status, a.latency_ms, a.error, a.event_id
     FROM recent r JOIN webhook_attempt a ON a.event_id = r.event_id AND a.endpoint_id = $1
   )
   SELECT now() - make_interval(hours => ${SUMMARY_HOURS}) AS since,
     (SELECT count(*)::int FROM recent) AS events,
     (SELECT count(*)::int FROM recent WHERE state = 'delivered') AS delivered,
     (SELECT count(*)::int FROM recent WHERE state = 'failed') AS failed,
     (SELECT count(*)::int FROM recent WHERE state = 'pending') AS pending,
     (SELECT percentile_disc(0.95) WITHIN GROUP (ORDER BY latency_ms) FROM tried WHERE http_status IS NOT NULL) AS p95,
     (SELECT json_build_object('at', started_at, 'httpStatus', http_status, 'error', error, 'event', event_id)
        FROM tried WHERE http_status IS NULL OR http_status NOT BETWEEN 200 AND 299 ORDER BY started_at DESC LIMIT 1) AS last_error
   FROM ep`,
);

/**
 * The endpoint's events, newest first, after the cursor, filtered, with each one's latest attempt.
 * $1 endpoint, $2 state, $3 type, $4 intent, $5 before time, $6 before event, $7 limit + 1.
 */
const PAGE = statement(
  "gw_endpoint_deliveries",
  `SELECT o.event_id, e.type, o.intent_id, o.seq, o.state, o.attempts, o.created_at, o.completed_at, o.next_attempt_at,
     a.started_at AS last_at, a.http_status AS last_status, a.latency_ms AS last_latency, a.error AS last_error
   FROM webhook_outbox o JOIN intent_status_event e ON e.id = o.event_id
   LEFT JOIN LATERAL (
     SELECT started_at, http_status, latency_ms, error FROM webhook_attempt
     WHERE event_id = o.event_id AND endpoint_id = o.endpoint_id ORDER BY attempt DESC LIMIT 1
   ) a ON true
   WHERE o.endpoint_id = $1
     AND ($2::text IS NULL OR o.state = $2::text) AND ($3::text IS NULL OR e.type = $3::text) AND ($4::text IS NULL OR o.intent_id = $4::text)
     AND ($5::timestamptz IS NULL OR (o.created_at, o.event_id) < ($5::timestamptz, $6::text))
   ORDER BY o.created_at DESC, o.event_id DESC
   LIMIT $7::int`,
);

type SummaryRow = {
  since: Date;
  events: number;
  delivered: number;
  failed: number;
  pending: number;
  p95: number | null;
  last_error: { at: string; httpStatus: number | null; error: string | null; event: string } | null;
};
type Entry = EndpointDeliveries["data"][number];
type Row = {
  event_id: string;
  type: Entry["type"];
  intent_id: string | null;
  seq: number;
  state: Entry["state"];
  attempts: number;
  created_at: Date;
  completed_at: Date | null;
  next_attempt_at: Date;
  last_at: Date | null;
  last_status: number | null;
  last_latency: number | null;
  last_error: string | null;
};

/**
 * GET /webhook-endpoints/{endpoint}/deliveries: the endpoint's last 24 hours at a glance
 * (delivered, failed, pending, the p95 latency of its answered attempts, the latest failure and
 * its kind), and its delivery log, newest first, a page at a time, filtered by state, event type
 * or intent, each entry with its latest attempt.
 */
export async function listEndpointDeliveries(store: Store, merchant: Merchant, endpointId: string, query: EndpointDeliveriesQuery): Promise<EndpointDeliveries> {
  const [summary] = await store.sql<SummaryRow>(SUMMARY, [endpointId, merchant.id]);
  if (!summary) throw new AppError("webhook_endpoint_not_found");
  const before = query.before ? decodeTimeIdCursor(query.before, "before", "log") : null;
  const rows = await store.sql<Row>(PAGE, [endpointId, query.state ?? null, query.type ?? null, query.intent ?? null, before?.at ?? null, before?.id ?? null, query.limit + 1]);
  const page = rows.slice(0, query.limit);
  const lastError = summary.last_error;
  return {
    endpoint: endpointId,
    summary: {
      since: summary.since.toISOString(),
      events: summary.events,
      delivered: summary.delivered,
      failed: summary.failed,
      pending: summary.pending,
      p95LatencyMs: summary.p95,
      lastError: lastError
        ? { at: new Date(lastError.at).toISOString(), event: lastError.event, httpStatus: lastError.httpStatus, error: lastError.error, failure: classifyDeliveryError(lastError.httpStatus === null ? lastError.error : null) }
        : null,
    },
    data: page.map((row) => ({
      event: row.event_id,
      type: row.type,
      intent: row.intent_id,
      seq: row.seq,
      state: row.state,
      attempts: row.attempts,
      nextAttemptAt: row.state === "pending" ? row.next_attempt_at.toISOString() : null,
      created: row.created_at.toISOString(),
      completed: row.completed_at?.toISOString() ?? null,
      last: row.last_at ? { at: row.last_at.toISOString(), httpStatus: row.last_status, latencyMs: row.last_latency ?? 0, error: row.last_error, failure: classifyDeliveryError(row.last_status === null ? row.last_error : null) } : null,
    })),
    has_more: rows.length > query.limit,
    next: rows.length > query.limit ? encodeTimeIdCursor(page.at(-1)!.created_at, page.at(-1)!.event_id) : null,
  };
}
