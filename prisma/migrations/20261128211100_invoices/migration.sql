-- Facturas (docs/facturas.md): the shop's CSD, each branch's place of issue and series, the CFDIs it
-- issued and the tickets each ingreso covers, and the sandbox PAC's record.
-- CreateTable
CREATE TABLE "dashboard_csd" (
    "id" TEXT NOT NULL,
    "rfc" TEXT NOT NULL,
    "no_certificado" TEXT NOT NULL,
    "certificate" TEXT NOT NULL,
    "key_sealed" TEXT NOT NULL,
    "password_sealed" TEXT NOT NULL,
    "valid_from" TIMESTAMPTZ(3) NOT NULL,
    "valid_to" TIMESTAMPTZ(3) NOT NULL,
    "uploaded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "uploaded_by" TEXT,

    CONSTRAINT "dashboard_csd_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dashboard_invoice_series" (
    "branch" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "next_folio" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "dashboard_invoice_series_pkey" PRIMARY KEY ("branch")
);

-- CreateTable
CREATE TABLE "dashboard_invoice" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "branch" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "folio" INTEGER NOT NULL,
    "uuid" TEXT,
    "receiver_rfc" TEXT NOT NULL,
    "receiver_name" TEXT NOT NULL,
    "receiver_zip" TEXT NOT NULL,
    "receiver_regime" TEXT NOT NULL,
    "receiver_use" TEXT NOT NULL,
    "email" TEXT,
    "payment_form" TEXT NOT NULL,
    "subtotal" DECIMAL(12,2) NOT NULL,
    "tax" DECIMAL(12,2) NOT NULL,
    "total" DECIMAL(12,2) NOT NULL,
    "periodicity" TEXT,
    "period_start" TIMESTAMPTZ(3),
    "period_end" TIMESTAMPTZ(3),
    "related_id" TEXT,
    "refund_id" TEXT,
    "sale" TEXT,
    "pac" TEXT NOT NULL,
    "xml" TEXT,
    "error" TEXT,
    "cancel_motivo" TEXT,
    "replacement_uuid" TEXT,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stamped_at" TIMESTAMPTZ(3),
    "canceled_at" TIMESTAMPTZ(3),

    CONSTRAINT "dashboard_invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dashboard_invoice_sale" (
    "invoice_id" TEXT NOT NULL,
    "sale" TEXT NOT NULL,
    "ticket" TEXT NOT NULL,
    "tender" TEXT NOT NULL,
    "paid_at" TIMESTAMPTZ(3) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "rates" JSONB NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "dashboard_invoice_sale_pkey" PRIMARY KEY ("invoice_id","sale")
);

-- CreateTable
CREATE TABLE "dashboard_sandbox_stamp" (
    "uuid" TEXT NOT NULL,
    "record" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_sandbox_stamp_pkey" PRIMARY KEY ("uuid")
);

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_invoice_series_series_key" ON "dashboard_invoice_series"("series");

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_invoice_uuid_key" ON "dashboard_invoice"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_invoice_refund_id_key" ON "dashboard_invoice"("refund_id");

-- CreateIndex
CREATE INDEX "dashboard_invoice_created_at_idx" ON "dashboard_invoice"("created_at");

-- CreateIndex
CREATE INDEX "dashboard_invoice_sale_idx" ON "dashboard_invoice"("sale");

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_invoice_series_folio_key" ON "dashboard_invoice"("series", "folio");

-- CreateIndex
CREATE INDEX "dashboard_invoice_sale_sale_idx" ON "dashboard_invoice_sale"("sale");

-- AddForeignKey
ALTER TABLE "dashboard_invoice_sale" ADD CONSTRAINT "dashboard_invoice_sale_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "dashboard_invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A ticket is in one active ingreso at most: an individual factura or a global, never both, never
-- twice (a failed or replaced CFDI's rows are made inactive first).
CREATE UNIQUE INDEX "dashboard_invoice_sale_one_active" ON "dashboard_invoice_sale"("sale") WHERE "active";

-- What the code assumes.
ALTER TABLE "dashboard_invoice" ADD CONSTRAINT "dashboard_invoice_kind" CHECK ("kind" IN ('ticket', 'global', 'credit'));
ALTER TABLE "dashboard_invoice" ADD CONSTRAINT "dashboard_invoice_status" CHECK ("status" IN ('stamping', 'issued', 'failed', 'canceling', 'canceled'));
ALTER TABLE "dashboard_invoice" ADD CONSTRAINT "dashboard_invoice_money" CHECK ("subtotal" >= 0 AND "tax" >= 0 AND "total" > 0);
ALTER TABLE "dashboard_invoice" ADD CONSTRAINT "dashboard_invoice_folio" CHECK ("folio" > 0);
ALTER TABLE "dashboard_invoice" ADD CONSTRAINT "dashboard_invoice_issued_uuid" CHECK ("status" NOT IN ('issued', 'canceling', 'canceled') OR ("uuid" IS NOT NULL AND "xml" IS NOT NULL));
ALTER TABLE "dashboard_invoice" ADD CONSTRAINT "dashboard_invoice_credit" CHECK (("kind" = 'credit') = ("refund_id" IS NOT NULL));
ALTER TABLE "dashboard_invoice_sale" ADD CONSTRAINT "dashboard_invoice_sale_amount" CHECK ("amount" > 0);
ALTER TABLE "dashboard_invoice_series" ADD CONSTRAINT "dashboard_invoice_series_zip" CHECK ("zip" ~ '^[0-9]{5}$');
ALTER TABLE "dashboard_invoice_series" ADD CONSTRAINT "dashboard_invoice_series_series" CHECK ("series" ~ '^[A-Za-z0-9]{1,10}$');

-- The audit trail records the facturas: the CSD uploaded, the setup changed, a factura issued or
-- cancelled, a global issued.
ALTER TABLE "dashboard_audit_event" DROP CONSTRAINT "dashboard_audit_event_action_check";
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_action_check" CHECK ("action" IN (
  'sign_in.succeeded', 'sign_in.failed', 'sign_in.locked', 'sign_out.everywhere',
  'two_factor.enabled', 'two_factor.disabled', 'two_factor.recovery_code_used', 'two_factor.requirement_changed',
  'user.created', 'user.role_changed', 'user.disabled', 'user.enabled',
  'webhook_secret.rotated', 'webhook_endpoint.changed', 'webhook.redelivered',
  'payment.created', 'payment.canceled', 'payment.refunded', 'card.tapped',
  'cash.sold', 'cash.refunded', 'drawer.opened', 'drawer.moved', 'drawer.closed', 'drawer.corrected',
  'fiscal_profile.changed',
  'webhook_endpoint.created', 'webhook_endpoint.deleted', 'webhook_endpoint.tested', 'webhook_endpoint.recovered',
  'shop.updated',
  'product.created', 'product.updated', 'catalogue.imported',
  'invoice.issued', 'invoice.canceled', 'invoice.global_issued', 'invoice_setup.changed'
));
