-- AlterTable
ALTER TABLE "dashboard_intent" ADD COLUMN     "items" JSONB;

-- CreateTable
CREATE TABLE "dashboard_till" (
    "id" TEXT NOT NULL,
    "branch" TEXT NOT NULL,
    "terminal" TEXT NOT NULL,
    "last_ticket" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_till_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dashboard_till_charge" (
    "attempt" TEXT NOT NULL,
    "till_id" TEXT NOT NULL,
    "ticket" INTEGER NOT NULL,
    "intent_id" TEXT,
    "amount" DECIMAL(12,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_till_charge_pkey" PRIMARY KEY ("attempt")
);

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_till_branch_terminal_key" ON "dashboard_till"("branch", "terminal");

-- CreateIndex
CREATE INDEX "dashboard_till_charge_till_id_created_at_idx" ON "dashboard_till_charge"("till_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_till_charge_till_id_ticket_key" ON "dashboard_till_charge"("till_id", "ticket");

-- AddForeignKey
ALTER TABLE "dashboard_till_charge" ADD CONSTRAINT "dashboard_till_charge_till_id_fkey" FOREIGN KEY ("till_id") REFERENCES "dashboard_till"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What the code assumes (README, Constraints): names a person can read, counters that only count up.
ALTER TABLE "dashboard_till" ADD CONSTRAINT "dashboard_till_names" CHECK (length(btrim("branch")) BETWEEN 1 AND 64 AND length(btrim("terminal")) BETWEEN 1 AND 64);
ALTER TABLE "dashboard_till" ADD CONSTRAINT "dashboard_till_last_ticket" CHECK ("last_ticket" >= 0);
ALTER TABLE "dashboard_till_charge" ADD CONSTRAINT "dashboard_till_charge_ticket" CHECK ("ticket" >= 1);
ALTER TABLE "dashboard_till_charge" ADD CONSTRAINT "dashboard_till_charge_amount" CHECK ("amount" > 0);
