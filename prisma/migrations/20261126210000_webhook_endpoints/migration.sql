-- Several webhook endpoints per merchant (`we_` ids), each with its event types, its secrets, its
-- state (enabled, failing since, disabled and why) and its own queue: one outbox row per event and
-- endpoint. The merchant's webhook columns become its first endpoint (`primary`), the one the
-- single-endpoint API (`/webhook-endpoint`) has always managed; its secrets and every outbox row
-- and attempt so far are that endpoint's.

CREATE TABLE "webhook_endpoint" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "primary" BOOLEAN NOT NULL DEFAULT false,
    "url" TEXT,
    "events" TEXT[] DEFAULT ARRAY['*']::TEXT[],
    "description" TEXT NOT NULL DEFAULT '',
    "disabled_at" TIMESTAMPTZ(3),
    "disabled_why" TEXT,
    "failing_since" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_endpoint_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_endpoint_merchant_id_idx" ON "webhook_endpoint"("merchant_id");
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- One first endpoint per merchant; every endpoint but the first has a URL; a disabled endpoint says why.
CREATE UNIQUE INDEX "webhook_endpoint_primary_idx" ON "webhook_endpoint"("merchant_id") WHERE "primary";
ALTER TABLE "webhook_endpoint"
  ADD CONSTRAINT "webhook_endpoint_events_check" CHECK ("events" IS NOT NULL AND cardinality("events") >= 1),
  ADD CONSTRAINT "webhook_endpoint_url_check" CHECK ("primary" OR "url" IS NOT NULL),
  ADD CONSTRAINT "webhook_endpoint_disabled_check" CHECK (("disabled_at" IS NULL) = ("disabled_why" IS NULL));

INSERT INTO "webhook_endpoint" ("id", "merchant_id", "primary", "url", "disabled_at", "disabled_why", "failing_since", "created_at", "updated_at")
SELECT 'we_' || substr(md5('webhook_endpoint:' || "id"), 1, 22), "id", true, "webhook_url", "webhook_disabled_at", "webhook_disabled_why", "webhook_failing_since", "created_at", CURRENT_TIMESTAMP
FROM "merchant";

-- Secrets belong to an endpoint (still sealed with the merchant's id as associated data).
ALTER TABLE "webhook_secret" ADD COLUMN "endpoint_id" TEXT;
UPDATE "webhook_secret" s SET "endpoint_id" = e."id" FROM "webhook_endpoint" e WHERE e."merchant_id" = s."merchant_id" AND e."primary";
ALTER TABLE "webhook_secret" ALTER COLUMN "endpoint_id" SET NOT NULL;
CREATE INDEX "webhook_secret_endpoint_id_idx" ON "webhook_secret"("endpoint_id");
ALTER TABLE "webhook_secret" ADD CONSTRAINT "webhook_secret_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The outbox: one row per (event, endpoint).
ALTER TABLE "webhook_attempt" DROP CONSTRAINT "webhook_attempt_event_id_fkey";
ALTER TABLE "webhook_outbox" ADD COLUMN "endpoint_id" TEXT;
UPDATE "webhook_outbox" o SET "endpoint_id" = e."id" FROM "webhook_endpoint" e WHERE e."merchant_id" = o."merchant_id" AND e."primary";
ALTER TABLE "webhook_outbox" ALTER COLUMN "endpoint_id" SET NOT NULL;
ALTER TABLE "webhook_outbox" DROP CONSTRAINT "webhook_outbox_pkey";
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_pkey" PRIMARY KEY ("event_id", "endpoint_id");
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- An endpoint's deliveries by time (its backlog, a window to recover).
CREATE INDEX "webhook_outbox_endpoint_id_created_at_idx" ON "webhook_outbox"("endpoint_id", "created_at");
-- Per-intent order is per endpoint.
DROP INDEX "webhook_outbox_intent_id_seq_idx";
CREATE INDEX "webhook_outbox_intent_id_endpoint_id_seq_idx" ON "webhook_outbox"("intent_id", "endpoint_id", "seq");

ALTER TABLE "webhook_attempt" ADD COLUMN "endpoint_id" TEXT;
UPDATE "webhook_attempt" a SET "endpoint_id" = o."endpoint_id" FROM "webhook_outbox" o WHERE o."event_id" = a."event_id";
ALTER TABLE "webhook_attempt" ALTER COLUMN "endpoint_id" SET NOT NULL;
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_event_id_endpoint_id_fkey" FOREIGN KEY ("event_id", "endpoint_id") REFERENCES "webhook_outbox"("event_id", "endpoint_id") ON DELETE CASCADE ON UPDATE CASCADE;
DROP INDEX "webhook_attempt_event_id_attempt_idx";
CREATE INDEX "webhook_attempt_event_id_endpoint_id_attempt_idx" ON "webhook_attempt"("event_id", "endpoint_id", "attempt");

ALTER TABLE "merchant" DROP COLUMN "webhook_url", DROP COLUMN "webhook_disabled_at", DROP COLUMN "webhook_disabled_why", DROP COLUMN "webhook_failing_since";

-- The claim, as before (20261122120000_webhook_claim_function: a function, so its plan never
-- depends on table statistics; the walk in (state, next_attempt_at) order), now per endpoint: rows
-- of a disabled endpoint, and of the endpoints in `full_ids` (those with as many deliveries in
-- flight at the dispatcher as it allows one endpoint), are stepped over; per-intent order is per
-- endpoint. The dispatcher claims at most a quarter of an endpoint's share at a time, so no
-- endpoint passes its share by more than one claim: a dead endpoint holds at most its share of
-- the slots while its attempts time out, and the others' events go on.
DROP FUNCTION claim_due_webhook_events(integer, double precision);
CREATE FUNCTION claim_due_webhook_events(batch integer, lease_seconds double precision, full_ids text[])
RETURNS TABLE ("eventId" text, "endpointId" text, "merchantId" text, "intentId" text, seq integer, attempts integer, status text, code integer, reason text, "webhookUrl" text, type text, data jsonb)
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
  RETURNING w.event_id, w.endpoint_id, w.merchant_id, w.intent_id, w.seq, w.attempts, e.status, e.code, e.reason, ep.url, e.type, e.data;
END
$$;
