import { centsOf, formatQuantity, ivaByRate, lineQuantityThousandths, moneyOf, type IvaRate, type RateSplit } from "../../contract/ticket-lines";
import type { Store } from "../../db/store";
import { readRefundLines } from "../intents/read-refund-lines";

/** A refund by line as its receipt shows it: each line given back and the IVA desglose of the refund. */
export type RefundLinesView = {
  refund: string;
  lines: Array<{
    /** the line's index in the sale's ticket */
    line: number;
    sku: string | null;
    description: string | null;
    /** how much of it went back ("2", "0.75") and whether it is weighed (kg) */
    quantity: string;
    weighed: boolean;
    /** the money it gave back, IVA included */
    amount: string;
    /** its IVA rate; null: the ticket declared none */
    iva: IvaRate | null;
  }>;
  /** what the refund gave back, IVA included (Σ lines) */
  total: string;
  /** the desglose of the lines with a declared rate, by rate (lib/contract/ticket-lines.ts ivaByRate: base rounded once per rate, IVA the rest) */
  ivaByRate: RateSplit[];
  /** the money of lines without a declared rate (older tickets), which no desglose can split; null when every line declares one */
  undeclared: string | null;
};

/**
 * What a refund's receipt needs to show a refund by line (`refund`: the service's rf_… or a cash
 * refund's cr_…): its lines, each with what it gave back, and the IVA desglose of those amounts by
 * rate as a ticket's is made (ivaByRate on the lines' refunded money). Null for a refund of a typed
 * amount (no lines): its receipt splits the amount as before.
 */
export async function refundLinesView(store: Store, refund: string): Promise<RefundLinesView | null> {
  const rows = await readRefundLines(store, refund);
  if (rows.length === 0) return null;
  const lines = rows.map((row) => ({
    line: row.line,
    sku: row.sold?.sku ?? null,
    description: row.sold?.description ?? null,
    quantity: formatQuantity(lineQuantityThousandths({ quantity: row.quantity })),
    weighed: row.sold?.weighed ?? false,
    amount: row.amount,
    iva: row.sold?.iva ?? null,
  }));
  const cents = (amount: string) => centsOf(amount);
  const declared = lines.flatMap((line) => (line.iva ? [{ totalCents: cents(line.amount), iva: line.iva }] : []));
  const undeclared = lines.filter((line) => !line.iva).reduce((sum, line) => sum + cents(line.amount), 0n);
  return {
    refund,
    lines,
    total: moneyOf(lines.reduce((sum, line) => sum + cents(line.amount), 0n)),
    ivaByRate: ivaByRate(declared),
    undeclared: lines.some((line) => !line.iva) ? moneyOf(undeclared) : null,
  };
}
