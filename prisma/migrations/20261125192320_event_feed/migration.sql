-- The merchant's event feed (GET /payment/events) and the dashboard's place in it.

-- Each status event names its merchant (the feed is read per merchant) and gets a position in the
-- merchant's feed once sequenced. Existing events get their merchant now and a position at the
-- feed's first read, oldest first.
ALTER TABLE "intent_status_event" ADD COLUMN "merchant_id" TEXT, ADD COLUMN "position" BIGINT, ADD COLUMN "write_order" BIGSERIAL NOT NULL;
UPDATE "intent_status_event" e SET "merchant_id" = i."merchant_id" FROM "payment_intent" i WHERE i."id" = e."intent_id";
ALTER TABLE "intent_status_event" ALTER COLUMN "merchant_id" SET NOT NULL;
ALTER TABLE "intent_status_event" ADD CONSTRAINT "intent_status_event_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Partial, so that a new event (position still null) costs no entry in the feed's index, and the
-- events waiting for a position are found without scanning the feed.
CREATE UNIQUE INDEX "intent_status_event_merchant_id_position_key" ON "intent_status_event"("merchant_id", "position") WHERE "position" IS NOT NULL;
CREATE INDEX "intent_status_event_unsequenced_idx" ON "intent_status_event"("merchant_id", "write_order") WHERE "position" IS NULL;

CREATE TABLE "merchant_feed" (
    "merchant_id" TEXT NOT NULL,
    "head" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "merchant_feed_pkey" PRIMARY KEY ("merchant_id"),
    CONSTRAINT "merchant_feed_head_check" CHECK ("head" >= 0)
);
ALTER TABLE "merchant_feed" ADD CONSTRAINT "merchant_feed_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Gives the merchant's committed events without a position the next positions of its feed, at
-- most `batch` of them, and answers the feed's head and whether any wait still.
--
-- Why a feed read cannot skip an event that commits late: positions are not taken when an event
-- is written (a sequence number taken then commits in any order: a reader that has seen 11 could
-- later find 10), but here, after the event has committed, under the lock of the merchant's
-- merchant_feed row. Sequencers run one at a time per merchant, each sees every event committed
-- before it took the lock (READ COMMITTED: this function's statements each take a fresh snapshot,
-- after the lock was granted, and a committing transaction is visible before its locks are
-- released), and it commits its positions all at once. So every position a reader can see is
-- above every position committed before it, and an event committed later gets a later position.
--
-- Order within a batch: the order the events were written in (write_order, a sequence). An intent's
-- later event is only ever written after its earlier one committed, so it is never placed before it,
-- whatever the clocks of the instances that wrote them say.
CREATE FUNCTION sequence_feed_events(p_merchant text, p_batch integer)
RETURNS TABLE (head bigint, waiting boolean)
LANGUAGE plpgsql
AS $$
DECLARE
  v_head bigint;
  v_count integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM intent_status_event e WHERE e.merchant_id = p_merchant AND e.position IS NULL) THEN
    RETURN QUERY SELECT COALESCE((SELECT f.head FROM merchant_feed f WHERE f.merchant_id = p_merchant), 0::bigint), false;
    RETURN;
  END IF;
  INSERT INTO merchant_feed (merchant_id) VALUES (p_merchant) ON CONFLICT (merchant_id) DO NOTHING;
  SELECT f.head INTO v_head FROM merchant_feed f WHERE f.merchant_id = p_merchant FOR UPDATE;
  WITH batch AS (
    SELECT e.id, row_number() OVER (ORDER BY e.write_order) AS n
    FROM intent_status_event e
    WHERE e.merchant_id = p_merchant AND e.position IS NULL
    ORDER BY e.write_order
    LIMIT p_batch
  )
  UPDATE intent_status_event e SET position = v_head + batch.n FROM batch WHERE e.id = batch.id;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  v_head := v_head + v_count;
  UPDATE merchant_feed f SET head = v_head WHERE f.merchant_id = p_merchant;
  RETURN QUERY SELECT v_head, EXISTS (SELECT 1 FROM intent_status_event e WHERE e.merchant_id = p_merchant AND e.position IS NULL);
END
$$;

-- The dashboard's place in the feed: one row per feed it reads.
CREATE TABLE "dashboard_sync" (
    "id" TEXT NOT NULL,
    "cursor" TEXT,
    "lease_owner" TEXT,
    "lease_until" TIMESTAMPTZ(3),
    "applied" BIGINT NOT NULL DEFAULT 0,
    "last_event_at" TIMESTAMPTZ(3),
    "caught_up_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "last_error_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_sync_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "dashboard_sync_applied_check" CHECK ("applied" >= 0)
);
INSERT INTO "dashboard_sync" ("id") VALUES ('payments');

-- The dashboard's copy of an event can now come from the feed; 'api' stays for events read before.
ALTER TABLE "dashboard_intent_event" DROP CONSTRAINT "dashboard_intent_event_source_check";
ALTER TABLE "dashboard_intent_event" ADD CONSTRAINT "dashboard_intent_event_source_check" CHECK ("source" IN ('webhook', 'api', 'feed'));
