-- AlterTable
ALTER TABLE "intent_status_event" ADD COLUMN     "data" JSONB,
ADD COLUMN     "refund_id" TEXT,
ADD COLUMN     "type" TEXT NOT NULL DEFAULT 'intent.status_changed';

-- AlterTable
ALTER TABLE "payment_intent" ADD COLUMN     "refunded" DECIMAL(12,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "refund" (
    "id" TEXT NOT NULL,
    "intent_id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "reason" TEXT,
    "note" TEXT,
    "status" TEXT NOT NULL,
    "failure" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dashboard_refund" (
    "id" TEXT NOT NULL,
    "intent_id" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "seq" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" TEXT,
    "note" TEXT,

    CONSTRAINT "dashboard_refund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "refund_intent_id_created_at_idx" ON "refund"("intent_id", "created_at");

-- CreateIndex
CREATE INDEX "refund_merchant_id_created_at_idx" ON "refund"("merchant_id", "created_at");

-- CreateIndex
CREATE INDEX "dashboard_refund_intent_id_idx" ON "dashboard_refund"("intent_id");

-- CreateIndex
CREATE INDEX "dashboard_refund_created_at_idx" ON "dashboard_refund"("created_at");

-- AddForeignKey
ALTER TABLE "intent_status_event" ADD CONSTRAINT "intent_status_event_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "refund"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refund" ADD CONSTRAINT "refund_intent_id_fkey" FOREIGN KEY ("intent_id") REFERENCES "payment_intent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refund" ADD CONSTRAINT "refund_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_refund" ADD CONSTRAINT "dashboard_refund_intent_id_fkey" FOREIGN KEY ("intent_id") REFERENCES "dashboard_intent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What the schema language cannot say.
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_refunded_check" CHECK ("refunded" >= 0 AND "refunded" <= "amount");
ALTER TABLE "refund" ADD CONSTRAINT "refund_amount_check" CHECK ("amount" > 0);
ALTER TABLE "refund" ADD CONSTRAINT "refund_status_check" CHECK ("status" IN ('refund_pending', 'refund_succeeded', 'refund_failed'));
ALTER TABLE "intent_status_event" ADD CONSTRAINT "intent_status_event_type_check" CHECK (
  ("type" = 'intent.status_changed' AND "refund_id" IS NULL AND "data" IS NULL)
  OR ("type" IN ('refund.pending', 'refund.succeeded', 'refund.failed') AND "refund_id" IS NOT NULL AND "data" IS NOT NULL)
);
ALTER TABLE "dashboard_refund" ADD CONSTRAINT "dashboard_refund_amount_check" CHECK ("amount" > 0);
ALTER TABLE "dashboard_refund" ADD CONSTRAINT "dashboard_refund_seq_check" CHECK ("seq" >= 1);

-- The claim answers each event's type and, for refund.*, what the event tells (the webhook's body).
DROP FUNCTION claim_due_webhook_events(integer, double precision);
CREATE FUNCTION claim_due_webhook_events(batch integer, lease_seconds double precision)
RETURNS TABLE ("eventId" text, "merchantId" text, "intentId" text, seq integer, attempts integer, status text, code integer, reason text, "webhookUrl" text, type text, data jsonb)
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
  RETURNING w.event_id, w.merchant_id, w.intent_id, w.seq, w.attempts, e.status, e.code, e.reason, m.webhook_url, e.type, e.data;
END
$$;

-- The audit trail records refunds asked for from the dashboard.
ALTER TABLE "dashboard_audit_event" DROP CONSTRAINT "dashboard_audit_event_action_check";
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_action_check" CHECK ("action" IN (
  'sign_in.succeeded', 'sign_in.failed', 'sign_in.locked', 'sign_out.everywhere',
  'two_factor.enabled', 'two_factor.disabled', 'two_factor.recovery_code_used', 'two_factor.requirement_changed',
  'user.created', 'user.role_changed', 'user.disabled', 'user.enabled',
  'webhook_secret.rotated', 'webhook_endpoint.changed', 'webhook.redelivered',
  'payment.created', 'payment.canceled', 'payment.refunded', 'card.tapped'
));
