import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import type { RefundRequest } from "../../contract/requests";
import type { RefundRecord } from "../../contract/responses";
import { isAuthorizedStatus, statusesIn } from "../../contract/statuses";
import type { Merchant } from "../types";
import type { Store } from "../../db/store";
import { businessDateOf } from "../balance/business-calendar";
import { bookRefundSql } from "../balance/ledger-sql";
import { gatewayConfig } from "../gateway-config";
import { reserveRefundSql } from "../intents/refund-sql";
import { refundEventSql, toRefundRecord, type RefundEventRow } from "./refund-event";
import { decideSandboxRefund } from "./sandbox-refunds";

/**
 * The refund in one statement: the intent's refunded total raised only while the intent is
 * authorized and the total stays within its amount (the row lock orders two racing refunds, on any
 * number of instances: the second is judged on the first's total), the refund, its event and the
 * event's outbox row. A refund that fails at once reserves nothing but is recorded and announced.
 * $1 intent, $2 merchant, $3 amount, $4 authorized statuses, $5 reserve, $6 refund id, $7 reason,
 * $8 note, $9 status, $10 failure, $11 now, $12 event id, $13 event type, $14 balance transaction id,
 * $15 its available_on (the business day it is asked on: a refund never waits behind the payout of
 * that day). What is reserved leaves the merchant's balance in the same statement.
 */
const CREATE = statement(
  "gw_create_refund",
  `WITH moved AS (
     ${reserveRefundSql({ intent: "$1", merchant: "$2", amount: "$3::numeric", statuses: "$4::text[]", reserve: "$5::boolean" })}
   ), changed AS (
     INSERT INTO refund (id, intent_id, merchant_id, amount, reason, note, status, failure, created_at, updated_at)
     SELECT $6, id, merchant_id, $3::numeric, $7::text, $8::text, $9, $10::text, $11::timestamptz, $11::timestamptz FROM moved
     RETURNING id, amount, status, reason, failure, created_at, note, updated_at
   ), booked AS (
     ${bookRefundSql({ reserve: "$5::boolean", id: "$14", at: "$11::timestamptz", availableOn: "$15::date" })}
   ), ${refundEventSql("$12", "$13", "$11::timestamptz")}`,
);

/** What the intent holds now, to say why a refund was refused or how much "the rest" is. */
const STANDING = statement(
  "gw_refund_standing",
  "SELECT status, amount::text AS amount, refunded::text AS refunded, (amount - refunded)::text AS remaining FROM payment_intent WHERE id = $1 AND merchant_id = $2",
);

type Standing = { status: string; amount: string; refunded: string; remaining: string };

async function standing(store: Store, merchant: Merchant, intentId: string): Promise<Standing> {
  const [row] = await store.sql<Standing>(STANDING, [intentId, merchant.id]);
  if (!row) throw new AppError("intent_not_found");
  return row;
}

function refusal(now: Standing, amount: string): AppError {
  if (!isAuthorizedStatus(now.status)) return new AppError("intent_not_refundable", { status: now.status });
  return new AppError("refund_exceeds_remaining", { amount: Number(amount), refunded: Number(now.refunded), remaining: Number(now.remaining) });
}

/**
 * POST /payment/{intent}/refund: gives back `amount` (the whole remaining amount without it) of an
 * authorized intent. The processor's answer (the sandbox's, by test amount) decides the refund's
 * first status: refund_succeeded, refund_pending (the amount stays reserved until it settles) or
 * refund_failed (nothing reserved). Refused with 409 intent_not_refundable (not authorized) or
 * refund_exceeds_remaining (beyond what is left, also when a concurrent refund took it first).
 */
export async function createRefund(store: Store, merchant: Merchant, intentId: string, input: RefundRequest): Promise<RefundRecord> {
  let amount = input.amount;
  if (amount === undefined) {
    const now = await standing(store, merchant, intentId);
    if (Number(now.remaining) <= 0 || !isAuthorizedStatus(now.status)) throw refusal(now, now.remaining);
    amount = now.remaining;
  }
  const outcome = decideSandboxRefund(amount);
  const now = new Date();
  const [row] = await store.sql<RefundEventRow>(CREATE, [
    intentId,
    merchant.id,
    amount,
    statusesIn("authorized"),
    outcome.status !== "refund_failed",
    randomToken("rf_"),
    input.reason ?? null,
    input.note || null,
    outcome.status,
    outcome.failure,
    now,
    randomToken("evt_"),
    outcome.status.replace("refund_", "refund."),
    randomToken("txn_"),
    businessDateOf(now, gatewayConfig().calendar),
  ]);
  if (!row) throw refusal(await standing(store, merchant, intentId), amount);
  return toRefundRecord(row);
}
