import { isIntentId } from "../../contract/ids";
import type { PayoutRecord } from "../../contract/responses";
import type { PaymentApi } from "../payment-api";
import { statementOf, type StatementTotals } from "./statement-of";

/** What a payment earned the merchant: its gross, fee, the fee's IVA, refunds and net, and the deposits that paid it out. */
export type PaymentMoney = StatementTotals & { deposits: Array<Pick<PayoutRecord, "payout" | "status" | "arrival" | "trackingKey">> };

/**
 * A payment's money from the service's ledger (`GET /balance/transactions?intent=`), with each
 * deposit its lines went out in. Null when the ledger holds nothing of it (not paid, or paid before
 * the ledger began).
 */
export async function readPaymentMoney(api: Pick<PaymentApi, "balanceTransactions" | "payout">, intent: string): Promise<PaymentMoney | null> {
  if (!isIntentId(intent)) return null;
  const page = await api.balanceTransactions({ intent, limit: 100 });
  if (page.data.length === 0) return null;
  const ids = [...new Set(page.data.flatMap((transaction) => (transaction.payout ? [transaction.payout] : [])))];
  const deposits = await Promise.all(ids.map(async (id) => {
    const { payout, status, arrival, trackingKey } = await api.payout(id);
    return { payout, status, arrival, trackingKey };
  }));
  return { ...statementOf(page.data).totals, deposits };
}
