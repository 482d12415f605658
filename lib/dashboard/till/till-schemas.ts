import { z } from "zod";
import { CASH_SALE_ID } from "../cash-sale";
import { moneyToCents } from "../../contract/money";

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
