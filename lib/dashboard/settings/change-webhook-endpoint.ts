import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { PaymentApi } from "../payment-api";
import { auditUrl } from "../webhook-endpoints/audit-url";

export type EndpointChange = { do: "enable" } | { do: "use-receiver"; receiverUrl: string };

/**
 * Points the merchant's webhook endpoint at this dashboard's receiver, or re-enables deliveries,
 * at the payment service; recorded in the audit trail (webhook_endpoint.changed, with what it was
 * and what it is now).
 */
export async function changeWebhookEndpoint(store: Store, api: PaymentApi, change: EndpointChange, by: AuditBy) {
  const before = await api.endpoint();
  const after = await api.updateEndpoint(change.do === "enable" ? { enabled: true } : { url: change.receiverUrl });
  const details: Record<string, unknown> = {};
  if (before.url !== after.url) details.url = { from: auditUrl(before.url), to: auditUrl(after.url) };
  if (before.enabled !== after.enabled) details.enabled = { from: before.enabled, to: after.enabled };
  await recordAudit(store, { ...by, action: "webhook_endpoint.changed", details });
  return after;
}
