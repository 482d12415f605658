import { createHash } from "node:crypto";

/**
 * The id of a merchant's first webhook endpoint, the one the single-endpoint API
 * (`/webhook-endpoint`) manages: derived from the merchant's id, as the migration that introduced
 * endpoints derived it for the merchants of the time (20261126210000_webhook_endpoints), so it is
 * known without a query and two instances creating the sandbox merchant agree on it.
 */
export function primaryEndpointId(merchantId: string): string {
  return `we_${createHash("md5").update(`webhook_endpoint:${merchantId}`).digest("hex").slice(0, 22)}`;
}
