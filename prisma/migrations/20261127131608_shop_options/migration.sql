-- The shop's options an owner sets in Settings (the trade name on tickets, the till's tips) are
-- rows of dashboard_setting (shop_trade_name, shop_tips); saving one is recorded as shop.updated
-- (beside cash.refunded, which the migration before this one added).
ALTER TABLE "dashboard_audit_event" DROP CONSTRAINT "dashboard_audit_event_action_check";
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_action_check" CHECK ("action" IN (
  'sign_in.succeeded', 'sign_in.failed', 'sign_in.locked', 'sign_out.everywhere',
  'two_factor.enabled', 'two_factor.disabled', 'two_factor.recovery_code_used', 'two_factor.requirement_changed',
  'user.created', 'user.role_changed', 'user.disabled', 'user.enabled',
  'webhook_secret.rotated', 'webhook_endpoint.changed', 'webhook.redelivered',
  'payment.created', 'payment.canceled', 'payment.refunded', 'card.tapped',
  'cash.sold', 'cash.refunded', 'drawer.opened', 'drawer.moved', 'drawer.closed', 'drawer.corrected',
  'fiscal_profile.changed',
  'webhook_endpoint.created', 'webhook_endpoint.deleted', 'webhook_endpoint.tested', 'webhook_endpoint.recovered',
  'shop.updated'
));
