-- AlterTable
ALTER TABLE "merchant" ADD COLUMN     "webhook_failing_since" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "webhook_outbox" ADD COLUMN     "locked_until" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "webhook_attempt" (
    "id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "latency_ms" INTEGER NOT NULL,
    "http_status" INTEGER,
    "error" TEXT,
    "response" TEXT,

    CONSTRAINT "webhook_attempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_attempt_event_id_attempt_idx" ON "webhook_attempt"("event_id", "attempt");

-- AddForeignKey
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "webhook_outbox"("event_id") ON DELETE RESTRICT ON UPDATE CASCADE;
