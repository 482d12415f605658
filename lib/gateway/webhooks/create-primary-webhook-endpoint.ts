import type { Store } from "../../db/store";
import { encryptSecret, randomToken } from "../../crypto";
import { primaryEndpointId } from "./primary-endpoint-id";

/**
 * A new merchant's first webhook endpoint (every event type, the URL given or none) with its
 * signing secret, sealed at rest under the master key with the merchant's id as associated data.
 */
export async function createPrimaryWebhookEndpoint(store: Store, masterKey: Buffer, merchantId: string, url: string | null, secret: string): Promise<void> {
  const endpointId = primaryEndpointId(merchantId);
  await store.prisma.webhookEndpoint.create({ data: { id: endpointId, merchantId, primary: true, url } });
  await store.prisma.webhookSecret.create({
    data: { id: randomToken("whs_", 16), merchantId, endpointId, secretEnc: encryptSecret(masterKey, secret, merchantId) },
  });
}
