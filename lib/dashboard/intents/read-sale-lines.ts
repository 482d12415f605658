import { formatQuantity, moneyOf } from "../../contract/ticket-lines";
import type { Store } from "../../db/store";
import { readSaleLineValues } from "./sale-line-refunds";

/** A line of a sale with what is left of it to refund. */
export type SaleLine = {
  line: number;
  sku: string | null;
  description: string | null;
  /** unit price, IVA included, as the ticket wrote it */
  price: string;
  /** the quantity sold ("2", "0.75") and whether it was weighed (kg, a decimal) rather than counted in units */
  sold: string;
  weighed: boolean;
  discount: string | null;
  /** its IVA rate; null: none declared (an older ticket) */
  iva: string | null;
  /** the line's total (lineTotalCents), IVA included */
  total: string;
  /** given back so far: the quantity and the money */
  refunded: string;
  refundedAmount: string;
};

/** A sale's lines, valued: [] for a sale charged as a typed amount (no lines). */
export type SaleLines = { sale: string; lines: SaleLine[] };

/**
 * A sale's lines as the refund forms show them (the payment's page, the till): each valued line
 * (lib/contract/ticket-lines.ts) with what its refunds not failed have given back; null for a sale
 * the dashboard does not know. A sale charged as an amount has no lines ([]).
 */
export async function readSaleLines(store: Store, sale: string): Promise<SaleLines | null> {
  const read = await readSaleLineValues(store, sale);
  if (!read) return null;
  return {
    sale,
    lines: read.lines.map((line) => ({
      line: line.line,
      sku: line.sku,
      description: line.description,
      price: line.ticketLine.price,
      sold: formatQuantity(line.sold),
      weighed: line.weighed,
      discount: line.ticketLine.discount ?? null,
      iva: line.iva,
      total: moneyOf(line.totalCents),
      refunded: formatQuantity(line.refunded),
      refundedAmount: moneyOf(line.refundedCents),
    })),
  };
}
