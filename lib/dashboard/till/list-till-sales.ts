import { centsToMoney, moneyToCents } from "../../contract/money";
import { statusInfo } from "../../contract/statuses";
import type { PrismaClient } from "../../db/generated/client";
import { CASH_ID_PREFIX } from "../cash-sale";
import { refundStateOf, type RefundState } from "../sales/refund-state";
import { ticketNumber } from "./till-schemas";

export type TillSale = {
  attempt: string;
  ticket: string;
  /** qr | card | cash */
  method: string;
  intent: string | null;
  /** the sale as the payments list names it: its intent, or cash_ and its attempt */
  sale: string | null;
  amount: string;
  tip: string;
  createdAt: string;
  status: string | null;
  code: number | null;
  reason: string | null;
  concept: string | null;
  /** what its refunds gave back (succeeded), and whether that is all or part of it */
  refunded: string;
  refundState: RefundState | null;
  /** paid, and something of it is left to give back (refunds on their way count as given) */
  refundable: boolean;
};

/**
 * A till's latest sales, newest first, with each one's status as the dashboard knows it (null
 * while nothing was heard of the intent yet; cash sales have none: they are paid) and what its
 * refunds gave back. Charges the payment API never answered (no intent) are left out: nothing was
 * charged.
 */
export async function listTillSales(prisma: PrismaClient, tillId: string, limit = 8): Promise<TillSale[]> {
  const charges = await prisma.dashboardTillCharge.findMany({
    where: { tillId, OR: [{ intentId: { not: null } }, { method: "cash" }] },
    orderBy: { createdAt: "desc" },
    take: limit,
  });
  const till = await prisma.dashboardTill.findUnique({ where: { id: tillId }, select: { series: true } });
  const ids = charges.flatMap((charge) => (charge.intentId ? [charge.intentId] : []));
  const [intents, refunds] = await Promise.all([
    prisma.dashboardIntent.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, code: true, reason: true, concept: true } }),
    prisma.dashboardRefund.groupBy({ by: ["intentId", "status"], where: { intentId: { in: ids }, status: { in: ["refund_succeeded", "refund_pending"] } }, _sum: { amount: true } }),
  ]);
  const byId = new Map(intents.map((intent) => [intent.id, intent]));
  const refundedOf = (intent: string, status: string) => moneyToCents(refunds.find((r) => r.intentId === intent && r.status === status)?._sum.amount ?? "0");
  return charges.map((charge) => {
    const intent = charge.intentId ? byId.get(charge.intentId) : undefined;
    const cash = charge.method === "cash";
    const amount = moneyToCents(charge.amount);
    const refunded = cash ? moneyToCents(charge.refunded) : charge.intentId ? refundedOf(charge.intentId, "refund_succeeded") : 0;
    const pending = !cash && charge.intentId ? refundedOf(charge.intentId, "refund_pending") : 0;
    const paid = cash || (intent ? statusInfo(intent.status).group === "authorized" : false);
    return {
      attempt: charge.attempt,
      ticket: ticketNumber(till?.series ?? "?", charge.ticket),
      method: charge.method,
      intent: charge.intentId,
      sale: cash ? `${CASH_ID_PREFIX}${charge.attempt}` : charge.intentId,
      amount: charge.amount.toFixed(2),
      tip: charge.tip.toFixed(2),
      createdAt: charge.createdAt.toISOString(),
      status: intent?.status ?? null,
      code: intent?.code ?? null,
      reason: intent?.reason ?? null,
      concept: intent?.concept ?? charge.concept,
      refunded: centsToMoney(refunded),
      refundState: paid ? refundStateOf(centsToMoney(amount), centsToMoney(refunded)) : null,
      refundable: paid && amount - refunded - pending > 0,
    };
  });
}
