-- CreateTable
CREATE TABLE "dashboard_audit_event" (
    "id" BIGSERIAL NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" TEXT,
    "actor_email" TEXT,
    "action" TEXT NOT NULL,
    "target" TEXT,
    "ip" TEXT,
    "user_agent" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "dashboard_audit_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dashboard_audit_event_occurred_at_id_idx" ON "dashboard_audit_event"("occurred_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "dashboard_audit_event_action_occurred_at_idx" ON "dashboard_audit_event"("action", "occurred_at");

-- CreateIndex
CREATE INDEX "dashboard_audit_event_actor_id_occurred_at_idx" ON "dashboard_audit_event"("actor_id", "occurred_at");

-- The CHECKs below are what the code assumes (Prisma's schema language cannot express them).
-- The action list must equal AUDIT_ACTIONS in lib/dashboard/audit/audit-actions.ts;
-- lib/dashboard/audit/record-audit.test.ts compares them. A new action is a new migration that
-- drops and re-adds "dashboard_audit_event_action_check".
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_action_check" CHECK ("action" IN (
  'sign_in.succeeded', 'sign_in.failed', 'sign_in.locked', 'sign_out.everywhere',
  'two_factor.enabled', 'two_factor.disabled', 'two_factor.recovery_code_used', 'two_factor.requirement_changed',
  'user.created', 'user.role_changed', 'user.disabled', 'user.enabled',
  'webhook_secret.rotated', 'webhook_endpoint.changed', 'webhook.redelivered',
  'payment.created', 'payment.canceled', 'card.tapped'
));
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_user_agent_check" CHECK (char_length("user_agent") <= 256);
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_details_check" CHECK (jsonb_typeof("details") = 'object');

-- Append-only: a row, once written, is never changed or removed (not by the app, not by mistake in
-- a console session). Removing rows on purpose (a retention policy of your own) means dropping
-- this trigger first, deliberately.
CREATE FUNCTION dashboard_audit_event_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'dashboard_audit_event is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER "dashboard_audit_event_append_only" BEFORE UPDATE OR DELETE ON "dashboard_audit_event"
FOR EACH ROW EXECUTE FUNCTION dashboard_audit_event_append_only();
CREATE TRIGGER "dashboard_audit_event_no_truncate" BEFORE TRUNCATE ON "dashboard_audit_event"
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_audit_event_append_only();
