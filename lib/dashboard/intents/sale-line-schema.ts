import { z } from "zod";
import { IVA_RATES, lineQuantityThousandths, lineTotalCents, type IvaRate, type TicketLine } from "../../contract/ticket-lines";

/**
 * A ticket line as a sale keeps it (`dashboard_intent.items`, the service's lines; a cash sale's
 * `dashboard_till_charge.items`), read leniently: the stored JSON is what the service or the till
 * wrote, older tickets carry fewer fields. A line can be valued (refunded by line, counted in the
 * sales by product) when its price and quantity are decimals as lib/contract/ticket-lines.ts reads
 * them; the SQL of lib/dashboard/intents/sum-product-sales.ts applies the same rule (VALID_LINE), so
 * a line is valued in both places or in neither. Zod-free consumers (the browser) get the parsed line.
 */

const text = z.union([z.string(), z.number()]).transform(String);
const decimal = (pattern: RegExp) => text.pipe(z.string().regex(pattern));

export const PRICE = /^\d{1,10}(\.\d{1,4})?$/;
export const QUANTITY = /^\d{1,7}(\.\d{1,3})?$/;
export const DISCOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** A name field: text (or a number, for a sku) as written; anything else reads as none. */
const name = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" || typeof value === "number" ? String(value) : null));

const storedLineSchema = z.object({
  sku: name,
  description: name,
  price: decimal(PRICE),
  qty: z.number().int().min(1).max(999_999_999).nullish(),
  quantity: decimal(QUANTITY).nullish(),
  discount: decimal(DISCOUNT).nullish(),
  /** a rate this version does not know reads as none declared */
  iva: z.unknown().optional(),
});

/** A line of a sale, valued: what it sold, for how much, at which IVA rate (null: none declared, an older ticket). */
export type SaleLineValue = {
  /** its index in the sale's items */
  line: number;
  sku: string | null;
  description: string | null;
  ticketLine: TicketLine;
  iva: IvaRate | null;
  /** lineTotalCents: price × quantity rounded half up to the cent, less the discount */
  totalCents: bigint;
  /** the quantity sold, in thousandths */
  sold: bigint;
  /** sold by weight or measure (a decimal `quantity`) rather than in whole units (`qty`) */
  weighed: boolean;
};

/** One stored line, valued; null when it cannot be (no price, a quantity that is not a positive decimal). */
export function valueSaleLine(item: unknown, line: number): SaleLineValue | null {
  const parsed = storedLineSchema.safeParse(item);
  if (!parsed.success) return null;
  const { sku, description, price, qty, quantity, discount, iva } = parsed.data;
  const ticketLine: TicketLine = {
    price,
    ...(quantity != null ? { quantity } : qty != null ? { qty } : {}),
    ...(discount != null ? { discount } : {}),
  };
  const sold = lineQuantityThousandths(ticketLine);
  if (sold <= 0n) return null;
  const rate = typeof iva === "string" && (IVA_RATES as readonly string[]).includes(iva) ? (iva as IvaRate) : null;
  if (rate) ticketLine.iva = rate;
  return {
    line,
    sku: sku ? sku : null,
    description: description ? description : null,
    ticketLine,
    iva: rate,
    totalCents: lineTotalCents(ticketLine),
    sold,
    weighed: quantity != null,
  };
}

/** A sale's stored items, valued (lines that cannot be valued are left out; their indexes are not reused). */
export function valueSaleLines(items: unknown): SaleLineValue[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, index) => {
    const value = valueSaleLine(item, index);
    return value ? [value] : [];
  });
}
