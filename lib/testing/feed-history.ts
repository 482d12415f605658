/**
 * A service's history of 100 000 status events for one merchant, written in one statement: 40 000
 * intents, every other one a QR payment paid (4 events) and the others e-commerce ones started (1).
 * $1 the merchant, $2 a tag in the ids (at most 12 characters), $3 the branches' name, $4 each
 * intent's items (JSON). For the tests and the bench of a dashboard rebuilt from the feed.
 */
export const FEED_HISTORY_SQL = `WITH i AS (
    INSERT INTO payment_intent (id, merchant_id, payment, amount, branch, terminal, requested_at, items, status, code, seq, created_at, updated_at)
    SELECT CASE WHEN n % 2 = 0 THEN 'qp_' ELSE 'ec_' END || $2::text || lpad(n::text, 22 - length($2::text), '0'), $1,
           CASE WHEN n % 2 = 0 THEN 'qr_present' ELSE 'ec_remote' END, (100 + n % 90000) / 100.0, $3::text || ' ' || (n % 4), 'Caja ' || (n % 7),
           now() - make_interval(secs => n * 0.05), $4::jsonb, CASE WHEN n % 2 = 0 THEN 'qr_authorized' ELSE 'ec_created' END,
           CASE WHEN n % 2 = 0 THEN 103 ELSE 109 END, CASE WHEN n % 2 = 0 THEN 4 ELSE 1 END,
           now() - make_interval(secs => n * 0.05), now() - make_interval(secs => n * 0.05)
    FROM generate_series(1, 40000) AS n
    RETURNING id, payment, created_at
  )
  INSERT INTO intent_status_event (id, intent_id, merchant_id, seq, status, code, created_at)
  SELECT 'evt_' || i.id || '_' || s.seq, i.id, $1, s.seq, s.status, s.code, i.created_at + make_interval(secs => s.seq)
  FROM i, LATERAL (VALUES (1, 'qr_created', 100), (2, 'qr_scanned', 101), (3, 'qr_progress', 102), (4, 'qr_authorized', 103)) AS s(seq, status, code)
  WHERE i.payment = 'qr_present'
  UNION ALL
  SELECT 'evt_' || i.id || '_1', i.id, $1, 1, 'ec_created', 109, i.created_at FROM i WHERE i.payment = 'ec_remote'`;
