-- An endpoint's own events (endpoint.disabled: the service stopped delivering to one of the
-- merchant's endpoints) belong to the merchant, not to an intent: they have no intent, status or
-- code, their seq is 0 (they wait behind nothing), and their facts are in `data`. They go to the
-- merchant's other endpoints through the same outbox, and into the feed, like every event.
ALTER TABLE "intent_status_event" ALTER COLUMN "intent_id" DROP NOT NULL,
  ALTER COLUMN "status" DROP NOT NULL,
  ALTER COLUMN "code" DROP NOT NULL;
ALTER TABLE "webhook_outbox" ALTER COLUMN "intent_id" DROP NOT NULL;

ALTER TABLE "intent_status_event" DROP CONSTRAINT "intent_status_event_type_check";
ALTER TABLE "intent_status_event" ADD CONSTRAINT "intent_status_event_type_check" CHECK (
  ("type" = 'intent.status_changed' AND "intent_id" IS NOT NULL AND "status" IS NOT NULL AND "code" IS NOT NULL AND "refund_id" IS NULL AND "data" IS NULL)
  OR ("type" IN ('refund.pending', 'refund.succeeded', 'refund.failed') AND "intent_id" IS NOT NULL AND "status" IS NOT NULL AND "code" IS NOT NULL AND "refund_id" IS NOT NULL AND "data" IS NOT NULL)
  OR ("type" = 'endpoint.disabled' AND "intent_id" IS NULL AND "status" IS NULL AND "code" IS NULL AND "seq" = 0 AND "refund_id" IS NULL AND "data" IS NOT NULL)
);
