import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { Merchant } from "../types";
import { forgetWebhookSecrets } from "./active-webhook-secrets";

/**
 * Deletes one of the merchant's endpoints, with its secrets, its queue and its delivery log (the
 * events themselves stay: the feed and every other endpoint still have them). The first endpoint
 * cannot be deleted: the single-endpoint API manages it (set its URL to null for no webhooks).
 */
export async function deleteWebhookEndpoint(store: Store, merchant: Merchant, endpointId: string): Promise<void> {
  const endpoint = await store.prisma.webhookEndpoint.findFirst({ where: { id: endpointId, merchantId: merchant.id }, select: { primary: true } });
  if (!endpoint) throw new AppError("webhook_endpoint_not_found");
  if (endpoint.primary) throw new AppError("webhook_endpoint_primary");
  // another request may have deleted it since it was read: then it is not found (a delete of a row
  // that is gone threw, a 500, when two deletes of one endpoint crossed)
  const { count } = await store.prisma.webhookEndpoint.deleteMany({ where: { id: endpointId, merchantId: merchant.id } });
  if (count === 0) throw new AppError("webhook_endpoint_not_found");
  forgetWebhookSecrets(endpointId);
}
