import type { Db } from "../../db/store";
import { AppError } from "../../errors";
import type { Merchant } from "../types";

/** A refund event's refund as its event told it; null for a status change. */
function refundOf(type: string, data: unknown): { refund: string; amount: number; status: string } | null {
  if (!type.startsWith("refund.") || typeof data !== "object" || data === null) return null;
  const { refund, amount, status } = data as { refund?: unknown; amount?: unknown; status?: unknown };
  return typeof refund === "string" && typeof status === "string" ? { refund, amount: Number(amount), status } : null;
}

/**
 * Every webhook event of an intent, in sequence order, with each delivery attempt: one entry per
 * event and endpoint that receives it (the merchant's first endpoint first). Each says its type, and
 * a refund's event its refund (the intent's status stays in `status`).
 */
export async function listDeliveries(prisma: Db, merchant: Merchant, intentId: string) {
  const intent = await prisma.paymentIntent.findFirst({ where: { id: intentId, merchantId: merchant.id }, select: { id: true } });
  if (!intent) throw new AppError("intent_not_found");
  const events = await prisma.webhookOutbox.findMany({
    where: { intentId },
    orderBy: [{ seq: "asc" }, { endpoint: { primary: "desc" } }, { endpoint: { createdAt: "asc" } }],
    include: {
      event: { select: { status: true, code: true, reason: true, type: true, data: true } },
      deliveries: { orderBy: { attempt: "asc" } },
    },
  });
  return {
    intent: intentId,
    events: events.map((row) => ({
      event: row.eventId,
      endpoint: row.endpointId,
      seq: row.seq,
      type: row.event.type,
      refund: refundOf(row.event.type, row.event.data),
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
