import type { PrismaClient } from "../db/generated/client";
import { isAppError } from "../errors";
import { enterStatuses } from "./enter-statuses";
import { FAMILIES, type PaymentType, type Status } from "./statuses";

/**
 * Moves every intent whose expiry has passed to its family's expired status, recorded and
 * notified like any other change. Safe to run in several processes at once: each intent is
 * claimed with FOR UPDATE SKIP LOCKED and moved only from the status it was read with.
 * Returns how many intents expired.
 */
export async function expireDueIntents(prisma: PrismaClient, batch = 100): Promise<number> {
  let expired = 0;
  const due = await prisma.paymentIntent.findMany({
    where: { expiresAt: { lte: new Date() } },
    select: { id: true },
    orderBy: { expiresAt: "asc" },
    take: batch,
  });
  for (const { id } of due) {
    try {
      await prisma.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<Array<{ id: string; merchant_id: string; payment: string; status: string; seq: number }>>`
          SELECT id, merchant_id, payment, status, seq FROM payment_intent
          WHERE id = ${id} AND expires_at <= now() FOR UPDATE SKIP LOCKED`;
        const row = rows[0];
        if (!row) return;
        const payment = row.payment as PaymentType;
        await enterStatuses(
          tx,
          { id: row.id, merchantId: row.merchant_id, payment, status: row.status as Status, seq: row.seq },
          [FAMILIES[payment].expired],
          "expired",
        );
        expired++;
      });
    } catch (error) {
      if (!isAppError(error)) throw error; // a concurrent change won: nothing to do
    }
  }
  return expired;
}
