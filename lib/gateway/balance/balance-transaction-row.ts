import type { BalanceTransactionRecord } from "../../contract/responses";

/** The columns of a balance transaction as the reads select them (BALANCE_TRANSACTION_COLUMNS). */
export type BalanceTransactionRow = {
  id: string;
  type: BalanceTransactionRecord["type"];
  amount: string;
  intent_id: string | null;
  refund_id: string | null;
  source_payout_id: string | null;
  payout_id: string | null;
  available_on: string;
  created_at: Date;
};

export const BALANCE_TRANSACTION_COLUMNS =
  "id, type, amount::text AS amount, intent_id, refund_id, source_payout_id, payout_id, to_char(available_on, 'YYYY-MM-DD') AS available_on, created_at";

/** The order of the rows one statement writes together (a payment before its fee and the fee's IVA), for ORDER BY. */
export const TYPE_ORDER = "array_position(ARRAY['payment', 'fee', 'fee_tax', 'refund', 'refund_failure', 'payout_failure', 'adjustment', 'payout'], type)";

/** A row as the API tells it. */
export function toBalanceTransaction(row: BalanceTransactionRow): BalanceTransactionRecord {
  return {
    transaction: row.id,
    type: row.type,
    amount: Number(row.amount),
    intent: row.intent_id,
    refund: row.refund_id,
    source: row.source_payout_id,
    payout: row.payout_id,
    availableOn: row.available_on,
    created: new Date(row.created_at).toISOString(),
  };
}
