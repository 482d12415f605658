import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import { canMove, isAuthorizedStatus, isFinal, STATUS_CODES, type PaymentType, type Status } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { availableOn } from "../balance/business-calendar";
import { bookPaymentSql } from "../balance/ledger-sql";
import { gatewayConfig } from "../gateway-config";
import { OUTBOX_CHANNEL, STATUS_EVENT_TYPE } from "../webhooks/notify-outbox";
import { queueEventSql } from "../webhooks/queue-event-sql";

/** A payment's three ledger rows share an instant: ids of one random stem and 1, 2, 3 list them in the order written (gross, fee, its IVA). */
function ledgerIds(): string[] {
  const stem = randomToken("txn_", 21);
  return [`${stem}1`, `${stem}2`, `${stem}3`];
}

export type IntentState = { id: string; merchantId: string; payment: PaymentType; status: Status; seq: number };

/** Columns some moves set together with the status (kept in the same statement). */
export type IntentExtras = { phoneLast4?: string; cardBin?: string; cardLast4?: string; usedJti?: string };

const ENTER = statement(
  "gw_enter_statuses",
  `WITH moved AS (
     UPDATE payment_intent SET
       status = $1, code = $2::int, seq = $3::int, updated_at = $4::timestamptz,
       reason = COALESCE($5::text, reason),
       expires_at = CASE WHEN $6::boolean THEN NULL ELSE expires_at END,
       phone_last4 = COALESCE($7::text, phone_last4),
       card_bin = COALESCE($8::text, card_bin),
       card_last4 = COALESCE($9::text, card_last4)
     WHERE id = $10 AND status = $11 AND seq = $12::int
     RETURNING id, merchant_id, payment, amount
   ), booked AS (
     ${bookPaymentSql({ authorized: "$19::boolean", at: "$4::timestamptz", availableOn: "$20::date", ids: "$21::text[]" })}
   ), jti AS (
     INSERT INTO used_jti (intent_id, jti, created_at)
     SELECT id, $13::text, $4::timestamptz FROM moved WHERE $13::text IS NOT NULL
   ), events AS (
     INSERT INTO intent_status_event (id, intent_id, merchant_id, seq, status, code, reason, created_at)
     SELECT e.id, moved.id, moved.merchant_id, e.seq, e.status, e.code, e.reason, $4::timestamptz
     FROM moved, unnest($14::text[], $15::int[], $16::text[], $17::int[], $18::text[]) AS e(id, seq, status, code, reason)
     RETURNING id, intent_id, seq
   ), outbox AS (
     ${queueEventSql({ id: "events.id", merchantId: "moved.merchant_id", intentId: "events.intent_id", seq: "events.seq", at: "$4::timestamptz", type: `'${STATUS_EVENT_TYPE}'`, from: "events CROSS JOIN moved" })}
   )
   SELECT count(*)::int AS moved FROM moved, LATERAL (SELECT pg_notify('${OUTBOX_CHANNEL}', moved.id)) AS announced`,
);

/**
 * Moves an intent through `statuses`, in order, as ONE statement (atomic on its own, or part of the
 * caller's transaction): checks every step is a legal move, updates the intent only if it still
 * has the status and sequence number it was read with (a concurrent change makes this fail with
 * 409 intent_state_changed instead of losing or duplicating a status), records one status event and
 * the outbox rows of each status entered (one per endpoint that receives it), and announces the outbox rows (NOTIFY, sent on commit).
 * An authorized status books the payment in the merchant's ledger in the same statement: its gross,
 * its fee and the fee's IVA (lib/gateway/balance/ledger-sql.ts), available the next business day.
 */
export async function enterStatuses(
  store: Store,
  intent: IntentState,
  statuses: Status[],
  reason?: string,
  extras: IntentExtras = {},
): Promise<IntentState> {
  let from = intent.status;
  for (const to of statuses) {
    if (!canMove(intent.payment, from, to)) throw new AppError(isFinal(intent.payment, from) ? "intent_final" : "transition_not_allowed");
    from = to;
  }
  const last = statuses.at(-1);
  if (!last) return intent;
  const now = new Date();
  const authorized = isAuthorizedStatus(last);
  let rows: Array<{ moved: number }>;
  try {
    rows = await store.sql<{ moved: number }>(ENTER, [
      last,
      STATUS_CODES[last],
      intent.seq + statuses.length,
      now,
      reason ?? null,
      isFinal(intent.payment, last),
      extras.phoneLast4 ?? null,
      extras.cardBin ?? null,
      extras.cardLast4 ?? null,
      intent.id,
      intent.status,
      intent.seq,
      extras.usedJti ?? null,
      statuses.map(() => randomToken("evt_")),
      statuses.map((_, index) => intent.seq + index + 1),
      statuses,
      statuses.map((status) => STATUS_CODES[status]),
      statuses.map((_, index) => (index === statuses.length - 1 ? (reason ?? null) : null)),
      authorized,
      authorized ? availableOn(now, gatewayConfig().calendar) : null,
      authorized ? ledgerIds() : null,
    ]);
  } catch (error) {
    if (extras.usedJti && /23505|unique/i.test(String((error as Error).message))) throw new AppError("jwt_replayed");
    throw error;
  }
  if (rows[0]?.moved !== 1) throw new AppError("intent_state_changed");
  return { ...intent, status: last, seq: intent.seq + statuses.length };
}
