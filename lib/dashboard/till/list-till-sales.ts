import { centsToMoney, moneyToCents } from "../../contract/money";
import { statusInfo } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { readSaleStates } from "../intents/read-sale-states";
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
export async function listTillSales(store: Store, tillId: string, limit = 8): Promise<TillSale[]> {
  const charges = await store.prisma.dashboardTillCharge.findMany({
    where: { tillId, OR: [{ intentId: { not: null } }, { method: "cash" }] },
    orderBy: { createdAt: "desc" },
    take: limit,
  });
  const till = await store.prisma.dashboardTill.findUnique({ where: { id: tillId }, select: { series: true } });
  const ids = charges.flatMap((charge) => (charge.intentId ? [charge.intentId] : []));
  const byId = new Map((await readSaleStates(store, ids)).map((intent) => [intent.id, intent]));
  return charges.map((charge) => {
    const intent = charge.intentId ? byId.get(charge.intentId) : undefined;
    const cash = charge.method === "cash";
    const amount = moneyToCents(charge.amount);
    const refunded = cash ? moneyToCents(charge.refunded) : moneyToCents(intent?.refunded ?? "0");
    const pending = !cash ? moneyToCents(intent?.pending ?? "0") : 0;
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
