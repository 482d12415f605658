-- CreateTable
CREATE TABLE "dashboard_fiscal_profile" (
    "id" TEXT NOT NULL,
    "legal_name" TEXT NOT NULL,
    "rfc" TEXT NOT NULL,
    "tax_regime" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "invoice_contact" TEXT NOT NULL,
    "vat" TEXT NOT NULL DEFAULT '16',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" TEXT,

    CONSTRAINT "dashboard_fiscal_profile_pkey" PRIMARY KEY ("id")
);

-- One profile; what a receipt can print (README, Constraints).
ALTER TABLE "dashboard_fiscal_profile" ADD CONSTRAINT "dashboard_fiscal_profile_one" CHECK ("id" = 'shop');
ALTER TABLE "dashboard_fiscal_profile" ADD CONSTRAINT "dashboard_fiscal_profile_vat" CHECK ("vat" IN ('16', '8', '0', 'exempt'));
ALTER TABLE "dashboard_fiscal_profile" ADD CONSTRAINT "dashboard_fiscal_profile_rfc" CHECK ("rfc" ~ '^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$');

-- The audit trail records changes of the fiscal profile.
ALTER TABLE "dashboard_audit_event" DROP CONSTRAINT "dashboard_audit_event_action_check";
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_action_check" CHECK ("action" IN (
  'sign_in.succeeded', 'sign_in.failed', 'sign_in.locked', 'sign_out.everywhere',
  'two_factor.enabled', 'two_factor.disabled', 'two_factor.recovery_code_used', 'two_factor.requirement_changed',
  'user.created', 'user.role_changed', 'user.disabled', 'user.enabled',
  'webhook_secret.rotated', 'webhook_endpoint.changed', 'webhook.redelivered',
  'payment.created', 'payment.canceled', 'payment.refunded', 'card.tapped',
  'cash.sold', 'drawer.opened', 'drawer.moved', 'drawer.closed', 'drawer.corrected',
  'fiscal_profile.changed'
));
