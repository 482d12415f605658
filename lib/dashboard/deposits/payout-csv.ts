import { centsToMoney, moneyToCents } from "../../contract/money";
import { csvLine, csvLocalTime, UTF8_BOM } from "../reports/csv";
import type { Deposit } from "./read-deposit";

/** The CSV's columns, in order (their names are the reader's words: `words.columns`). */
export const PAYOUT_CSV_COLUMNS = ["created", "type", "intent", "refund", "availableOn", "amount", "transaction"] as const;

export type PayoutCsvWords = {
  columns: Record<(typeof PAYOUT_CSV_COLUMNS)[number], string>;
  /** a balance transaction's type in words (payment: Venta, fee: Comisión, …) */
  type: (type: string) => string;
  /** the last line's label ("Total del depósito") */
  total: string;
};

/**
 * A deposit for the accountant: one line per balance transaction it settled, oldest first (local
 * time in the merchant's zone, the type in words, the payment, the refund, the day it became
 * payable, the amount with a point and two decimals, the ledger's id), then the total, which is the
 * deposit's amount to the cent, with its tracking key. UTF-8 with a byte order mark, CRLF lines:
 * Excel in es-MX opens it with its accents and reads the amounts as numbers.
 */
export function payoutCsv(deposit: Deposit, timeZone: string, words: PayoutCsvWords): string {
  const lines = [csvLine(PAYOUT_CSV_COLUMNS.map((column) => words.columns[column]))];
  let total = 0;
  for (const transaction of deposit.transactions) {
    if (transaction.type === "payout") continue; // the deposit itself: the last line
    const cents = moneyToCents(transaction.amount.toFixed(2));
    total += cents;
    lines.push(csvLine([csvLocalTime(transaction.created, timeZone), words.type(transaction.type), transaction.intent, transaction.refund, transaction.availableOn, centsToMoney(cents), transaction.transaction]));
  }
  if (total !== moneyToCents(deposit.payout.amount.toFixed(2))) throw new Error(`payout ${deposit.payout.payout}: its lines add up to ${centsToMoney(total)}, not ${deposit.payout.amount}`);
  lines.push(csvLine([deposit.payout.arrival, words.total, null, null, null, centsToMoney(total), deposit.payout.trackingKey]));
  return UTF8_BOM + lines.join("");
}
