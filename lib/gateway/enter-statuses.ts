import { randomToken } from "../crypto";
import { AppError } from "../errors";
import { canMove, isFinal, STATUS_CODES, type PaymentType, type Status } from "./statuses";
import type { Tx } from "./types";
import { notifyOutbox } from "./webhooks/notify-outbox";

export type IntentState = { id: string; merchantId: string; payment: PaymentType; status: Status; seq: number };

/**
 * Moves an intent through `statuses`, in order, inside the caller's transaction:
 * checks every step is a legal move, updates the intent only if it still has the status and
 * sequence number it was read with (a concurrent change makes this fail with 409
 * intent_state_changed instead of losing or duplicating a status), and records one status
 * event plus one outbox row per status entered.
 */
export async function enterStatuses(tx: Tx, intent: IntentState, statuses: Status[], reason?: string): Promise<IntentState> {
  let from = intent.status;
  for (const to of statuses) {
    if (!canMove(intent.payment, from, to)) throw new AppError(isFinal(intent.payment, from) ? "intent_final" : "transition_not_allowed");
    from = to;
  }
  const last = statuses.at(-1);
  if (!last) return intent;
  const final = isFinal(intent.payment, last);
  const now = new Date();
  const moved = await tx.paymentIntent.updateMany({
    where: { id: intent.id, status: intent.status, seq: intent.seq },
    data: {
      status: last,
      code: STATUS_CODES[last],
      seq: intent.seq + statuses.length,
      updatedAt: now,
      ...(reason !== undefined ? { reason } : {}),
      ...(final ? { expiresAt: null } : {}),
    },
  });
  if (moved.count !== 1) throw new AppError("intent_state_changed");

  const events = statuses.map((status, index) => ({
    id: randomToken("evt_"),
    intentId: intent.id,
    seq: intent.seq + index + 1,
    status,
    code: STATUS_CODES[status],
    reason: index === statuses.length - 1 ? (reason ?? null) : null,
    createdAt: now,
  }));
  await tx.intentStatusEvent.createMany({ data: events });
  await tx.webhookOutbox.createMany({
    data: events.map((event) => ({ eventId: event.id, merchantId: intent.merchantId, intentId: intent.id, seq: event.seq, createdAt: now, nextAttemptAt: now })),
  });
  await notifyOutbox(tx, intent.id);
  return { ...intent, status: last, seq: intent.seq + statuses.length };
}
