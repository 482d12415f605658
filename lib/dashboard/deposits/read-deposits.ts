import type { BalanceRecord, PayoutRecord } from "../../contract/responses";
import type { PaymentApi } from "../payment-api";

export type Deposits = { balance: BalanceRecord; payouts: PayoutRecord[]; next: string | null };

/**
 * The deposits page's facts, from the service (its ledger is the merchant's money; the dashboard
 * keeps no copy of it): the balance with the next deposit, and a page of deposits, newest first.
 */
export async function readDeposits(api: Pick<PaymentApi, "balance" | "payouts">, after?: string, limit = 25): Promise<Deposits> {
  const [balance, page] = await Promise.all([api.balance(), api.payouts({ after, limit })]);
  return { balance, payouts: page.data, next: page.has_more ? page.next : null };
}
