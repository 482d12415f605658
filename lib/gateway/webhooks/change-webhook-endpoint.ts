import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { WebhookEndpointChange } from "../../contract/requests";
import type { Merchant } from "../types";
import { DISABLED_BY_MERCHANT } from "../../contract/webhook-events";
import { findWebhookEndpoint } from "./find-webhook-endpoint";
import { OUTBOX_CHANNEL } from "./notify-outbox";

/**
 * Changes one of the merchant's endpoints: its URL (a new URL starts a new run of failures), its
 * event types (for the events that happen from now on), its description, or whether it is
 * enabled. Disabled, its events wait; re-enabled, deliveries resume where they stopped, at once.
 */
export async function changeWebhookEndpoint(store: Store, merchant: Merchant, endpointId: string, change: WebhookEndpointChange) {
  const state =
    change.enabled === true
      ? { disabledAt: null, disabledWhy: null, failingSince: null }
      : change.enabled === false
        ? { disabledAt: new Date(), disabledWhy: DISABLED_BY_MERCHANT }
        : {};
  const { count } = await store.prisma.webhookEndpoint.updateMany({
    where: { id: endpointId, merchantId: merchant.id },
    data: {
      ...(change.url !== undefined ? { url: change.url, failingSince: null } : {}),
      ...(change.events !== undefined ? { events: change.events } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...state,
      updatedAt: new Date(),
    },
  });
  if (count === 0) throw new AppError("webhook_endpoint_not_found");
  if (change.enabled === true) await store.notify(OUTBOX_CHANNEL, endpointId);
  return findWebhookEndpoint(store, merchant, endpointId);
}
