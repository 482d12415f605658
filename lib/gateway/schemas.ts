import { z } from "zod";
import { PAYMENT_TYPES } from "./statuses";

/**
 * Request bodies of the payment intent API, from the spec's field tables plus the bounds the
 * spec leaves open (documented in the README's API reference).
 */
export const LIMITS = {
  amountMax: 9_999_999.99,
  idLength: 64,
  conceptLength: 255,
  descriptionLength: 255,
  itemsMax: 100,
  qtyMax: 100_000,
} as const;

/** An error message for a present-but-wrong value; a missing one always reads "is required". */
const says = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : message) });

const text = (max: number) => z.string(says("must be a string")).trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

/** A positive amount with at most two decimals, as a JSON number; kept as an exact decimal string. */
export const amountSchema = z
  .number({ error: "must be a number" })
  .refine((n) => Number.isFinite(n) && n > 0, "must be greater than 0")
  .refine((n) => n <= LIMITS.amountMax, `must be at most ${LIMITS.amountMax}`)
  .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), "must have at most 2 decimals")
  .transform((n) => n.toFixed(2));

/** YYYY-MM-DDTHH:MM:SS.SSSZ exactly, and a real instant (no 2026-02-30). */
export const timeSchema = z
  .string(says("must be a string"))
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "must be formatted YYYY-MM-DDTHH:MM:SS.SSSZ")
  .refine((s) => {
    const date = new Date(s);
    return !Number.isNaN(date.getTime()) && date.toISOString() === s;
  }, "must be a valid UTC date and time");

/** The spec declares sku/price as String but its samples send numbers: both are accepted, stored as strings. */
const stringOrNumber = (max: number) =>
  z.union([z.string().trim().max(max, `must be at most ${max} characters`), z.number().finite()], says("must be a string or a number")).transform(String);

const priceSchema = z
  .union([z.string().trim(), z.number().finite().nonnegative()], says("must be a string or a number"))
  .transform(String)
  .refine((s) => /^\d{1,10}(\.\d{1,4})?$/.test(s), "must be a non-negative decimal, e.g. 12.50");

export const itemSchema = z.object(
  {
  sku: stringOrNumber(LIMITS.idLength).optional(),
  price: priceSchema.optional(),
  description: z.string(says("must be a string")).trim().max(LIMITS.descriptionLength, `must be at most ${LIMITS.descriptionLength} characters`).optional(),
  qty: z.number(says("must be an integer")).int("must be an integer").min(1, "must be at least 1").max(LIMITS.qtyMax).optional(),
  },
  says("must be an object"),
);

export const createIntentSchema = z.object(
  {
  payment: z.enum(PAYMENT_TYPES, says(`must be one of ${PAYMENT_TYPES.join(", ")}`)),
  amount: amountSchema,
  data: z.object(
    {
      branch: text(LIMITS.idLength),
      terminal: text(LIMITS.idLength),
      time: timeSchema,
      concept: z.string(says("must be a string")).trim().max(LIMITS.conceptLength, `must be at most ${LIMITS.conceptLength} characters`).optional(),
      ticket: text(LIMITS.idLength).optional(),
      items: z.array(itemSchema, says("must be a list")).max(LIMITS.itemsMax, `must have at most ${LIMITS.itemsMax} items`),
    },
    says("must be an object"),
  ),
  },
  says("must be a JSON object"),
);
export type CreateIntentInput = z.infer<typeof createIntentSchema>;

export const initSchema = z.object(
  { phone: z.string(says("must be a string of 10 digits")).regex(/^\d{10}$/, "must be exactly 10 digits") },
  says("must be a JSON object"),
);

export const intentIdSchema = z.string().regex(/^(cp|qp|ec)_[0-9A-Za-z]{16,64}$/, "must be an intent identifier");

export const advanceSchema = z.object(
  {
  to: z.string(says("must be a status name")).min(1).max(40),
  reason: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,64}$/, "must be snake_case, at most 64 characters")
    .optional(),
  },
  says("must be a JSON object"),
);
