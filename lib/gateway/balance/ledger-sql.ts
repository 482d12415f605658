/**
 * The ledger's side of the statements that move money (balance_transaction and pricing are this
 * module's tables): an intent's authorization, a refund, a refund that failed. Each writer puts the
 * fragment in its own statement, so the balance transactions commit with the event that causes them,
 * in the same round trip. Each argument is an SQL expression of the caller's statement.
 *
 * Fees, per payment, to the cent: fee = round(amount × percent / 100 + fixed, 2) and its IVA =
 * round(fee × iva_rate, 2), both rounded half away from zero (PostgreSQL's round on numeric), each
 * a row of its own; a zero fee or IVA (CoDi at 0 %) writes no row.
 */

/**
 * `booked`: a payment's gross, fee and fee IVA, when `authorized` (the intent entered an authorized
 * status), priced by the merchant's pricing in force at `at` (else the default of its type; with no
 * price at all, no fee: the gross is booked whatever happens to the price list).
 * `moved` must answer id, merchant_id, payment, amount. `ids` is a text[] of three fresh txn_ ids.
 */
export function bookPaymentSql(p: { authorized: string; at: string; availableOn: string; ids: string }): string {
  return `INSERT INTO balance_transaction (id, merchant_id, type, account, amount, intent_id, available_on, created_at)
     SELECT (${p.ids})[leg.n], moved.merchant_id, leg.type, leg.account, leg.amount, moved.id, ${p.availableOn}, ${p.at}
     FROM moved
     LEFT JOIN LATERAL (
       SELECT percent, fixed, iva_rate FROM pricing
       WHERE payment = moved.payment AND (merchant_id = moved.merchant_id OR merchant_id IS NULL) AND effective_from <= ${p.at}
       ORDER BY merchant_id IS NULL, effective_from DESC LIMIT 1
     ) AS price ON true
     CROSS JOIN LATERAL (SELECT round(moved.amount * COALESCE(price.percent, 0) / 100 + COALESCE(price.fixed, 0), 2) AS fee) AS f
     CROSS JOIN LATERAL (VALUES
       (1, 'payment', 'processing', moved.amount),
       (2, 'fee', 'fees', -f.fee),
       (3, 'fee_tax', 'fee_iva', -round(f.fee * COALESCE(price.iva_rate, 0), 2))
     ) AS leg(n, type, account, amount)
     WHERE ${p.authorized} AND leg.amount <> 0
     RETURNING id`;
}

/**
 * `booked`: a refund's amount out of the balance (the CTE `changed` holds the refund: id, amount;
 * `moved` its intent: id, merchant_id) when `reserve`, and when its payment is in the ledger (the
 * ledger starts with the migration that made it: a payment authorized before has no gross to
 * refund from). Its `availableOn` is the business day it is asked on: it leaves the balance at once.
 */
export function bookRefundSql(p: { reserve: string; id: string; at: string; availableOn: string }): string {
  return `INSERT INTO balance_transaction (id, merchant_id, type, account, amount, intent_id, refund_id, available_on, created_at)
     SELECT ${p.id}, moved.merchant_id, 'refund', 'processing', -changed.amount, moved.id, changed.id, ${p.availableOn}, ${p.at}
     FROM moved, changed
     WHERE ${p.reserve} AND EXISTS (SELECT 1 FROM balance_transaction b WHERE b.intent_id = moved.id AND b.type = 'payment')
     RETURNING id`;
}

/** `booked`: a failed refund's amount back into the balance (the CTE `changed` holds the refund: id, amount; `moved` its intent: id, merchant_id) when `failed` and its refund was booked (never a credit without its debit). */
export function bookRefundFailureSql(p: { failed: string; id: string; at: string; availableOn: string }): string {
  return `INSERT INTO balance_transaction (id, merchant_id, type, account, amount, intent_id, refund_id, available_on, created_at)
     SELECT ${p.id}, moved.merchant_id, 'refund_failure', 'processing', changed.amount, moved.id, changed.id, ${p.availableOn}, ${p.at}
     FROM moved, changed
     WHERE ${p.failed} AND EXISTS (SELECT 1 FROM balance_transaction b WHERE b.refund_id = changed.id AND b.type = 'refund')
     RETURNING id`;
}
