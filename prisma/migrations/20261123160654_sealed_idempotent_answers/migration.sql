-- Stored idempotent answers are sealed (AES-256-GCM under the master key, bound to scope and key):
-- they carry secrets shown once (card_present private and AES keys, API keys, webhook secrets).
-- Rows of an older version keep their plaintext response_body until the server's start-up seals
-- them in place (lib/gateway/seal-legacy-answers.ts); no row is written in plaintext any more.

-- AlterTable
ALTER TABLE "idempotency_key" ADD COLUMN     "response_sealed" TEXT,
ALTER COLUMN "response_body" DROP NOT NULL;

-- AddCheck: a row holds its answer in exactly one form
ALTER TABLE "idempotency_key"
  ADD CONSTRAINT "idempotency_key_response_check" CHECK (("response_body" IS NULL) <> ("response_sealed" IS NULL));
