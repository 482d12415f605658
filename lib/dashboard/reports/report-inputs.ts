import { z } from "zod";

/**
 * The inputs the report pages share (the cash-up's day, the overview's range, both pages' branch
 * and terminal), as their URLs carry them. A refusal's message is a catalogue key of the `reports`
 * namespace, so the page says it in the user's language.
 */
export const INPUT_ERRORS = {
  once: "reports.invalid.once",
  dayFormat: "reports.invalid.dayFormat",
  notADay: "reports.invalid.notADay",
  nameTooLong: "reports.invalid.nameTooLong",
  range: "reports.invalid.range",
  required: "reports.invalid.required",
  fromAfterTo: "reports.invalid.fromAfterTo",
  tooLong: "reports.invalid.tooLong",
  onlyCustom: "reports.invalid.onlyCustom",
} as const;

/** An empty or blank value is no value. */
export const blankToUndefined = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);

/** A value given twice (`?day=a&day=b`) is refused: which one was meant? */
const once = (message: string) => ({ error: (issue: { input?: unknown }) => (Array.isArray(issue.input) ? INPUT_ERRORS.once : message) });

/** A calendar day, YYYY-MM-DD, that exists (not 30 February). */
export const dayInput = z
  .string(once(INPUT_ERRORS.dayFormat))
  .regex(/^\d{4}-\d{2}-\d{2}$/, INPUT_ERRORS.dayFormat)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, INPUT_ERRORS.notADay);

/** A branch or terminal as the API stores them: trimmed, 1 to 64 characters; blank is none. */
export const nameInput = z.preprocess(blankToUndefined, z.string(once(INPUT_ERRORS.nameTooLong)).max(64, INPUT_ERRORS.nameTooLong).optional());

/** One of a list of words. */
export const choiceInput = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.preprocess(blankToUndefined, z.enum(values, once(message)).optional());

/** The day before a day (YYYY-MM-DD). */
export function previousDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** How many calendar days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
