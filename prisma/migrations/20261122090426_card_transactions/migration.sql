-- AlterTable
ALTER TABLE "payment_intent" ADD COLUMN     "card_bin" TEXT,
ADD COLUMN     "card_last4" TEXT;

-- CreateTable
CREATE TABLE "used_jti" (
    "intent_id" TEXT NOT NULL,
    "jti" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "used_jti_pkey" PRIMARY KEY ("intent_id","jti")
);

-- AddForeignKey
ALTER TABLE "used_jti" ADD CONSTRAINT "used_jti_intent_id_fkey" FOREIGN KEY ("intent_id") REFERENCES "payment_intent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
