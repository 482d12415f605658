import { randomBytes } from "node:crypto";
import type { Store } from "../../db/store";
import { encryptSecret, randomToken } from "../../crypto";
import { AppError } from "../../errors";
import type { CreateWebhookEndpointInput } from "../../contract/requests";
import { ALL_EVENTS, DISABLED_BY_MERCHANT, WEBHOOK_ENDPOINTS_MAX } from "../../contract/webhook-events";
import type { Merchant } from "../types";
import { lockMerchant } from "../merchants/lock-merchant";
import { listWebhookEndpoints } from "./list-webhook-endpoints";

/**
 * Adds a webhook endpoint to the merchant (at most WEBHOOK_ENDPOINTS_MAX): its URL, the event
 * types it receives (every type by default), a description, and a signing secret of its own,
 * sealed at rest and answered once, here. It receives the events that happen from now on. Run
 * inside a transaction: the merchant's row is locked while its endpoints are counted, so two
 * creations side by side cannot pass the limit together.
 */
export async function createWebhookEndpoint(store: Store, masterKey: Buffer, merchant: Merchant, input: CreateWebhookEndpointInput) {
  await lockMerchant(store, merchant.id);
  const count = await store.prisma.webhookEndpoint.count({ where: { merchantId: merchant.id } });
  if (count >= WEBHOOK_ENDPOINTS_MAX) throw new AppError("webhook_endpoint_limit", { limit: WEBHOOK_ENDPOINTS_MAX });
  const id = randomToken("we_");
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const now = new Date();
  const disabled = input.enabled === false ? { disabledAt: now, disabledWhy: DISABLED_BY_MERCHANT } : {};
  await store.prisma.webhookEndpoint.create({
    data: { id, merchantId: merchant.id, url: input.url, events: input.events ?? [ALL_EVENTS], description: input.description ?? "", createdAt: now, updatedAt: now, ...disabled },
  });
  await store.prisma.webhookSecret.create({
    data: { id: randomToken("whs_", 16), merchantId: merchant.id, endpointId: id, secretEnc: encryptSecret(masterKey, secret, merchant.id), createdAt: now },
  });
  const [record] = await listWebhookEndpoints(store, merchant.id, id);
  return { ...record!, secret };
}
