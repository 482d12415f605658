import type { PrismaClient } from "../../db/generated/client";
import { ticketNumber } from "./till-schemas";

export type TillSale = {
  attempt: string;
  ticket: string;
  /** qr | card | cash */
  method: string;
  intent: string | null;
  amount: string;
  tip: string;
  createdAt: string;
  status: string | null;
  code: number | null;
  reason: string | null;
  concept: string | null;
};

/**
 * A till's latest sales, newest first, with each one's status as the dashboard knows it (null
 * while nothing was heard of the intent yet; cash sales have none: they are paid). Charges the
 * payment API never answered (no intent) are left out: nothing was charged.
 */
export async function listTillSales(prisma: PrismaClient, tillId: string, limit = 8): Promise<TillSale[]> {
  const charges = await prisma.dashboardTillCharge.findMany({
    where: { tillId, OR: [{ intentId: { not: null } }, { method: "cash" }] },
    orderBy: { createdAt: "desc" },
    take: limit,
  });
  const intents = await prisma.dashboardIntent.findMany({
    where: { id: { in: charges.flatMap((charge) => (charge.intentId ? [charge.intentId] : [])) } },
    select: { id: true, status: true, code: true, reason: true, concept: true },
  });
  const byId = new Map(intents.map((intent) => [intent.id, intent]));
  return charges.map((charge) => {
    const intent = charge.intentId ? byId.get(charge.intentId) : undefined;
    return {
      attempt: charge.attempt,
      ticket: ticketNumber(charge.ticket),
      method: charge.method,
      intent: charge.intentId,
      amount: charge.amount.toFixed(2),
      tip: charge.tip.toFixed(2),
      createdAt: charge.createdAt.toISOString(),
      status: intent?.status ?? null,
      code: intent?.code ?? null,
      reason: intent?.reason ?? null,
      concept: intent?.concept ?? charge.concept,
    };
  });
}
