import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { PayoutRecord } from "../../contract/responses";
import { payoutEventSql } from "./payout-record-sql";

export type PayoutOutcome = { status: "paid" } | { status: "failed" | "canceled"; failure: string };

/**
 * A pending payout settles in one statement: its status (only from pending); when it failed or was
 * canceled, its amount back into the balance (a payout_failure row, available at once: the next
 * cut-off pays it again); its event (payout.paid, payout.failed or payout.canceled) and the event's
 * deliveries. $1 payout, $2 merchant, $3 status, $4 failure, $5 now, $6 event id, $7 event type,
 * $8 balance transaction id.
 */
const SETTLE = statement<{ record: PayoutRecord }>(
  "gw_settle_payout",
  `WITH p AS (
     UPDATE payout SET status = $3, failure = $4::text, updated_at = $5::timestamptz
     WHERE id = $1 AND merchant_id = $2 AND status = 'pending'
     RETURNING *
   ), back AS (
     INSERT INTO balance_transaction (id, merchant_id, type, account, amount, source_payout_id, available_on, created_at)
     SELECT $8, p.merchant_id, 'payout_failure', 'bank', p.amount, p.id, p.business_date, $5::timestamptz FROM p WHERE $3 <> 'paid'
     RETURNING id
   ), ${payoutEventSql({ eventId: "$6", type: "$7::text", at: "$5::timestamptz" })}`,
);

const CURRENT = statement<{ status: string }>("gw_payout_current", "SELECT status FROM payout WHERE id = $1 AND merchant_id = $2");

/**
 * What the bank finally said of a pending payout: paid, or failed / canceled (the money returns to
 * the balance). Another merchant's payout is not found; one that is not pending is 409
 * payout_not_pending.
 */
export async function settlePayout(store: Store, merchantId: string, payoutId: string, outcome: PayoutOutcome): Promise<PayoutRecord> {
  const failure = outcome.status === "paid" ? null : outcome.failure;
  const [row] = await store.sql(SETTLE, [payoutId, merchantId, outcome.status, failure, new Date(), randomToken("evt_"), `payout.${outcome.status}`, randomToken("txn_")]);
  if (row) return row.record;
  const [current] = await store.sql(CURRENT, [payoutId, merchantId]);
  if (!current) throw new AppError("payout_not_found");
  throw new AppError("payout_not_pending", { status: current.status });
}
