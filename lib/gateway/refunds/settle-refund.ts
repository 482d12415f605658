import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import type { RefundRecord } from "../../contract/responses";
import type { Merchant } from "../types";
import type { Store } from "../../db/store";
import { availableOn } from "../balance/business-calendar";
import { bookRefundFailureSql } from "../balance/ledger-sql";
import { gatewayConfig } from "../gateway-config";
import { settleRefundSql } from "../intents/refund-sql";
import { refundEventSql, toRefundRecord, type RefundEventRow } from "./refund-event";

/**
 * A pending refund settles in one statement: its status (only from refund_pending), the intent's
 * sequence number, and its refunded total given back when it failed; then its event.
 * $1 refund, $2 merchant, $3 the new status, $4 failure, $5 now, $6 event id, $7 event type, $8 balance
 * transaction id, $9 its available_on. A failed refund's amount returns to the merchant's balance.
 */
const SETTLE = statement(
  "gw_settle_refund",
  `WITH changed AS (
     UPDATE refund SET status = $3, failure = $4::text, updated_at = $5::timestamptz
     WHERE id = $1 AND merchant_id = $2 AND status = 'refund_pending'
     RETURNING id, intent_id, amount, status, reason, failure, created_at, note, updated_at
   ), moved AS (
     ${settleRefundSql("$3 = 'refund_failed'")}
   ), booked AS (
     ${bookRefundFailureSql({ failed: "$3 = 'refund_failed'", id: "$8", at: "$5::timestamptz", availableOn: "$9::date" })}
   ), ${refundEventSql("$6", "$7", "$5::timestamptz")}`,
);

const CURRENT = statement("gw_refund_current", "SELECT status FROM refund WHERE id = $1 AND merchant_id = $2");

/**
 * POST /sandbox/refunds/{refund}/settle: a pending refund (a test amount ending in .14) succeeds or
 * fails, as the processor would tell later. Another merchant's refund is not found; one that is not
 * pending is 409 refund_not_pending.
 */
export async function settleRefund(store: Store, merchant: Merchant, refundId: string, to: "refund_succeeded" | "refund_failed"): Promise<RefundRecord> {
  const failure = to === "refund_failed" ? "refund_declined" : null;
  const now = new Date();
  const [row] = await store.sql<RefundEventRow>(SETTLE, [
    refundId,
    merchant.id,
    to,
    failure,
    now,
    randomToken("evt_"),
    to.replace("refund_", "refund."),
    randomToken("txn_"),
    availableOn(now, gatewayConfig().calendar),
  ]);
  if (row) return toRefundRecord(row);
  const [current] = await store.sql<{ status: string }>(CURRENT, [refundId, merchant.id]);
  if (!current) throw new AppError("refund_not_found");
  throw new AppError("refund_not_pending", { status: current.status });
}
