import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { BalanceTransactionRecord, PayoutRecord } from "../../contract/responses";
import { BALANCE_TRANSACTION_COLUMNS, toBalanceTransaction, TYPE_ORDER, type BalanceTransactionRow } from "./balance-transaction-row";
import { PAYOUT_RECORD_SQL } from "./payout-record-sql";

const PAYOUT = statement<{ record: PayoutRecord }>("gw_find_payout", `SELECT ${PAYOUT_RECORD_SQL} AS record FROM payout p WHERE p.id = $1 AND p.merchant_id = $2`);

/** What it settled, oldest first, its own payout line last (as a bank statement shows the transfer after what it adds up). */
const SETTLED = statement<BalanceTransactionRow>(
  "gw_payout_transactions",
  `SELECT ${BALANCE_TRANSACTION_COLUMNS} FROM balance_transaction WHERE payout_id = $1 AND merchant_id = $2
   ORDER BY (type = 'payout'), created_at, ${TYPE_ORDER}, id`,
);

/** GET /payouts/{payout}: the payout and every balance transaction it settled (they add up to zero with its own line). */
export async function findPayout(store: Store, merchantId: string, payoutId: string): Promise<PayoutRecord & { transactions: BalanceTransactionRecord[] }> {
  const [row] = await store.sql(PAYOUT, [payoutId, merchantId]);
  if (!row) throw new AppError("payout_not_found");
  const transactions = (await store.sql(SETTLED, [payoutId, merchantId])).map(toBalanceTransaction);
  return { ...row.record, transactions };
}
