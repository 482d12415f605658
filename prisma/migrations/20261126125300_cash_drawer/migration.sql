-- AlterTable
ALTER TABLE "dashboard_till_charge" ADD COLUMN     "cash_received" DECIMAL(12,2),
ADD COLUMN     "cashier" TEXT,
ADD COLUMN     "concept" TEXT,
ADD COLUMN     "drawer_id" TEXT,
ADD COLUMN     "method" TEXT NOT NULL DEFAULT 'qr',
ADD COLUMN     "tip" DECIMAL(12,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "dashboard_drawer" (
    "id" TEXT NOT NULL,
    "till_id" TEXT NOT NULL,
    "opened_by" TEXT NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "float" DECIMAL(12,2) NOT NULL,
    "closed_by" TEXT,
    "closed_at" TIMESTAMPTZ(3),
    "expected" DECIMAL(12,2),
    "counted" DECIMAL(12,2),
    "count" JSONB,
    "note" TEXT,

    CONSTRAINT "dashboard_drawer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dashboard_drawer_entry" (
    "id" TEXT NOT NULL,
    "drawer_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "reason" TEXT NOT NULL,
    "by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_drawer_entry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dashboard_drawer_till_id_opened_at_idx" ON "dashboard_drawer"("till_id", "opened_at" DESC);

-- CreateIndex
CREATE INDEX "dashboard_drawer_opened_at_idx" ON "dashboard_drawer"("opened_at");

-- CreateIndex
CREATE INDEX "dashboard_drawer_entry_drawer_id_created_at_idx" ON "dashboard_drawer_entry"("drawer_id", "created_at");

-- AddForeignKey
ALTER TABLE "dashboard_till_charge" ADD CONSTRAINT "dashboard_till_charge_drawer_id_fkey" FOREIGN KEY ("drawer_id") REFERENCES "dashboard_drawer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_drawer" ADD CONSTRAINT "dashboard_drawer_till_id_fkey" FOREIGN KEY ("till_id") REFERENCES "dashboard_till"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_drawer_entry" ADD CONSTRAINT "dashboard_drawer_entry_drawer_id_fkey" FOREIGN KEY ("drawer_id") REFERENCES "dashboard_drawer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What the code assumes (README, Constraints).
-- A sale is paid one way; a cash sale has no intent, goes into a drawer and was handed at least its amount.
ALTER TABLE "dashboard_till_charge" ADD CONSTRAINT "dashboard_till_charge_method" CHECK ("method" IN ('qr', 'card', 'cash'));
ALTER TABLE "dashboard_till_charge" ADD CONSTRAINT "dashboard_till_charge_tip" CHECK ("tip" >= 0 AND "tip" < "amount");
ALTER TABLE "dashboard_till_charge" ADD CONSTRAINT "dashboard_till_charge_cash" CHECK (
  CASE WHEN "method" = 'cash'
    THEN "intent_id" IS NULL AND "drawer_id" IS NOT NULL AND "cash_received" >= "amount"
    ELSE "drawer_id" IS NULL AND "cash_received" IS NULL
  END
);
-- A drawer is open (nothing of its close yet) or closed (all of it); money figures are never negative.
ALTER TABLE "dashboard_drawer" ADD CONSTRAINT "dashboard_drawer_float" CHECK ("float" >= 0);
ALTER TABLE "dashboard_drawer" ADD CONSTRAINT "dashboard_drawer_close" CHECK (
  ("closed_at" IS NULL AND "closed_by" IS NULL AND "expected" IS NULL AND "counted" IS NULL AND "count" IS NULL)
  OR ("closed_at" IS NOT NULL AND "closed_by" IS NOT NULL AND "expected" IS NOT NULL AND "counted" >= 0 AND "count" IS NOT NULL)
);
ALTER TABLE "dashboard_drawer_entry" ADD CONSTRAINT "dashboard_drawer_entry_kind" CHECK (
  ("kind" IN ('in', 'out') AND "amount" > 0) OR ("kind" = 'correction' AND "amount" <> 0)
);
ALTER TABLE "dashboard_drawer_entry" ADD CONSTRAINT "dashboard_drawer_entry_reason" CHECK (length(btrim("reason")) BETWEEN 1 AND 200);
-- One open drawer per till: two tablets opening the same till's drawer at once cannot both succeed.
CREATE UNIQUE INDEX "dashboard_drawer_open_key" ON "dashboard_drawer"("till_id") WHERE "closed_at" IS NULL;

-- The audit trail records cash sales and every drawer movement.
ALTER TABLE "dashboard_audit_event" DROP CONSTRAINT "dashboard_audit_event_action_check";
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_action_check" CHECK ("action" IN (
  'sign_in.succeeded', 'sign_in.failed', 'sign_in.locked', 'sign_out.everywhere',
  'two_factor.enabled', 'two_factor.disabled', 'two_factor.recovery_code_used', 'two_factor.requirement_changed',
  'user.created', 'user.role_changed', 'user.disabled', 'user.enabled',
  'webhook_secret.rotated', 'webhook_endpoint.changed', 'webhook.redelivered',
  'payment.created', 'payment.canceled', 'payment.refunded', 'card.tapped',
  'cash.sold', 'drawer.opened', 'drawer.moved', 'drawer.closed', 'drawer.corrected'
));
