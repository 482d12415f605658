-- Claims up to `batch` webhook events due for delivery, leasing them for `lease_seconds`: pending,
-- due, not leased, merchant endpoint enabled, no earlier event of the same intent still pending.
--
-- A function so that its plan cannot depend on table statistics: with sorts, bitmap scans,
-- materialization, hash and merge joins off for its own planning, the claim walks
-- (state, next_attempt_at) in order, probes (intent_id, seq) per row, and stops after `batch`
-- claimable rows, whatever the backlog. Left to the planner, a table whose statistics predate a
-- surge (PGlite has no autovacuum; PostgreSQL analyzes late) was read, checked and sorted whole:
-- 6.8 s per claim at a 14 000-event backlog on PGlite, 65 ms at 26 000 on PostgreSQL 15.
CREATE FUNCTION claim_due_webhook_events(batch integer, lease_seconds double precision)
RETURNS TABLE ("eventId" text, "merchantId" text, "intentId" text, seq integer, attempts integer, status text, code integer, reason text, "webhookUrl" text)
LANGUAGE plpgsql
SET enable_sort = off
SET enable_bitmapscan = off
SET enable_material = off
SET enable_hashjoin = off
SET enable_mergejoin = off
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH due AS (
    SELECT o.event_id FROM webhook_outbox o
    WHERE o.state = 'pending' AND o.next_attempt_at <= now()
      AND (o.locked_until IS NULL OR o.locked_until < now())
      AND o.merchant_id NOT IN (SELECT id FROM merchant WHERE webhook_disabled_at IS NOT NULL)
      AND NOT EXISTS (
        SELECT 1 FROM webhook_outbox p WHERE p.intent_id = o.intent_id AND p.seq < o.seq AND p.state = 'pending'
      )
    ORDER BY o.next_attempt_at
    LIMIT batch
    FOR UPDATE OF o SKIP LOCKED
  )
  UPDATE webhook_outbox w SET locked_until = now() + make_interval(secs => lease_seconds)
  FROM due, intent_status_event e, merchant m
  WHERE w.event_id = due.event_id AND e.id = w.event_id AND m.id = w.merchant_id
  RETURNING w.event_id, w.merchant_id, w.intent_id, w.seq, w.attempts, e.status, e.code, e.reason, m.webhook_url;
END
$$;

-- Each delivery leaves a dead index entry at the front of the pending range the claim walks: have
-- PostgreSQL's autovacuum clean the outbox after a few thousand changes instead of 20 % of a table
-- that only grows. (PGlite has no autovacuum: the server vacuums the outbox every 5 s there.)
ALTER TABLE webhook_outbox SET (
  autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 2000,
  autovacuum_analyze_scale_factor = 0,
  autovacuum_analyze_threshold = 2000
);
