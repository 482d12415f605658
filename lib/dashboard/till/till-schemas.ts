import { z } from "zod";
import { CASH_SALE_ID } from "../cash-sale";
import { moneyToCents } from "../../contract/money";
import { IVA_RATES } from "../../contract/ticket-lines";
import { DISCOUNT_REASONS } from "./price-ticket";

/**
 * A till's names as an owner types them: what the payment API accepts for data.branch /
 * data.terminal (1-64 characters, trimmed). Its messages are catalogue keys (lib/i18n/messages,
 * `till`): the dashboard's actions word them in the user's language.
 */
export const tillNamesSchema = z.object({
  branch: z.string().trim().min(1, "till.setup.branchRequired").max(64, "till.setup.tooLong"),
  terminal: z.string().trim().min(1, "till.setup.terminalRequired").max(64, "till.setup.tooLong"),
});

export type TillNames = z.infer<typeof tillNamesSchema>;

/** A till as the device keeps it (its id) and shows it (its names, and its series of tickets). */
export type Till = TillNames & { id: string; series: string };

/**
 * The ticket a till prints for its n-th charge: its series and the number, A-00001, A-00002, …
 * (B-00001 at the shop's second till): a folio names one sale of the shop.
 */
export function ticketNumber(series: string, n: number): string {
  return `${series}-${String(n).padStart(5, "0")}`;
}

/** A till's cash sale as the payments list and its receipt name it: cash_ and the sale's attempt (a UUID). */
export const cashSaleIdSchema = z.string().regex(CASH_SALE_ID);

/** Money as the till sends it: pesos with up to two decimals, at most 9 999 999.99. */
const amountInput = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/);

/** A discount as the till sends it: a percent (0-100, two decimals) or an amount, with its reason. */
const discountSchema = z.object({
  kind: z.enum(["percent", "amount"]),
  value: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/),
  reason: z.enum(DISCOUNT_REASONS),
});

/**
 * A line of the till's ticket as the tablet sends it: a catalogue product (its id: price, IVA and
 * keys are the catalogue's, read again on the server) or a line sold by amount (description, price
 * and IVA typed; IVA defaults to the shop's), a quantity (whole units, or kg with three decimals
 * for a product sold by weight) and an optional discount.
 */
export const tillLineSchema = z.object({
  product: z.string().min(1).max(64).optional(),
  description: z.string().trim().max(255).optional(),
  price: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/).optional(),
  iva: z.enum(IVA_RATES).optional(),
  // the service takes at most 100 000 of a line (LIMITS.qtyMax): more is refused here, before a ticket is taken
  quantity: z.string().regex(/^\d{1,6}(\.\d{1,3})?$/).refine((q) => Number(q) > 0 && Number(q) <= 100_000),
  discount: discountSchema.optional(),
});
export type TillLineInput = z.infer<typeof tillLineSchema>;

/** A sale at a till, as its tablet sends it: the attempt (its idempotency), the amount before the tip, the tip, the concept. */
export const saleInputSchema = z.object({
  tillId: z.string().min(1).max(64),
  attempt: z.uuid(),
  amount: amountInput.refine((amount) => Number(amount) > 0),
  tip: amountInput.default("0"),
  concept: z
    .string()
    .trim()
    .max(255)
    .transform((concept) => concept || null),
  /** the ticket's lines (absent: the amount was typed on the keypad); the amount must be what they add up to */
  lines: z.array(tillLineSchema).min(1).max(100).optional(),
  /** a discount on the whole ticket, spread over its lines */
  discount: discountSchema.optional(),
});

/** A charge through the payment service: the sale, paid by QR (the default) or card. */
export const chargeInputSchema = saleInputSchema.extend({ method: z.enum(["qr", "card"]).default("qr") });

/**
 * A cash sale: the sale and what the customer handed over, as recordCashSale takes it: whole cents,
 * `amount` what the customer pays (the sale and its tip).
 */
export const cashSaleInputSchema = saleInputSchema.extend({ received: amountInput }).transform((input) => ({
  ...input,
  amount: moneyToCents(input.amount) + moneyToCents(input.tip),
  tip: moneyToCents(input.tip),
  received: moneyToCents(input.received),
}));
