import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import type { BalanceTransactionsQuery } from "../../contract/requests";
import type { BalanceTransactionRecord } from "../../contract/responses";
import { decodeTimeIdCursor, encodeTimeIdCursor } from "../time-id-cursor";
import { BALANCE_TRANSACTION_COLUMNS, toBalanceTransaction, type BalanceTransactionRow } from "./balance-transaction-row";

const pageText = (intent: string) => `SELECT ${BALANCE_TRANSACTION_COLUMNS} FROM balance_transaction
   WHERE merchant_id = $1 AND ($2::text IS NULL OR type = $2::text) AND ($3::text IS NULL OR payout_id = $3::text)
     AND created_at >= COALESCE($4::timestamptz, '-infinity') AND created_at < COALESCE($5::timestamptz, 'infinity')
     AND (created_at, id) > ($6::timestamptz, $7::text)${intent}
   ORDER BY created_at, id
   LIMIT $8::int`;

/** A page after (created, id), oldest first. $1 merchant, $2 type, $3 payout, $4 from, $5 to, $6 after time, $7 after id, $8 limit + 1. */
const PAGE = statement<BalanceTransactionRow>("gw_list_balance_transactions", pageText(""));

/**
 * One intent's page ($9 the intent): a statement of its own, so its plan always starts from the
 * intent's index (a few rows) and never walks the merchant's ledger in order.
 */
const INTENT_PAGE = statement<BalanceTransactionRow>("gw_list_intent_balance_transactions", pageText(" AND intent_id = $9::text"));

/** GET /balance/transactions: the merchant's ledger, oldest first, by type, payout, intent and range of creation. */
export async function listBalanceTransactions(
  store: Store,
  merchantId: string,
  query: BalanceTransactionsQuery,
): Promise<{ data: BalanceTransactionRecord[]; has_more: boolean; next: string | null }> {
  const after = query.after ? decodeTimeIdCursor(query.after, "after", "list") : { at: "-infinity", id: "" };
  const params = [merchantId, query.type ?? null, query.payout ?? null, query.from ?? null, query.to ?? null, after.at, after.id, query.limit + 1];
  const rows = query.intent ? await store.sql(INTENT_PAGE, [...params, query.intent]) : await store.sql(PAGE, params);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(toBalanceTransaction),
    has_more: rows.length > query.limit,
    next: rows.length > query.limit && last ? encodeTimeIdCursor(new Date(last.created_at), last.id) : null,
  };
}
