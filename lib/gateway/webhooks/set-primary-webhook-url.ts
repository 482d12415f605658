import type { Store } from "../../db/store";
import { primaryEndpointId } from "./primary-endpoint-id";

/**
 * The merchant administration's change to a merchant's first endpoint: a new URL (null: none)
 * re-enables it and clears its run of failures; `undefined` leaves it as it is. Answers its URL and
 * whether (since when) it is disabled.
 */
export async function setPrimaryWebhookUrl(store: Store, merchantId: string, url: string | null | undefined) {
  return store.prisma.webhookEndpoint.update({
    where: { id: primaryEndpointId(merchantId) },
    data: url !== undefined ? { url, disabledAt: null, disabledWhy: null, failingSince: null, updatedAt: new Date() } : {},
    select: { url: true, disabledAt: true },
  });
}
