import { z } from "zod";
import type { FieldError } from "../../errors";
import { fieldErrors } from "../../http/parse";
import { zonedDay } from "../format";
import { blankToUndefined, dayInput, nameInput } from "./report-inputs";

/** The cash-up page's inputs, as its URL carries them. */
export const cashUpFiltersSchema = z.object({ day: z.preprocess(blankToUndefined, dayInput.optional()), branch: nameInput, terminal: nameInput });

export type CashUpFilters = { day: string; branch?: string; terminal?: string };

/**
 * Search params → the cash-up's day, branch and terminal, or what is wrong with them (each bad
 * field with its reason, a `reports.invalid.*` catalogue key; nothing is applied then). No day:
 * today in the merchant's time zone.
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
