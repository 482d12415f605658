import { centsToMoney, moneyToCents } from "../../contract/money";
import type { BalanceTransactionRecord } from "../../contract/responses";

/**
 * One line of a deposit's statement: a payment's money as it reached the payout (its gross, Caja's
 * fee and the fee's IVA, what its refunds took back, what is left), or a line of the merchant's own
 * (a failed payout given back, an adjustment). Money as exact decimals ("1234.50"); what takes
 * money away is negative, as in the ledger.
 */
export type StatementLine = {
  /** the payment the line is of; null for a line of the merchant's own */
  intent: string | null;
  /** sale: the payment itself is in this deposit; refund: only its refunds (the sale went out in an earlier one); other: no payment's */
  kind: "sale" | "refund" | "other";
  /** the ledger's type of an `other` line (payout_failure, adjustment, refund_failure of a payment not in this deposit) */
  type: string | null;
  /** when its first movement happened */
  created: string;
  gross: string;
  fee: string;
  feeTax: string;
  refunds: string;
  other: string;
  net: string;
};

export type StatementTotals = { gross: string; fee: string; feeTax: string; refunds: string; other: string; net: string };

type Sums = { gross: number; fee: number; feeTax: number; refunds: number; other: number };
const zero = (): Sums => ({ gross: 0, fee: 0, feeTax: 0, refunds: 0, other: 0 });

/** Which column of a line a transaction's money goes in (the payout's own line is no line: it is the deposit). */
function columnOf(type: string): keyof Sums | null {
  if (type === "payment") return "gross";
  if (type === "fee") return "fee";
  if (type === "fee_tax") return "feeTax";
  if (type === "refund" || type === "refund_failure") return "refunds";
  if (type === "payout") return null;
  return "other";
}

const money = (sums: Sums) => ({
  gross: centsToMoney(sums.gross),
  fee: centsToMoney(sums.fee),
  feeTax: centsToMoney(sums.feeTax),
  refunds: centsToMoney(sums.refunds),
  other: centsToMoney(sums.other),
  net: centsToMoney(sums.gross + sums.fee + sums.feeTax + sums.refunds + sums.other),
});

/**
 * A deposit's transactions as a bank statement reads them: one line per payment (its movements in
 * this deposit added up, in cents), and one per movement of the merchant's own, in the order each
 * line's first movement happened; and the totals, whose net is the deposit's amount.
 */
export function statementOf(transactions: readonly BalanceTransactionRecord[]): { lines: StatementLine[]; totals: StatementTotals } {
  const lines = new Map<string, { intent: string | null; type: string | null; created: string; sums: Sums }>();
  const totals = zero();
  for (const transaction of transactions) {
    const column = columnOf(transaction.type);
    if (!column) continue;
    const cents = moneyToCents(transaction.amount.toFixed(2));
    const key = transaction.intent ?? transaction.transaction;
    let line = lines.get(key);
    if (!line) {
      line = { intent: transaction.intent, type: transaction.intent ? null : transaction.type, created: transaction.created, sums: zero() };
      lines.set(key, line);
    }
    line.sums[column] += cents;
    totals[column] += cents;
  }
  return {
    lines: [...lines.values()].map((line) => ({
      intent: line.intent,
      kind: line.intent === null ? "other" : line.sums.gross !== 0 ? "sale" : "refund",
      type: line.type,
      created: line.created,
      ...money(line.sums),
    })),
    totals: money(totals),
  };
}
