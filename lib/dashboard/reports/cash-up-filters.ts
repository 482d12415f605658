import { z } from "zod";
import type { FieldError } from "../../errors";
import { fieldErrors } from "../../http/parse";
import { zonedDay } from "../format";

const blankToUndefined = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);

const one = (what: string) => ({ error: (issue: { input?: unknown }) => (Array.isArray(issue.input) ? "must be given once" : `must be ${what}`) });

const day = z
  .string(one("a date (YYYY-MM-DD)"))
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "is not a day of the calendar");

/** A branch or terminal as the API stores them: trimmed, 1 to 64 characters. */
const name = z.preprocess(blankToUndefined, z.string(one("a name")).max(64, "must be at most 64 characters").optional());

/** The cash-up page's inputs, as its URL carries them. */
export const cashUpFiltersSchema = z.object({ day: z.preprocess(blankToUndefined, day.optional()), branch: name, terminal: name });

export type CashUpFilters = { day: string; branch?: string; terminal?: string };

/**
 * Search params → the cash-up's day, branch and terminal, or what is wrong with them (each bad
 * field with its reason; nothing is applied then). No day: today in the merchant's time zone.
 */
export function parseCashUpFilters(
  params: Record<string, string | string[] | undefined>,
  timeZone: string,
  now = new Date(),
): { filters: CashUpFilters; errors?: never } | { filters?: never; errors: FieldError[] } {
  const result = cashUpFiltersSchema.safeParse(params);
  if (!result.success) return { errors: fieldErrors(result.error) };
  const { day: chosen, branch, terminal } = result.data;
  return { filters: { day: chosen ?? zonedDay(now, timeZone), ...(branch ? { branch } : {}), ...(terminal ? { terminal } : {}) } };
}
