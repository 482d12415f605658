import { z } from "zod";
import { intentIdSchema } from "../../contract/ids";
import { REFUND_REASONS } from "../../contract/requests";
import { cashSaleIdSchema } from "../till/till-schemas";

/** A line to give back: its index in the sale's ticket (its items) and how much of it ("2", "0.750" kg). */
export const refundLineSchema = z.object({
  line: z.int("intent.refund.lines.unknown").min(0, "intent.refund.lines.unknown").max(999, "intent.refund.lines.unknown"),
  quantity: z
    .string("intent.refund.lines.invalidQuantity")
    .trim()
    .regex(/^\d{1,7}(\.\d{1,3})?$/, "intent.refund.lines.invalidQuantity")
    .refine((quantity) => /[1-9]/.test(quantity), "intent.refund.lines.invalidQuantity"),
});

/**
 * A refund as a person asks for one: how much (empty: all that remains), why, a note, and the form's
 * attempt (its idempotency); or, for a sale with a ticket of lines, which lines and how much of each
 * (`lines`): the amount then follows from them, and an amount sent with them is the one the form
 * showed, confirmed (refused when the lines give back another now).
 */
export const refundFieldsSchema = z.object({
  /** empty: the whole remaining amount */
  amount: z
    .string()
    .trim()
    .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, "intent.refund.invalidAmount")
    .default("")
    .transform((value) => (value === "" ? undefined : Number(value)))
    .refine((value) => value === undefined || value > 0, "intent.refund.invalidAmount"),
  reason: z.enum(REFUND_REASONS),
  note: z.string().trim().max(255).optional(),
  /** the form's attempt: the refund's Idempotency-Key (a click sent twice gives back once) */
  attempt: z.string().regex(/^[0-9a-f-]{36}$/),
  /** a refund by line: each line once */
  lines: z
    .array(refundLineSchema)
    .min(1, "intent.refund.lines.noneChosen")
    .max(100)
    .refine((lines) => new Set(lines.map((l) => l.line)).size === lines.length, "intent.refund.lines.twice")
    .optional(),
});

/** The sale a refund is for: a payment of the service, or a till's cash sale (given back from the drawer). */
export const saleIdSchema = z.union([intentIdSchema, cashSaleIdSchema]);

/** A refund from the payment's page or the till. */
export const refundInputSchema = refundFieldsSchema.extend({ intent: saleIdSchema, via: z.enum(["till", "intent detail"]) });

/** sales.lines: a sale's ticket lines with what each has given back ([]: a sale charged as an amount). */
export const saleLinesSchema = z.object({
  sale: z.string(),
  lines: z.array(
    z.object({
      line: z.int(),
      sku: z.string().nullable(),
      description: z.string().nullable(),
      price: z.string(),
      sold: z.string(),
      weighed: z.boolean(),
      discount: z.string().nullable(),
      iva: z.string().nullable(),
      total: z.string(),
      refunded: z.string(),
      refundedAmount: z.string(),
    }),
  ),
});
