import type { Store } from "../../db/store";
import type { Merchant } from "../types";
import { OUTBOX_CHANNEL } from "./notify-outbox";

/** Queues again every event of this merchant that was given up on (state failed) and created since `since`. */
export async function redeliverFailedEvents(store: Store, merchant: Merchant, since: Date) {
  const { count } = await store.prisma.webhookOutbox.updateMany({
    where: { merchantId: merchant.id, state: "failed", createdAt: { gte: since } },
    data: { state: "pending", attempts: 0, nextAttemptAt: new Date(), completedAt: null, lockedUntil: null },
  });
  if (count > 0) await store.notify(OUTBOX_CHANNEL, merchant.id);
  return { requeued: count, since: since.toISOString() };
}
