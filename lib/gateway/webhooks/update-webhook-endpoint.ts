import type { Store } from "../../db/store";
import type { Merchant } from "../types";
import { OUTBOX_CHANNEL } from "./notify-outbox";
import { primaryEndpointId } from "./primary-endpoint-id";

/**
 * The single-endpoint API's change to the merchant's first endpoint: sets its URL (null: none)
 * and/or re-enables it; either clears the run of failures, and deliveries held while it was
 * disabled resume at once.
 */
export async function updateWebhookEndpoint(store: Store, merchant: Merchant, change: { url?: string | null; enable?: boolean }) {
  await store.prisma.webhookEndpoint.update({
    where: { id: primaryEndpointId(merchant.id) },
    data: {
      ...(change.url !== undefined ? { url: change.url } : {}),
      disabledAt: null,
      disabledWhy: null,
      failingSince: null,
      updatedAt: new Date(),
    },
  });
  await store.notify(OUTBOX_CHANNEL, merchant.id);
}
