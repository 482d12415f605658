import { z } from "zod";
import { intentIdSchema } from "../../contract/ids";
import { REFUND_REASONS } from "../../contract/requests";
import { cashSaleIdSchema } from "../till/till-schemas";

/** A refund as a person asks for one: how much (empty: all that remains), why, a note, and the form's attempt (its idempotency). */
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
});

/** The sale a refund is for: a payment of the service, or a till's cash sale (given back from the drawer). */
export const saleIdSchema = z.union([intentIdSchema, cashSaleIdSchema]);

/** A refund from the payment's page or the till. */
export const refundInputSchema = refundFieldsSchema.extend({ intent: saleIdSchema, via: z.enum(["till", "intent detail"]) });
