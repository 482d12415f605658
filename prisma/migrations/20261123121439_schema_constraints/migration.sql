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

-- AddCheck: payment_intent
ALTER TABLE "payment_intent"
  ADD CONSTRAINT "payment_intent_payment_check" CHECK ("payment" IN ('card_present', 'qr_present', 'ec_remote')),
  ADD CONSTRAINT "payment_intent_status_check" CHECK ("status" IN (
    'qr_created', 'qr_scanned', 'qr_progress', 'qr_authorized', 'qr_expired', 'qr_error_x',
    'ec_created', 'ec_inited', 'ec_validating', 'ec_conecting', 'ec_conected', 'ec_progress', 'ec_auhtorized', 'ec_expired', 'ec_error_x',
    'cp_created', 'cp_progress', 'cp_authorized', 'cp_expired', 'cp_error_x')),
  ADD CONSTRAINT "payment_intent_code_check" CHECK ("code" = CASE "status"
    WHEN 'qr_created' THEN 100 WHEN 'qr_scanned' THEN 101 WHEN 'qr_progress' THEN 102 WHEN 'qr_authorized' THEN 103
    WHEN 'qr_expired' THEN 104 WHEN 'qr_error_x' THEN 402
    WHEN 'ec_created' THEN 109 WHEN 'ec_inited' THEN 110 WHEN 'ec_validating' THEN 111 WHEN 'ec_conecting' THEN 112
    WHEN 'ec_conected' THEN 113 WHEN 'ec_progress' THEN 114 WHEN 'ec_auhtorized' THEN 115 WHEN 'ec_expired' THEN 116
    WHEN 'ec_error_x' THEN 402
    WHEN 'cp_created' THEN 120 WHEN 'cp_progress' THEN 121 WHEN 'cp_authorized' THEN 122 WHEN 'cp_expired' THEN 123
    WHEN 'cp_error_x' THEN 402 END),
  -- a status of the intent's own family (FAMILIES), and the id prefix of its payment type (ID_PREFIX)
  ADD CONSTRAINT "payment_intent_status_family_check" CHECK (left("status", 3) = CASE "payment"
    WHEN 'qr_present' THEN 'qr_' WHEN 'ec_remote' THEN 'ec_' WHEN 'card_present' THEN 'cp_' END),
  ADD CONSTRAINT "payment_intent_id_prefix_check" CHECK (left("id", 3) = CASE "payment"
    WHEN 'qr_present' THEN 'qp_' WHEN 'ec_remote' THEN 'ec_' WHEN 'card_present' THEN 'cp_' END),
  ADD CONSTRAINT "payment_intent_amount_check" CHECK ("amount" > 0),
  ADD CONSTRAINT "payment_intent_seq_check" CHECK ("seq" >= 1);

-- AddCheck: intent_status_event
ALTER TABLE "intent_status_event"
  ADD CONSTRAINT "intent_status_event_status_check" CHECK ("status" IN (
    'qr_created', 'qr_scanned', 'qr_progress', 'qr_authorized', 'qr_expired', 'qr_error_x',
    'ec_created', 'ec_inited', 'ec_validating', 'ec_conecting', 'ec_conected', 'ec_progress', 'ec_auhtorized', 'ec_expired', 'ec_error_x',
    'cp_created', 'cp_progress', 'cp_authorized', 'cp_expired', 'cp_error_x')),
  ADD CONSTRAINT "intent_status_event_code_check" CHECK ("code" = CASE "status"
    WHEN 'qr_created' THEN 100 WHEN 'qr_scanned' THEN 101 WHEN 'qr_progress' THEN 102 WHEN 'qr_authorized' THEN 103
    WHEN 'qr_expired' THEN 104 WHEN 'qr_error_x' THEN 402
    WHEN 'ec_created' THEN 109 WHEN 'ec_inited' THEN 110 WHEN 'ec_validating' THEN 111 WHEN 'ec_conecting' THEN 112
    WHEN 'ec_conected' THEN 113 WHEN 'ec_progress' THEN 114 WHEN 'ec_auhtorized' THEN 115 WHEN 'ec_expired' THEN 116
    WHEN 'ec_error_x' THEN 402
    WHEN 'cp_created' THEN 120 WHEN 'cp_progress' THEN 121 WHEN 'cp_authorized' THEN 122 WHEN 'cp_expired' THEN 123
    WHEN 'cp_error_x' THEN 402 END),
  ADD CONSTRAINT "intent_status_event_seq_check" CHECK ("seq" >= 1);

-- AddCheck: webhook_outbox (completed_at is set when an event leaves pending, cleared on redelivery)
ALTER TABLE "webhook_outbox"
  ADD CONSTRAINT "webhook_outbox_state_check" CHECK ("state" IN ('pending', 'delivered', 'failed', 'skipped')),
  ADD CONSTRAINT "webhook_outbox_completed_at_check" CHECK (("state" = 'pending') = ("completed_at" IS NULL)),
  ADD CONSTRAINT "webhook_outbox_attempts_check" CHECK ("attempts" >= 0),
  ADD CONSTRAINT "webhook_outbox_seq_check" CHECK ("seq" >= 1);

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
