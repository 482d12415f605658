-- The claimed event carries the time the service recorded it ("occurredAt"): the webhook sends it
-- (caja-event-time), so the dashboard's copy stores the event at the service's time on arrival and
-- the sync's page, which carries the same time, has nothing left to correct (one write per event).
-- The return type changes, so the function is dropped and created again; the body is unchanged.
DROP FUNCTION claim_due_webhook_events(integer, double precision, text[]);
CREATE FUNCTION claim_due_webhook_events(batch integer, lease_seconds double precision, full_ids text[])
RETURNS TABLE ("eventId" text, "endpointId" text, "merchantId" text, "intentId" text, seq integer, attempts integer, status text, code integer, reason text, "webhookUrl" text, type text, data jsonb, "occurredAt" timestamptz)
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
    SELECT o.event_id, o.endpoint_id FROM webhook_outbox o
    WHERE o.state = 'pending' AND o.next_attempt_at <= now()
      AND (o.locked_until IS NULL OR o.locked_until < now())
      AND o.endpoint_id <> ALL (full_ids)
      AND o.endpoint_id NOT IN (SELECT id FROM webhook_endpoint WHERE disabled_at IS NOT NULL)
      AND NOT EXISTS (
        SELECT 1 FROM webhook_outbox p
        WHERE p.intent_id = o.intent_id AND p.endpoint_id = o.endpoint_id AND p.seq < o.seq AND p.state = 'pending'
      )
    ORDER BY o.next_attempt_at
    LIMIT batch
    FOR UPDATE OF o SKIP LOCKED
  )
  UPDATE webhook_outbox w SET locked_until = now() + make_interval(secs => lease_seconds)
  FROM due, intent_status_event e, webhook_endpoint ep
  WHERE w.event_id = due.event_id AND w.endpoint_id = due.endpoint_id AND e.id = w.event_id AND ep.id = w.endpoint_id
  RETURNING w.event_id, w.endpoint_id, w.merchant_id, w.intent_id, w.seq, w.attempts, e.status, e.code, e.reason, ep.url, e.type, e.data, e.created_at;
END
$$;
