import type { BalanceTransactionRecord, PayoutRecord } from "../../contract/responses";
import { PaymentApiError, type PaymentApi } from "../payment-api";
import { statementOf, type StatementLine, type StatementTotals } from "./statement-of";

export type Deposit = { payout: PayoutRecord; transactions: BalanceTransactionRecord[]; lines: StatementLine[]; totals: StatementTotals };

/**
 * One deposit as its page and its CSV show it: the payout, and its transactions (oldest first, the payout's own line last) and as statement lines
 * with their totals (whose net is the payout's amount, to the cent). Null when the service knows no
 * such payout of this merchant.
 */
export async function readDeposit(api: Pick<PaymentApi, "payout">, id: string): Promise<Deposit | null> {
  try {
    const { transactions, ...payout } = await api.payout(id);
    return { payout, transactions, ...statementOf(transactions) };
  } catch (error) {
    if (error instanceof PaymentApiError && error.code === "payout_not_found") return null;
    throw error;
  }
}
