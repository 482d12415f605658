import { centsToMoney, moneyToCents } from "../../contract/money";
import { CASH_PAID, CASH_PAYMENT } from "../cash-sale";
import type { IntentView } from "../intents/read-intent";
import type { CashSaleView } from "../till/read-cash-sale";
import { refundStateOf } from "./refund-state";

/**
 * A cash sale as a payment's page shows one (the shape the page and the till's refund dialog read):
 * typed cash, paid (`cash_paid`) when recorded, never heard of by the service (no history of
 * statuses, no webhooks); its cash refunds as a payment's refunds, all succeeded at once.
 */
export function cashSaleView(sale: CashSaleView): IntentView {
  const remaining = centsToMoney(moneyToCents(sale.amount) - moneyToCents(sale.refunded));
  return {
    id: sale.id,
    payment: CASH_PAYMENT,
    amount: sale.amount,
    branch: sale.branch,
    terminal: sale.terminal,
    ticket: sale.ticket,
    concept: sale.concept,
    items: [],
    phoneLast4: null,
    cardLast4: null,
    status: CASH_PAID,
    code: 0,
    seq: 0,
    reason: null,
    final: true,
    detailed: true,
    created: sale.at,
    updated: sale.refunds.at(-1)?.at ?? sale.at,
    heard: sale.at,
    refunds: sale.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      status: "refund_succeeded",
      reason: refund.reason,
      note: refund.note,
      by: refund.by,
      created: refund.at,
      updated: refund.at,
    })),
    refunded: sale.refunded,
    refundPending: "0.00",
    remaining,
    refundState: refundStateOf(sale.amount, sale.refunded),
    tip: sale.tip,
    cashier: sale.cashier,
    cash: { received: sale.received, change: sale.change, tillId: sale.tillId, drawerId: sale.drawerId },
    events: [],
  };
}
