// zod-free and server-free: the till prices the ticket in the browser with it as the cashier adds
// lines, and the server prices it again from the catalogue before charging; both agree to the cent.
import { centsOf, formatQuantity, ivaByRate, lineGrossCents, lineQuantityThousandths, moneyOf, spreadDiscount, type IvaRate, type RateSplit } from "../../contract/ticket-lines";

/** What a line sold by amount is called on the ticket (and on its factura) when nobody typed a description: es-MX, the customer's language. */
export const SOLD_BY_AMOUNT = "Venta por importe";

/** Why a discount was given: the till asks for one of these, the audit trail keeps it. */
export const DISCOUNT_REASONS = ["promotion", "loyal_customer", "damaged", "price_match", "other"] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];

/** A discount as the cashier keys it: a percent (up to two decimals, at most 100) or an amount of money. */
export type Discount = { kind: "percent" | "amount"; value: string; reason: DiscountReason };

/** A line of the till's ticket with its product's facts already resolved (from the catalogue, or typed). */
export type PricedLineInput = {
  /** the catalogue's product id; absent for a line sold by amount */
  product?: string;
  sku?: string;
  description: string;
  /** unit price, IVA included */
  price: string;
  iva: IvaRate;
  productKey?: string;
  unitKey?: string;
  /** whole units, or kg with up to three decimals for a product sold by weight */
  quantity: string;
  byWeight?: boolean;
  discount?: Discount;
};

/** A line as the service receives it in data.items (lib/contract/ticket-lines.ts plus sku, description and SAT keys). */
export type ServiceItem = {
  sku?: string;
  description: string;
  price: string;
  qty?: number;
  quantity?: string;
  discount?: string;
  iva: IvaRate;
  product_key?: string;
  unit_key?: string;
};

export type PricedTicket = {
  items: ServiceItem[];
  /** each line's gross (price × quantity, rounded once), its discount (its own and its share of the ticket's) and its total */
  lines: Array<{ grossCents: bigint; discountCents: bigint; totalCents: bigint }>;
  grossCents: bigint;
  discountCents: bigint;
  totalCents: bigint;
  desglose: RateSplit[];
};

const PERCENT = /^(?:100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;

/** A discount's cents on `cents`: a percent rounded half up to the cent, or the amount (never more than `cents`). */
export function discountCents(cents: bigint, discount: Discount | undefined): bigint {
  if (!discount || discount.value === "") return 0n;
  if (discount.kind === "percent") {
    if (!PERCENT.test(discount.value)) throw new RangeError("till.ticket.discountInvalid");
    const hundredths = centsOf(discount.value); // the percent in hundredths of a percent
    return (cents * hundredths * 2n + 10_000n) / 20_000n;
  }
  const amount = centsOf(discount.value);
  if (amount > cents) throw new RangeError("till.ticket.discountTooBig");
  return amount;
}

/** The discounts of a priced ticket for the audit trail (null: none): their sum and every reason given. */
export function discountsGiven(ticket: PricedTicket, lines: readonly { discount?: Discount }[], ticketDiscount?: Discount): { amount: string; reasons: string[] } | null {
  if (ticket.discountCents === 0n) return null;
  const reasons = [...lines.map((line) => line.discount), ticketDiscount].flatMap((d) => (d && d.value !== "" ? [d.reason] : []));
  return { amount: moneyOf(ticket.discountCents), reasons: [...new Set(reasons)] };
}

/**
 * The ticket's prices: each line's gross (price × quantity, rounded half up once per line), less
 * its own discount, less its share of the ticket's discount (spread in proportion to the lines'
 * totals, so the shares add up to it exactly: a CFDI carries discounts per concept), the total,
 * and the IVA desglose by rate (ivaByRate: rounded once per rate, base + IVA = the total).
 */
export function priceTicket(lines: readonly PricedLineInput[], ticketDiscount?: Discount): PricedTicket {
  const weighed = (line: PricedLineInput) => line.byWeight || !/^\d+$/.test(line.quantity);
  const priced = lines.map((line) => {
    const quantity = weighed(line) ? { quantity: formatQuantity(lineQuantityThousandths({ quantity: line.quantity })) } : { qty: Number(line.quantity) };
    const grossCents = lineGrossCents({ price: line.price, ...quantity });
    const own = discountCents(grossCents, line.discount);
    return { line, quantity, grossCents, own };
  });
  const afterOwn = priced.map((p) => p.grossCents - p.own);
  const ticketCents = discountCents(
    afterOwn.reduce((a, b) => a + b, 0n),
    ticketDiscount,
  );
  const shares = spreadDiscount(afterOwn, ticketCents);
  const out = priced.map((p, i) => {
    const discount = p.own + shares[i]!;
    return { grossCents: p.grossCents, discountCents: discount, totalCents: p.grossCents - discount };
  });
  const items: ServiceItem[] = priced.map((p, i) => ({
    ...(p.line.sku ? { sku: p.line.sku } : {}),
    description: p.line.description,
    price: p.line.price,
    ...p.quantity,
    ...(out[i]!.discountCents > 0n ? { discount: moneyOf(out[i]!.discountCents) } : {}),
    iva: p.line.iva,
    ...(p.line.productKey ? { product_key: p.line.productKey } : {}),
    ...(p.line.unitKey ? { unit_key: p.line.unitKey } : {}),
  }));
  const sum = (pick: (line: (typeof out)[number]) => bigint) => out.reduce((a, line) => a + pick(line), 0n);
  return {
    items,
    lines: out,
    grossCents: sum((l) => l.grossCents),
    discountCents: sum((l) => l.discountCents),
    totalCents: sum((l) => l.totalCents),
    desglose: ivaByRate(out.map((line, i) => ({ totalCents: line.totalCents, iva: lines[i]!.iva }))),
  };
}

/** A product as the till shows and sells it (the catalogue's active products, read when the till opens). */
export type TillProduct = {
  id: string;
  name: string;
  price: string;
  iva: IvaRate;
  sku: string | null;
  barcode: string | null;
  category: string | null;
  byWeight: boolean;
  productKey: string;
  unitKey: string;
};
