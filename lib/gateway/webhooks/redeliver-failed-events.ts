import type { Db } from "../../db/store";
import type { Merchant } from "../types";
import { OUTBOX_CHANNEL } from "./notify-outbox";

/** Queues again every event of this merchant that was given up on (state failed) and created since `since`. */
export async function redeliverFailedEvents(prisma: Db, merchant: Merchant, since: Date) {
  const { count } = await prisma.webhookOutbox.updateMany({
    where: { merchantId: merchant.id, state: "failed", createdAt: { gte: since } },
    data: { state: "pending", attempts: 0, nextAttemptAt: new Date(), completedAt: null, lockedUntil: null },
  });
  if (count > 0) await prisma.$executeRaw`SELECT pg_notify(${OUTBOX_CHANNEL}, ${merchant.id})`;
  return { requeued: count, since: since.toISOString() };
}
