import type { Store } from "../../db/store";
import type { Merchant } from "../types";
import { findWebhookEndpoint } from "./find-webhook-endpoint";
import { primaryEndpointId } from "./primary-endpoint-id";

/**
 * The merchant's first webhook endpoint as the single-endpoint API (`GET /webhook-endpoint`) has
 * always told it: URL, whether deliveries are enabled or why not, backlog, secrets in force.
 */
export async function getWebhookEndpoint(store: Store, merchant: Merchant) {
  const { url, enabled, disabledAt, disabledReason, failingSince, pending, failed, secrets } = await findWebhookEndpoint(store, merchant, primaryEndpointId(merchant.id));
  return { url, enabled, disabledAt, disabledReason, failingSince, pending, failed, secrets };
}
