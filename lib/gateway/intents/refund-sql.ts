/**
 * The intent's side of a refund's statement (the intent and its events are this module's tables),
 * for lib/gateway/refunds, which changes a refund, the intent's refunded total and the event in one
 * statement (one round trip, one commit). Each argument is an SQL expression of the caller's
 * statement; each function answers the body of one CTE.
 */

/**
 * `moved` of a new refund: the intent's sequence number, and its refunded total raised by `amount`
 * when `reserve`, only while its status is one of `statuses` and the total stays within its amount.
 */
export function reserveRefundSql(p: { intent: string; merchant: string; amount: string; statuses: string; reserve: string }): string {
  return `UPDATE payment_intent SET seq = seq + 1, refunded = refunded + CASE WHEN ${p.reserve} THEN ${p.amount} ELSE 0 END
     WHERE id = ${p.intent} AND merchant_id = ${p.merchant} AND status = ANY(${p.statuses}) AND refunded + ${p.amount} <= amount
     RETURNING id, merchant_id, seq, status, code, amount, refunded`;
}

/** `moved` of a settled refund (the CTE `changed c` holds it): the sequence number, and its amount given back when `failed`. */
export function settleRefundSql(failed: string): string {
  return `UPDATE payment_intent i SET seq = i.seq + 1, refunded = i.refunded - CASE WHEN ${failed} THEN c.amount ELSE 0 END
     FROM changed c WHERE i.id = c.intent_id
     RETURNING i.id, i.merchant_id, i.seq, i.status, i.code, i.amount, i.refunded`;
}

/** `event`: the refund's event row (the CTE `told` holds its facts; the intent's status unchanged). */
export function refundEventRowSql(eventId: string, type: string, at: string): string {
  return `INSERT INTO intent_status_event (id, intent_id, merchant_id, seq, status, code, type, refund_id, data, created_at)
     SELECT ${eventId}, id, merchant_id, seq, status, code, ${type}, refund_id, data, ${at} FROM told
     RETURNING id`;
}
