-- Cash sales get real refunds (docs/dashboard.md, Refunds): given back from the till's open drawer,
-- several partial ones up to the sale's amount; the sale keeps what they gave back, guarded.
-- AlterTable
ALTER TABLE "dashboard_till_charge" ADD COLUMN     "refunded" DECIMAL(12,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "dashboard_cash_refund" (
    "id" TEXT NOT NULL,
    "sale_attempt" TEXT NOT NULL,
    "drawer_id" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "by" TEXT NOT NULL,
    "user_id" TEXT,
    "attempt" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_cash_refund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_cash_refund_attempt_key" ON "dashboard_cash_refund"("attempt");

-- CreateIndex
CREATE INDEX "dashboard_cash_refund_sale_attempt_created_at_idx" ON "dashboard_cash_refund"("sale_attempt", "created_at");

-- CreateIndex
CREATE INDEX "dashboard_cash_refund_drawer_id_idx" ON "dashboard_cash_refund"("drawer_id");

-- CreateIndex
CREATE INDEX "dashboard_cash_refund_created_at_idx" ON "dashboard_cash_refund"("created_at");

-- AddForeignKey
ALTER TABLE "dashboard_cash_refund" ADD CONSTRAINT "dashboard_cash_refund_sale_attempt_fkey" FOREIGN KEY ("sale_attempt") REFERENCES "dashboard_till_charge"("attempt") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_cash_refund" ADD CONSTRAINT "dashboard_cash_refund_drawer_id_fkey" FOREIGN KEY ("drawer_id") REFERENCES "dashboard_drawer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What the code assumes (README, Constraints).
ALTER TABLE "dashboard_till_charge" ADD CONSTRAINT "dashboard_till_charge_refunded" CHECK ("refunded" >= 0 AND "refunded" <= "amount" AND ("method" = 'cash' OR "refunded" = 0));
ALTER TABLE "dashboard_cash_refund" ADD CONSTRAINT "dashboard_cash_refund_amount" CHECK ("amount" > 0);
ALTER TABLE "dashboard_cash_refund" ADD CONSTRAINT "dashboard_cash_refund_reason" CHECK ("reason" IN ('requested_by_customer', 'duplicate', 'fraudulent', 'other'));

-- The audit trail records each cash refund (who gave back how much of which sale, from which drawer).
ALTER TABLE "dashboard_audit_event" DROP CONSTRAINT "dashboard_audit_event_action_check";
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_action_check" CHECK ("action" IN (
  'sign_in.succeeded', 'sign_in.failed', 'sign_in.locked', 'sign_out.everywhere',
  'two_factor.enabled', 'two_factor.disabled', 'two_factor.recovery_code_used', 'two_factor.requirement_changed',
  'user.created', 'user.role_changed', 'user.disabled', 'user.enabled',
  'webhook_secret.rotated', 'webhook_endpoint.changed', 'webhook.redelivered',
  'payment.created', 'payment.canceled', 'payment.refunded', 'card.tapped',
  'cash.sold', 'cash.refunded', 'drawer.opened', 'drawer.moved', 'drawer.closed', 'drawer.corrected',
  'fiscal_profile.changed',
  'webhook_endpoint.created', 'webhook_endpoint.deleted', 'webhook_endpoint.tested', 'webhook_endpoint.recovered'
));
