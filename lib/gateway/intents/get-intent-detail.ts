import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { isAuthorizedStatus } from "../../contract/statuses";
import type { Merchant } from "../types";

export type HistoryEntry = { seq: number; status: string; code: number; reason: string | null; at: string };

/**
 * GET /payment/{intent} (our extension): what the intent was created with, where it stands, and
 * every status it entered, first included, oldest first (its refunds: GET /payment/{intent}/refunds),
 * what its refunds give back and what remains. Secrets (card keys) are not returned; the qr
 * object is (a point of sale that lost it can show it again).
 */
export async function getIntentDetail(store: Store, merchant: Merchant, intentId: string) {
  const intent = await store.prisma.paymentIntent.findFirst({
    where: { id: intentId, merchantId: merchant.id },
    include: { events: { where: { type: "intent.status_changed" }, orderBy: { seq: "asc" }, select: { seq: true, status: true, code: true, reason: true, createdAt: true } } },
  });
  if (!intent) throw new AppError("intent_not_found");
  return {
    intent: intentId,
    payment: intent.payment,
    amount: Number(intent.amount),
    data: {
      branch: intent.branch,
      terminal: intent.terminal,
      time: intent.requestedAt.toISOString(),
      concept: intent.concept,
      ticket: intent.ticket,
      items: intent.items,
      ...(intent.tip === null ? {} : { tip: intent.tip.toFixed(2) }),
    },
    status: intent.status,
    code: intent.code,
    reason: intent.reason,
    phoneLast4: intent.phoneLast4,
    cardLast4: intent.cardLast4,
    /** qr_present: the qr object of the creation response (what the point of sale shows; not secret). */
    qr: intent.qr ?? null,
    created: intent.createdAt.toISOString(),
    expires: intent.expiresAt?.toISOString() ?? null,
    refunded: Number(intent.refunded),
    remaining: isAuthorizedStatus(intent.status) ? intent.amount.minus(intent.refunded).toNumber() : 0,
    // an intent's events always have its status and code (only endpoint events have none: CHECK intent_status_event_type_check)
    events: intent.events.map(
      (event): HistoryEntry => ({ seq: event.seq, status: event.status!, code: event.code!, reason: event.reason, at: event.createdAt.toISOString() }),
    ),
  };
}
