import { inInstantRange, type PageQuery } from "../../contract/requests";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { getIntentStatus } from "../intents/get-intent-status";
import type { Merchant } from "../types";

/**
 * Where a page of an intent's delivery log ends: the entry's event (by its sequence number) and its
 * endpoint (the first endpoint first, then by creation and id), base64url of
 * "<seq> <1 if first endpoint, else 0> <endpoint created> <endpoint>". Opaque to clients.
 */
type Place = { seq: number; primary: boolean; created: Date; endpoint: string };
const encodePlace = (place: Place) => Buffer.from(`${place.seq} ${place.primary ? 1 : 0} ${place.created.toISOString()} ${place.endpoint}`).toString("base64url");
const PLACE = /^(\d{1,9}) ([01]) (\S+) ([A-Za-z0-9_]{1,64})$/;
function decodePlace(cursor: string): Place {
  const [, seq, primary, created, endpoint] = PLACE.exec(Buffer.from(cursor, "base64url").toString("latin1")) ?? [];
  if (!seq || !created || !endpoint || Number.isNaN(Date.parse(created)) || !inInstantRange(created)) {
    throw AppError.invalid([{ field: "after", message: "must be a cursor this list answered as next" }]);
  }
  return { seq: Number(seq), primary: primary === "1", created: new Date(created), endpoint };
}

/** The entries after a place: a later event, or the same event to an endpoint that comes later. */
function after(place: Place) {
  const laterEndpoint = [
    ...(place.primary ? [{ primary: false }] : []),
    { primary: place.primary, createdAt: { gt: place.created } },
    { primary: place.primary, createdAt: place.created, id: { gt: place.endpoint } },
  ];
  return { OR: [{ seq: { gt: place.seq } }, { seq: place.seq, endpoint: { OR: laterEndpoint } }] };
}

/** A refund event's refund as its event told it; null for a status change. */
function refundOf(type: string, data: unknown): { refund: string; amount: number; status: string } | null {
  if (!type.startsWith("refund.") || typeof data !== "object" || data === null) return null;
  const { refund, amount, status } = data as { refund?: unknown; amount?: unknown; status?: unknown };
  return typeof refund === "string" && typeof status === "string" ? { refund, amount: Number(amount), status } : null;
}

/**
 * A page of an intent's webhook events, in sequence order, with each delivery attempt: one entry per
 * event and endpoint that receives it (the merchant's first endpoint first). Each says its type, and
 * a refund's event its refund (the intent's status stays in `status`).
 */
export async function listDeliveries(store: Store, merchant: Merchant, intentId: string, query: PageQuery) {
  await getIntentStatus(store, merchant, intentId); // 404 intent_not_found: none, or another merchant's
  const rows = await store.prisma.webhookOutbox.findMany({
    where: { intentId, ...(query.after ? after(decodePlace(query.after)) : {}) },
    orderBy: [{ seq: "asc" }, { endpoint: { primary: "desc" } }, { endpoint: { createdAt: "asc" } }, { endpointId: "asc" }],
    take: query.limit + 1,
    include: {
      event: { select: { status: true, code: true, reason: true, type: true, data: true } },
      endpoint: { select: { primary: true, createdAt: true } },
      deliveries: { orderBy: { attempt: "asc" } },
    },
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    intent: intentId,
    data: page.map((row) => ({
      event: row.eventId,
      endpoint: row.endpointId,
      seq: row.seq,
      type: row.event.type,
      refund: refundOf(row.event.type, row.event.data),
      status: row.event.status,
      code: row.event.code,
      state: row.state,
      attempts: row.attempts,
      nextAttemptAt: row.state === "pending" ? row.nextAttemptAt.toISOString() : null,
      created: row.createdAt.toISOString(),
      completed: row.completedAt?.toISOString() ?? null,
      deliveries: row.deliveries.map((d) => ({
        attempt: d.attempt,
        at: d.startedAt.toISOString(),
        url: d.url,
        httpStatus: d.httpStatus,
        latencyMs: d.latencyMs,
        error: d.error,
        response: d.response,
      })),
    })),
    has_more: rows.length > query.limit,
    next: rows.length > query.limit && last ? encodePlace({ seq: last.seq, primary: last.endpoint.primary, created: last.endpoint.createdAt, endpoint: last.endpointId }) : null,
  };
}
