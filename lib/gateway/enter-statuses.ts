import { randomToken } from "../crypto";
import { AppError } from "../errors";
import { canMove, isFinal, STATUS_CODES, type PaymentType, type Status } from "./statuses";
import type { Tx } from "./types";
import { OUTBOX_CHANNEL } from "./webhooks/notify-outbox";

export type IntentState = { id: string; merchantId: string; payment: PaymentType; status: Status; seq: number };

/** Columns some moves set together with the status (kept in the same statement). */
export type IntentExtras = { phoneLast4?: string; cardBin?: string; cardLast4?: string; usedJti?: string };

/**
 * Moves an intent through `statuses`, in order, as ONE statement (atomic on its own, or part of the
 * caller's transaction): checks every step is a legal move, updates the intent only if it still
 * has the status and sequence number it was read with (a concurrent change makes this fail with
 * 409 intent_state_changed instead of losing or duplicating a status), records one status event and
 * one outbox row per status entered, and announces the outbox rows (NOTIFY, sent on commit).
 */
export async function enterStatuses(tx: Tx, intent: IntentState, statuses: Status[], reason?: string, extras: IntentExtras = {}): Promise<IntentState> {
  let from = intent.status;
  for (const to of statuses) {
    if (!canMove(intent.payment, from, to)) throw new AppError(isFinal(intent.payment, from) ? "intent_final" : "transition_not_allowed");
    from = to;
  }
  const last = statuses.at(-1);
  if (!last) return intent;
  const now = new Date();
  const eventIds = statuses.map(() => randomToken("evt_"));
  const seqs = statuses.map((_, index) => intent.seq + index + 1);
  const reasons = statuses.map((_, index) => (index === statuses.length - 1 ? (reason ?? null) : null));
  const codes = statuses.map((status) => STATUS_CODES[status]);
  let rows: Array<{ moved: number }>;
  try {
    rows = await tx.$queryRaw<Array<{ moved: number }>>`
      WITH moved AS (
        UPDATE payment_intent SET
          status = ${last}, code = ${STATUS_CODES[last]}, seq = ${intent.seq + statuses.length}, updated_at = ${now},
          reason = COALESCE(${reason ?? null}::text, reason),
          expires_at = CASE WHEN ${isFinal(intent.payment, last)} THEN NULL ELSE expires_at END,
          phone_last4 = COALESCE(${extras.phoneLast4 ?? null}::text, phone_last4),
          card_bin = COALESCE(${extras.cardBin ?? null}::text, card_bin),
          card_last4 = COALESCE(${extras.cardLast4 ?? null}::text, card_last4)
        WHERE id = ${intent.id} AND status = ${intent.status} AND seq = ${intent.seq}
        RETURNING id, merchant_id
      ), jti AS (
        INSERT INTO used_jti (intent_id, jti, created_at)
        SELECT id, ${extras.usedJti ?? null}::text, ${now} FROM moved WHERE ${extras.usedJti ?? null}::text IS NOT NULL
      ), events AS (
        INSERT INTO intent_status_event (id, intent_id, seq, status, code, reason, created_at)
        SELECT e.id, moved.id, e.seq, e.status, e.code, e.reason, ${now}
        FROM moved, unnest(${eventIds}::text[], ${seqs}::int[], ${statuses}::text[], ${codes}::int[], ${reasons}::text[]) AS e(id, seq, status, code, reason)
        RETURNING id, intent_id, seq
      ), outbox AS (
        INSERT INTO webhook_outbox (event_id, merchant_id, intent_id, seq, created_at, next_attempt_at)
        SELECT events.id, moved.merchant_id, events.intent_id, events.seq, ${now}, ${now} FROM events, moved
      )
      SELECT count(*)::int AS moved FROM moved, LATERAL (SELECT pg_notify(${OUTBOX_CHANNEL}, moved.id)) AS announced`;
  } catch (error) {
    if (extras.usedJti && /23505|unique/i.test(String((error as Error).message))) throw new AppError("jwt_replayed");
    throw error;
  }
  if (rows[0]?.moved !== 1) throw new AppError("intent_state_changed");
  return { ...intent, status: last, seq: intent.seq + statuses.length };
}
