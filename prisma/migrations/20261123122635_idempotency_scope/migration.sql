-- Idempotency keys of the admin API (scope "admin", no merchant) beside the merchants' own
-- (scope = merchant id): the key's owner is the scope, and merchant_id keeps its foreign key.

-- DropForeignKey
ALTER TABLE "idempotency_key" DROP CONSTRAINT "idempotency_key_merchant_id_fkey";

-- AlterTable: the scope of existing rows is their merchant
ALTER TABLE "idempotency_key" ADD COLUMN "scope" TEXT;
UPDATE "idempotency_key" SET "scope" = "merchant_id";
ALTER TABLE "idempotency_key" DROP CONSTRAINT "idempotency_key_pkey",
ALTER COLUMN "scope" SET NOT NULL,
ALTER COLUMN "merchant_id" DROP NOT NULL,
ADD CONSTRAINT "idempotency_key_pkey" PRIMARY KEY ("scope", "key");

-- AddForeignKey
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddCheck: a merchant's scope is its id; the admin's has no merchant
ALTER TABLE "idempotency_key"
  ADD CONSTRAINT "idempotency_key_scope_check" CHECK (("scope" = 'admin' AND "merchant_id" IS NULL) OR "scope" = "merchant_id");
