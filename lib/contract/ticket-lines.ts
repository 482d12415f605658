// zod-free: the till (in the browser), the service's check of a ticket and the receipts all compute
// a ticket's lines with these functions, so they agree to the cent.

/**
 * How IVA applies to a line: 16 % (general), 8 % (the northern and southern border regions' decree),
 * 0 % (tasa cero: most food, medicines), or exempt (exento). A price always includes it, as shops
 * price.
 */
export const IVA_RATES = ["16", "8", "0", "exempt"] as const;
export type IvaRate = (typeof IVA_RATES)[number];

/** A ticket line as the service receives it: a price (IVA included) times a quantity, less a discount. */
export type TicketLine = {
  /** unit price, IVA included, up to four decimals ("12.50", "0.3333") */
  price: string;
  /** whole units (the spec's `qty`); absent with `quantity`: 1 */
  qty?: number;
  /** a fractional quantity, up to three decimals ("0.750" kg); our extension, instead of `qty` */
  quantity?: string;
  /** the line's discount in money, IVA included ("5.00"), at most its gross */
  discount?: string;
  iva?: IvaRate;
};

const TEN_THOUSANDTHS = /^(\d{1,10})(?:\.(\d{1,4}))?$/;
const THOUSANDTHS = /^(\d{1,7})(?:\.(\d{1,3}))?$/;
const CENTS = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

function scaled(value: string, pattern: RegExp, places: number, what: string): bigint {
  const match = pattern.exec(value.trim());
  if (!match) throw new RangeError(`${what} is not a decimal with at most ${places} places: ${value}`);
  return BigInt(match[1]!) * 10n ** BigInt(places) + BigInt((match[2] ?? "").padEnd(places, "0"));
}

/** Round a non-negative `numerator / denominator` half up to an integer. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** A line's quantity in thousandths: `qty` units, or `quantity` as written, or 1. */
export function lineQuantityThousandths(line: Pick<TicketLine, "qty" | "quantity">): bigint {
  if (line.quantity !== undefined) return scaled(line.quantity, THOUSANDTHS, 3, "quantity");
  return BigInt(line.qty ?? 1) * 1000n;
}

/** A quantity in thousandths as the API writes it: "2", "0.75", "1.234". */
export function formatQuantity(thousandths: bigint | number): string {
  const value = BigInt(thousandths);
  const whole = value / 1000n;
  const fraction = (value % 1000n).toString().padStart(3, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Money in cents from a decimal with at most two places ("5", "5.5", "5.50"). */
export function centsOf(value: string): bigint {
  return scaled(value, CENTS, 2, "money");
}

/** Cents as money ("1234.50"). */
export function moneyOf(cents: bigint | number): string {
  const value = BigInt(cents);
  const abs = (value < 0n ? -value : value).toString().padStart(3, "0");
  return `${value < 0n ? "-" : ""}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/** price × quantity, rounded half up to the cent once per line (what the ticket prints as the line's gross). */
export function lineGrossCents(line: TicketLine): bigint {
  const price = scaled(line.price, TEN_THOUSANDTHS, 4, "price");
  // ten-thousandths × thousandths = 10⁻⁷; a cent is 10⁵ of those
  return roundHalfUp(price * lineQuantityThousandths(line), 100_000n);
}

/** The line's total: its gross less its discount (never below zero: a larger discount is refused by the service). */
export function lineTotalCents(line: TicketLine): bigint {
  return lineGrossCents(line) - (line.discount === undefined ? 0n : centsOf(line.discount));
}

/** The sum of the lines' totals: with the tip, what the intent's amount must be. */
export function linesTotalCents(lines: readonly TicketLine[]): bigint {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0n);
}

/** The rate as a fraction in hundredths (16 → 16n), 0 for 0 % and exempt. */
export function ratePercent(rate: IvaRate): bigint {
  return rate === "exempt" ? 0n : BigInt(rate);
}

export type RateSplit = { rate: IvaRate; total: string; base: string; iva: string };

/**
 * The IVA desglose of IVA-included totals by rate, as the ticket's CFDI 4.0 carries it: each line is
 * a concept whose base is its total ÷ (1 + rate) rounded half up to the cent (`splitBase`) and whose
 * IVA is the rest of its total; a rate's base and IVA are the sums of its lines'. Every figure is
 * then exact at two decimals, so the comprobante's SubTotal (the rounding of Σ concept importes,
 * Anexo 20) + its traslados is the ticket's total for any mix of rates, and each line's IVA is
 * within the bounds Anexo 20 sets for a traslado's importe (proved in lib/cfdi/concepts.ts, tested
 * over random tickets). Rates with no line are left out; the order is 16, 8, 0, exempt.
 */
export function ivaByRate(lines: ReadonlyArray<{ totalCents: bigint; iva: IvaRate }>): RateSplit[] {
  const totals = new Map<IvaRate, { total: bigint; base: bigint }>();
  for (const line of lines) {
    const sum = totals.get(line.iva) ?? { total: 0n, base: 0n };
    totals.set(line.iva, { total: sum.total + line.totalCents, base: sum.base + splitBase(line.totalCents, line.iva) });
  }
  return IVA_RATES.filter((rate) => totals.has(rate)).map((rate) => {
    const { total, base } = totals.get(rate)!;
    return { rate, total: moneyOf(total), base: moneyOf(base), iva: moneyOf(total - base) };
  });
}

/** An IVA-included total's base, rounded half up to the cent (negative totals, a refund's, round symmetrically). */
export function splitBase(totalCents: bigint, rate: IvaRate): bigint {
  const percent = ratePercent(rate);
  if (percent === 0n) return totalCents;
  const negative = totalCents < 0n;
  const base = roundHalfUp((negative ? -totalCents : totalCents) * 100n, 100n + percent);
  return negative ? -base : base;
}

/**
 * What refunding `quantity` more of a line gives back, when `refunded` of its `sold` quantity (all
 * in thousandths) went back before: the line's total × (refunded + quantity) / sold, rounded half up,
 * less what the earlier refunds gave, so refunding the whole line in any number of steps gives back
 * its total exactly.
 */
export function refundLineCents(totalCents: bigint, sold: bigint, refunded: bigint, quantity: bigint): bigint {
  if (quantity <= 0n || refunded + quantity > sold) throw new RangeError("the quantity to refund is more than is left of the line");
  return roundHalfUp(totalCents * (refunded + quantity), sold) - roundHalfUp(totalCents * refunded, sold);
}

/**
 * A ticket discount spread over its lines in proportion to their totals (largest remainder, so the
 * shares add up to the discount exactly); a CFDI carries discounts per concept, never per ticket.
 */
export function spreadDiscount(lineTotals: readonly bigint[], discountCents: bigint): bigint[] {
  const sum = lineTotals.reduce((a, b) => a + b, 0n);
  if (discountCents <= 0n || sum <= 0n) return lineTotals.map(() => 0n);
  if (discountCents > sum) throw new RangeError("the discount is more than the ticket");
  const shares = lineTotals.map((total) => (total * discountCents) / sum);
  const remainders = lineTotals.map((total, i) => ({ i, rest: (total * discountCents) % sum }));
  let left = discountCents - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of remainders) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares;
}
