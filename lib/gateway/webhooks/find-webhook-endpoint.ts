import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { Merchant } from "../types";
import { listWebhookEndpoints } from "./list-webhook-endpoints";

/** One of the merchant's webhook endpoints as the API tells it; another merchant's is not found. */
export async function findWebhookEndpoint(store: Store, merchant: Merchant, endpointId: string) {
  const [record] = await listWebhookEndpoints(store, merchant.id, endpointId);
  if (!record) throw new AppError("webhook_endpoint_not_found");
  return record;
}
