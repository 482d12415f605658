-- Tickets with lines (docs/dashboard.md, "Products at the till"): a cash sale keeps its lines (a
-- sale through the service keeps them at the service, and the dashboard's copy in
-- dashboard_intent.items); a refund by line says which lines and how much of each it gave back.
-- AlterTable
ALTER TABLE "dashboard_till_charge" ADD COLUMN     "items" JSONB;

-- CreateTable
CREATE TABLE "dashboard_refund_line" (
    "refund_id" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "intent_id" TEXT,
    "sale_attempt" TEXT,
    "quantity" DECIMAL(12,3) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_refund_line_pkey" PRIMARY KEY ("refund_id","line")
);

-- CreateIndex
CREATE INDEX "dashboard_refund_line_intent_id_idx" ON "dashboard_refund_line"("intent_id");

-- CreateIndex
CREATE INDEX "dashboard_refund_line_sale_attempt_idx" ON "dashboard_refund_line"("sale_attempt");

-- What the code assumes: a line of one sale (a service payment or a cash sale, exactly one), a
-- quantity and an amount above zero, a line index from 0.
ALTER TABLE "dashboard_refund_line" ADD CONSTRAINT "dashboard_refund_line_one_sale" CHECK (("intent_id" IS NULL) <> ("sale_attempt" IS NULL));
ALTER TABLE "dashboard_refund_line" ADD CONSTRAINT "dashboard_refund_line_quantity" CHECK ("quantity" > 0);
ALTER TABLE "dashboard_refund_line" ADD CONSTRAINT "dashboard_refund_line_amount" CHECK ("amount" > 0);
ALTER TABLE "dashboard_refund_line" ADD CONSTRAINT "dashboard_refund_line_line" CHECK ("line" >= 0);
