-- CreateTable
CREATE TABLE "pricing" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT,
    "payment" TEXT NOT NULL,
    "percent" DECIMAL(7,4) NOT NULL,
    "fixed" DECIMAL(12,2) NOT NULL,
    "iva_rate" DECIMAL(5,4) NOT NULL,
    "effective_from" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pricing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "balance_transaction" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "intent_id" TEXT,
    "refund_id" TEXT,
    "source_payout_id" TEXT,
    "payout_id" TEXT,
    "available_on" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "balance_transaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payout" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "status" TEXT NOT NULL,
    "failure" TEXT,
    "business_date" DATE NOT NULL,
    "arrival_date" DATE NOT NULL,
    "tracking_key" TEXT NOT NULL,
    "clabe_sealed" TEXT NOT NULL,
    "clabe_last4" TEXT NOT NULL,
    "bank_name" TEXT NOT NULL,
    "holder_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payout_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payout_account" (
    "merchant_id" TEXT NOT NULL,
    "clabe_sealed" TEXT NOT NULL,
    "clabe_last4" TEXT NOT NULL,
    "bank_code" TEXT NOT NULL,
    "bank_name" TEXT NOT NULL,
    "holder_name" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payout_account_pkey" PRIMARY KEY ("merchant_id")
);

-- CreateIndex
CREATE INDEX "pricing_merchant_id_payment_effective_from_idx" ON "pricing"("merchant_id", "payment", "effective_from");

-- CreateIndex
CREATE INDEX "balance_transaction_merchant_id_payout_id_available_on_idx" ON "balance_transaction"("merchant_id", "payout_id", "available_on");

-- CreateIndex
CREATE INDEX "balance_transaction_merchant_id_created_at_id_idx" ON "balance_transaction"("merchant_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "balance_transaction_payout_id_idx" ON "balance_transaction"("payout_id");

-- CreateIndex
CREATE INDEX "balance_transaction_intent_id_idx" ON "balance_transaction"("intent_id");

-- CreateIndex
CREATE UNIQUE INDEX "payout_tracking_key_key" ON "payout"("tracking_key");

-- CreateIndex
CREATE INDEX "payout_merchant_id_created_at_id_idx" ON "payout"("merchant_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "payout_merchant_id_business_date_key" ON "payout"("merchant_id", "business_date");

-- AddForeignKey
ALTER TABLE "pricing" ADD CONSTRAINT "pricing_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "balance_transaction" ADD CONSTRAINT "balance_transaction_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "balance_transaction" ADD CONSTRAINT "balance_transaction_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "payout"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payout" ADD CONSTRAINT "payout_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payout_account" ADD CONSTRAINT "payout_account_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What Prisma's schema language cannot say (the model's comments point here).

-- Pricing rows are sane; the defaults (merchant_id null) price a payment type for every merchant
-- without its own: card_present 3.5 %, ec_remote 3.9 % + 3.00 (a card not present costs more),
-- qr_present 0 (CoDi is free, as Banxico's is), IVA 16 % on the fee.
ALTER TABLE "pricing" ADD CONSTRAINT "pricing_check" CHECK (
  "payment" IN ('card_present', 'qr_present', 'ec_remote') AND "percent" >= 0 AND "percent" < 100 AND "fixed" >= 0 AND "iva_rate" >= 0 AND "iva_rate" < 1
);
INSERT INTO "pricing" ("id", "merchant_id", "payment", "percent", "fixed", "iva_rate", "effective_from") VALUES
  ('pr_default_card_present', NULL, 'card_present', 3.5, 0, 0.16, '1970-01-01T00:00:00Z'),
  ('pr_default_ec_remote', NULL, 'ec_remote', 3.9, 3, 0.16, '1970-01-01T00:00:00Z'),
  ('pr_default_qr_present', NULL, 'qr_present', 0, 0, 0.16, '1970-01-01T00:00:00Z');

-- Each kind of balance transaction with its other account, its sign and what it is of: both legs
-- of every row are known, so every row and every range of rows sums to zero across the accounts.
ALTER TABLE "balance_transaction" ADD CONSTRAINT "balance_transaction_legs_check" CHECK (
  ("type" = 'payment' AND "account" = 'processing' AND "amount" > 0 AND "intent_id" IS NOT NULL)
  OR ("type" = 'fee' AND "account" = 'fees' AND "amount" < 0 AND "intent_id" IS NOT NULL)
  OR ("type" = 'fee_tax' AND "account" = 'fee_iva' AND "amount" < 0 AND "intent_id" IS NOT NULL)
  OR ("type" = 'refund' AND "account" = 'processing' AND "amount" < 0 AND "refund_id" IS NOT NULL)
  OR ("type" = 'refund_failure' AND "account" = 'processing' AND "amount" > 0 AND "refund_id" IS NOT NULL)
  OR ("type" = 'payout' AND "account" = 'bank' AND "amount" < 0 AND "source_payout_id" IS NOT NULL)
  OR ("type" = 'payout_failure' AND "account" = 'bank' AND "amount" > 0 AND "source_payout_id" IS NOT NULL)
  OR ("type" = 'adjustment' AND "account" = 'adjustments' AND "amount" <> 0)
);
-- A payment is booked once: one gross, fee and fee IVA row per intent; one refund and one
-- refund_failure row per refund; one payout and one payout_failure row per payout.
CREATE UNIQUE INDEX "balance_transaction_intent_once" ON "balance_transaction"("intent_id", "type") WHERE "type" IN ('payment', 'fee', 'fee_tax');
CREATE UNIQUE INDEX "balance_transaction_refund_once" ON "balance_transaction"("refund_id", "type") WHERE "refund_id" IS NOT NULL;
CREATE UNIQUE INDEX "balance_transaction_payout_once" ON "balance_transaction"("source_payout_id", "type") WHERE "source_payout_id" IS NOT NULL;

ALTER TABLE "payout" ADD CONSTRAINT "payout_check" CHECK (
  "amount" > 0 AND "status" IN ('pending', 'paid', 'failed', 'canceled') AND ("failure" IS NULL) = ("status" IN ('pending', 'paid'))
);

-- The merchant's payout events join its other own events (no intent, seq 0, facts in data).
ALTER TABLE "intent_status_event" DROP CONSTRAINT "intent_status_event_type_check";
ALTER TABLE "intent_status_event" ADD CONSTRAINT "intent_status_event_type_check" CHECK (
  ("type" = 'intent.status_changed' AND "intent_id" IS NOT NULL AND "status" IS NOT NULL AND "code" IS NOT NULL AND "refund_id" IS NULL AND "data" IS NULL)
  OR ("type" IN ('refund.pending', 'refund.succeeded', 'refund.failed') AND "intent_id" IS NOT NULL AND "status" IS NOT NULL AND "code" IS NOT NULL AND "refund_id" IS NOT NULL AND "data" IS NOT NULL)
  OR ("type" IN ('endpoint.disabled', 'payout.created', 'payout.paid', 'payout.failed', 'payout.canceled') AND "intent_id" IS NULL AND "status" IS NULL AND "code" IS NULL AND "seq" = 0 AND "refund_id" IS NULL AND "data" IS NOT NULL)
);
