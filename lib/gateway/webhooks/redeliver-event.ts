import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { Merchant } from "../types";
import { OUTBOX_CHANNEL } from "./notify-outbox";

/**
 * Queues one event of this merchant for delivery again, with a fresh retry schedule (same
 * webhook-id), to every endpoint that received it.
 */
export async function redeliverEvent(store: Store, merchant: Merchant, eventId: string) {
  const updated = await store.prisma.webhookOutbox.updateMany({
    where: { eventId, merchantId: merchant.id },
    data: { state: "pending", attempts: 0, nextAttemptAt: new Date(), completedAt: null, lockedUntil: null },
  });
  if (updated.count === 0) throw new AppError("event_not_found");
  await store.notify(OUTBOX_CHANNEL, eventId);
  return { event: eventId, state: "pending" };
}
