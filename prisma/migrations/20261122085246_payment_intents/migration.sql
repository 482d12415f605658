-- CreateTable
CREATE TABLE "merchant" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "webhook_url" TEXT,
    "webhook_disabled_at" TIMESTAMPTZ(3),
    "webhook_disabled_why" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "merchant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_key" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_secret" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "secret_enc" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_secret_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_intent" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "payment" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "branch" TEXT NOT NULL,
    "terminal" TEXT NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL,
    "concept" TEXT,
    "ticket" TEXT,
    "items" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "code" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "reason" TEXT,
    "qr" JSONB,
    "card_keys_enc" TEXT,
    "phone_last4" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_intent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "intent_status_event" (
    "id" TEXT NOT NULL,
    "intent_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "code" INTEGER NOT NULL,
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "intent_status_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_outbox" (
    "event_id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "intent_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_outbox_pkey" PRIMARY KEY ("event_id")
);

-- CreateTable
CREATE TABLE "idempotency_key" (
    "merchant_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "response_body" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_key_pkey" PRIMARY KEY ("merchant_id","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_key_hash_key" ON "api_key"("hash");

-- CreateIndex
CREATE INDEX "api_key_merchant_id_idx" ON "api_key"("merchant_id");

-- CreateIndex
CREATE INDEX "webhook_secret_merchant_id_idx" ON "webhook_secret"("merchant_id");

-- CreateIndex
CREATE INDEX "payment_intent_merchant_id_created_at_idx" ON "payment_intent"("merchant_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "payment_intent_expires_at_idx" ON "payment_intent"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "intent_status_event_intent_id_seq_key" ON "intent_status_event"("intent_id", "seq");

-- CreateIndex
CREATE INDEX "webhook_outbox_state_next_attempt_at_idx" ON "webhook_outbox"("state", "next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_outbox_intent_id_seq_idx" ON "webhook_outbox"("intent_id", "seq");

-- CreateIndex
CREATE INDEX "idempotency_key_created_at_idx" ON "idempotency_key"("created_at");

-- AddForeignKey
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_secret" ADD CONSTRAINT "webhook_secret_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "intent_status_event" ADD CONSTRAINT "intent_status_event_intent_id_fkey" FOREIGN KEY ("intent_id") REFERENCES "payment_intent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "intent_status_event"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
