import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { Merchant } from "../types";
import { OUTBOX_CHANNEL } from "./notify-outbox";

/**
 * Queues again, for one endpoint, every event created in [since, until) that it did not receive
 * successfully: given up on (failed), skipped (the first endpoint had no URL then), or still
 * waiting for a retry (sent now). Each goes with a fresh retry schedule and its webhook-id; the
 * claim keeps each intent's events in order. Answers how many were queued.
 */
export async function recoverWebhookEndpoint(store: Store, merchant: Merchant, endpointId: string, window: { since: Date; until?: Date }) {
  const endpoint = await store.prisma.webhookEndpoint.findFirst({ where: { id: endpointId, merchantId: merchant.id }, select: { id: true } });
  if (!endpoint) throw new AppError("webhook_endpoint_not_found");
  const until = window.until ?? new Date();
  const { count } = await store.prisma.webhookOutbox.updateMany({
    // a delivery under way (leased) is left to finish: it would otherwise go out twice at once
    where: {
      endpointId,
      state: { in: ["failed", "skipped", "pending"] },
      createdAt: { gte: window.since, lt: until },
      OR: [{ lockedUntil: null }, { lockedUntil: { lt: new Date() } }],
    },
    data: { state: "pending", attempts: 0, nextAttemptAt: new Date(), completedAt: null, lockedUntil: null },
  });
  if (count > 0) await store.notify(OUTBOX_CHANNEL, endpointId);
  return { endpoint: endpointId, queued: count, since: window.since.toISOString(), until: until.toISOString() };
}
