/**
 * A payout as the API, the feed and the webhooks tell it, built in SQL from a row of `payout`
 * (alias `p`), so the event written in the statement that changes a payout says exactly what the
 * row holds. Amounts are JSON numbers (two decimals); dates YYYY-MM-DD; instants ISO 8601 UTC.
 */
export const PAYOUT_RECORD_SQL = `jsonb_build_object(
  'payout', p.id, 'amount', p.amount, 'currency', 'MXN', 'status', p.status, 'failure', p.failure,
  'date', to_char(p.business_date, 'YYYY-MM-DD'), 'arrival', to_char(p.arrival_date, 'YYYY-MM-DD'),
  'trackingKey', p.tracking_key, 'bank', p.bank_name, 'clabeLast4', p.clabe_last4,
  'created', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'updated', to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
