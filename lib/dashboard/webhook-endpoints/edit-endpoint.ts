import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { EndpointFields, PaymentApi } from "../payment-api";
import { auditUrl } from "./audit-url";

/**
 * Changes a webhook endpoint at the payment service (its URL, types, description, or enabled:
 * re-enabling resumes its deliveries where they stopped). Recorded in the audit trail
 * (webhook_endpoint.changed, with what was asked).
 */
export async function editEndpoint(store: Store, api: PaymentApi, id: string, fields: EndpointFields, by: AuditBy) {
  const changed = await api.changeEndpoint(id, fields);
  const details: Record<string, unknown> = {};
  if (fields.url !== undefined) details.url = auditUrl(fields.url);
  if (fields.events !== undefined) details.events = fields.events;
  if (fields.description !== undefined) details.description = fields.description;
  if (fields.enabled !== undefined) details.enabled = fields.enabled;
  await recordAudit(store, { ...by, action: "webhook_endpoint.changed", target: id, details });
  return changed;
}
