-- CreateTable
CREATE TABLE "dashboard_user" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "disabled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dashboard_intent" (
    "id" TEXT NOT NULL,
    "payment" TEXT,
    "amount" DECIMAL(12,2),
    "branch" TEXT,
    "terminal" TEXT,
    "ticket" TEXT,
    "concept" TEXT,
    "phone_last4" TEXT,
    "card_last4" TEXT,
    "status" TEXT NOT NULL,
    "code" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "reason" TEXT,
    "final" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3),
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "detailed" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "dashboard_intent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dashboard_intent_event" (
    "intent_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "code" INTEGER NOT NULL,
    "reason" TEXT,
    "source" TEXT NOT NULL,
    "webhook_id" TEXT,
    "raw" JSONB,
    "receipts" INTEGER NOT NULL DEFAULT 0,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_intent_event_pkey" PRIMARY KEY ("intent_id","seq")
);

-- CreateTable
CREATE TABLE "dashboard_setting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_setting_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_user_email_key" ON "dashboard_user"("email");

-- CreateIndex
CREATE INDEX "dashboard_intent_first_seen_at_id_idx" ON "dashboard_intent"("first_seen_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "dashboard_intent_ticket_idx" ON "dashboard_intent"("ticket");

-- CreateIndex
CREATE INDEX "dashboard_intent_phone_last4_idx" ON "dashboard_intent"("phone_last4");

-- CreateIndex
CREATE INDEX "dashboard_intent_card_last4_idx" ON "dashboard_intent"("card_last4");

-- CreateIndex
CREATE INDEX "dashboard_intent_final_updated_at_idx" ON "dashboard_intent"("final", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_intent_event_webhook_id_key" ON "dashboard_intent_event"("webhook_id");

-- AddForeignKey
ALTER TABLE "dashboard_intent_event" ADD CONSTRAINT "dashboard_intent_event_intent_id_fkey" FOREIGN KEY ("intent_id") REFERENCES "dashboard_intent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
