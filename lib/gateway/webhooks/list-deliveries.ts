import type { Db } from "../../db/store";
import { AppError } from "../../errors";
import type { Merchant } from "../types";

/**
 * Every webhook event of an intent, in sequence order, with each delivery attempt: one entry per
 * event and endpoint that receives it (the merchant's first endpoint first).
 */
export async function listDeliveries(prisma: Db, merchant: Merchant, intentId: string) {
  const intent = await prisma.paymentIntent.findFirst({ where: { id: intentId, merchantId: merchant.id }, select: { id: true } });
  if (!intent) throw new AppError("intent_not_found");
  const events = await prisma.webhookOutbox.findMany({
    where: { intentId },
    orderBy: [{ seq: "asc" }, { endpoint: { primary: "desc" } }, { endpoint: { createdAt: "asc" } }],
    include: {
      event: { select: { status: true, code: true, reason: true } },
      deliveries: { orderBy: { attempt: "asc" } },
    },
  });
  return {
    intent: intentId,
    events: events.map((row) => ({
      event: row.eventId,
      endpoint: row.endpointId,
      seq: row.seq,
      status: row.event.status,
      code: row.event.code,
      state: row.state,
      attempts: row.attempts,
      nextAttemptAt: row.state === "pending" ? row.nextAttemptAt.toISOString() : null,
      created: row.createdAt.toISOString(),
      completed: row.completedAt?.toISOString() ?? null,
      deliveries: row.deliveries.map((d) => ({
        attempt: d.attempt,
        at: d.startedAt.toISOString(),
        url: d.url,
        httpStatus: d.httpStatus,
        latencyMs: d.latencyMs,
        error: d.error,
        response: d.response,
      })),
    })),
  };
}
