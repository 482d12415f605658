-- CreateIndex
CREATE INDEX "webhook_outbox_merchant_id_state_created_at_idx" ON "webhook_outbox"("merchant_id", "state", "created_at");

-- CreateIndex
CREATE INDEX "webhook_outbox_state_completed_at_idx" ON "webhook_outbox"("state", "completed_at");

-- AddForeignKey
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_intent_id_fkey" FOREIGN KEY ("intent_id") REFERENCES "payment_intent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The CHECKs below are what the code already assumes; Prisma's schema language cannot express them
-- (prisma/schema/*.prisma names them in comments) and its diff leaves them alone. A NULL passes a
-- CHECK, so `col IN (...)` on a nullable column means "unknown, or one of these".
-- The lists must equal lib/gateway/statuses.ts (PAYMENT_TYPES, STATUS_CODES: names spelt exactly as
-- the spec spells them, misspellings included) and lib/dashboard/users/roles.ts (ROLES);
-- lib/db/schema-constraints.test.ts compares them.

-- The status table of the contract (lib/contract/statuses.ts), as rows: intents and their events
-- reference it, so a status outside its payment type's family, an unknown status or a code that
-- is not its status's is refused by a foreign key. (As CHECK expressions the same rules cost
-- PGlite ~0.15 ms per created intent, evaluated in every insert; a key look-up costs ~0.01 ms.)
CREATE TABLE "intent_status" (
  "status"  TEXT NOT NULL,
  "payment" TEXT NOT NULL,
  "code"    INTEGER NOT NULL,
  CONSTRAINT "intent_status_pkey" PRIMARY KEY ("status"),
  CONSTRAINT "intent_status_payment_check" CHECK ("payment" IN ('card_present', 'qr_present', 'ec_remote'))
);
CREATE UNIQUE INDEX "intent_status_payment_status_code_key" ON "intent_status"("payment", "status", "code");
CREATE UNIQUE INDEX "intent_status_status_code_key" ON "intent_status"("status", "code");
INSERT INTO "intent_status" ("status", "payment", "code") VALUES
  ('qr_created', 'qr_present', 100),
  ('qr_scanned', 'qr_present', 101),
  ('qr_progress', 'qr_present', 102),
  ('qr_authorized', 'qr_present', 103),
  ('qr_expired', 'qr_present', 104),
  ('qr_error_x', 'qr_present', 402),
  ('ec_created', 'ec_remote', 109),
  ('ec_inited', 'ec_remote', 110),
  ('ec_validating', 'ec_remote', 111),
  ('ec_conecting', 'ec_remote', 112),
  ('ec_conected', 'ec_remote', 113),
  ('ec_progress', 'ec_remote', 114),
  ('ec_auhtorized', 'ec_remote', 115),
  ('ec_expired', 'ec_remote', 116),
  ('ec_error_x', 'ec_remote', 402),
  ('cp_created', 'card_present', 120),
  ('cp_progress', 'card_present', 121),
  ('cp_authorized', 'card_present', 122),
  ('cp_expired', 'card_present', 123),
  ('cp_error_x', 'card_present', 402);

-- AddForeignKey / AddCheck: payment_intent (payment, status and code one row of intent_status)
-- On the three tables every status change writes (payment_intent, intent_status_event,
-- webhook_outbox) CHECKs are kept to what the contract states: PostgreSQL prepares each CHECK
-- expression again in every insert or update, which on PGlite measured ~0.1 ms per created
-- intent for six small ones (seq >= 1, attempts >= 0, the id prefix, completed_at with state):
-- invariants the single statements that write these rows already hold.
ALTER TABLE "payment_intent"
  ADD CONSTRAINT "payment_intent_payment_status_code_fkey" FOREIGN KEY ("payment", "status", "code") REFERENCES "intent_status"("payment", "status", "code") ON DELETE RESTRICT ON UPDATE CASCADE,
  ADD CONSTRAINT "payment_intent_amount_check" CHECK ("amount" > 0);

-- AddForeignKey: intent_status_event
ALTER TABLE "intent_status_event"
  ADD CONSTRAINT "intent_status_event_status_code_fkey" FOREIGN KEY ("status", "code") REFERENCES "intent_status"("status", "code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddCheck: webhook_outbox
ALTER TABLE "webhook_outbox"
  ADD CONSTRAINT "webhook_outbox_state_check" CHECK ("state" IN ('pending', 'delivered', 'failed', 'skipped'));

-- AddCheck: webhook_attempt
ALTER TABLE "webhook_attempt"
  ADD CONSTRAINT "webhook_attempt_attempt_check" CHECK ("attempt" >= 1),
  ADD CONSTRAINT "webhook_attempt_latency_ms_check" CHECK ("latency_ms" >= 0);

-- AddCheck: merchant (an endpoint is disabled with a reason; re-enabling clears both)
ALTER TABLE "merchant"
  ADD CONSTRAINT "merchant_webhook_disabled_check" CHECK (("webhook_disabled_at" IS NULL) = ("webhook_disabled_why" IS NULL));

-- AddCheck: idempotency_key
ALTER TABLE "idempotency_key"
  ADD CONSTRAINT "idempotency_key_status_check" CHECK ("status" BETWEEN 100 AND 599);

-- AddCheck: dashboard_user
ALTER TABLE "dashboard_user"
  ADD CONSTRAINT "dashboard_user_role_check" CHECK ("role" IN ('owner', 'cashier', 'support'));

-- AddCheck: dashboard_intent. Its status mirrors whatever the payment API sends: no list, but never empty.
ALTER TABLE "dashboard_intent"
  ADD CONSTRAINT "dashboard_intent_payment_check" CHECK ("payment" IN ('card_present', 'qr_present', 'ec_remote')),
  ADD CONSTRAINT "dashboard_intent_amount_check" CHECK ("amount" > 0),
  ADD CONSTRAINT "dashboard_intent_status_check" CHECK ("status" <> ''),
  ADD CONSTRAINT "dashboard_intent_seq_check" CHECK ("seq" >= 1);

-- AddCheck: dashboard_intent_event
ALTER TABLE "dashboard_intent_event"
  ADD CONSTRAINT "dashboard_intent_event_source_check" CHECK ("source" IN ('webhook', 'api')),
  ADD CONSTRAINT "dashboard_intent_event_status_check" CHECK ("status" <> ''),
  ADD CONSTRAINT "dashboard_intent_event_seq_check" CHECK ("seq" >= 1),
  ADD CONSTRAINT "dashboard_intent_event_receipts_check" CHECK ("receipts" >= 0);
