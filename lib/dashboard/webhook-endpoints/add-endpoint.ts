import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { EndpointFields, PaymentApi } from "../payment-api";
import { auditUrl } from "./audit-url";

/**
 * Adds a webhook endpoint at the payment service; answers it with its secret (the only time the
 * service tells it). Recorded in the audit trail (webhook_endpoint.created: the URL without its
 * query, the types, never the secret).
 */
export async function addEndpoint(store: Store, api: PaymentApi, fields: EndpointFields & { url: string }, by: AuditBy) {
  const created = await api.createEndpoint(fields);
  await recordAudit(store, {
    ...by,
    action: "webhook_endpoint.created",
    target: created.id,
    details: { url: auditUrl(created.url), events: created.events, enabled: created.enabled },
  });
  return created;
}
