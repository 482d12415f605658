import { z } from "zod";
import type { FieldError } from "../../errors";
import { fieldErrors } from "../../http/parse";
import { nextDay, zonedDay } from "../format";
import { blankToUndefined, choiceInput, dayInput, daysBetween, INPUT_ERRORS, nameInput, previousDay } from "./report-inputs";

/** The ranges the overview offers: four presets and a custom range of days. */
export const REPORT_RANGES = ["today", "yesterday", "7d", "month", "custom"] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export type ReportPreset = Exclude<ReportRange, "custom">;

/** The longest custom range, in days (a quarter): the chart has a bar per day. */
export const MAX_RANGE_DAYS = 92;

/** The days a report covers (both included, in the merchant's time zone), and the till it is narrowed to. */
export type ReportFilters = { range: ReportRange; from: string; to: string; branch?: string; terminal?: string };

const schema = z.object({
  range: choiceInput(REPORT_RANGES, INPUT_ERRORS.range),
  from: z.preprocess(blankToUndefined, dayInput.optional()),
  to: z.preprocess(blankToUndefined, dayInput.optional()),
  branch: nameInput,
  terminal: nameInput,
});

/** The days of a preset, on the merchant's `today`: "last 7 days" ends today, "this month" runs from the 1st to today. */
export function presetDays(range: ReportPreset, today: string): { from: string; to: string } {
  if (range === "today") return { from: today, to: today };
  if (range === "yesterday") {
    const yesterday = previousDay(today);
    return { from: yesterday, to: yesterday };
  }
  if (range === "7d") {
    let from = today;
    for (let i = 0; i < 6; i++) from = previousDay(from);
    return { from, to: today };
  }
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/**
 * Search params → the report's range and till, or what is wrong with them (each bad field with a
 * `reports.invalid.*` catalogue key; nothing is applied then). `range` is a preset computed on
 * today in the merchant's time zone, or `custom` with `from` and `to` (at most 92 days); days
 * without a range are a custom range; no range at all is today. Days given with a preset are
 * refused rather than ignored.
 */
export function parseReportFilters(
  params: Record<string, string | string[] | undefined>,
  timeZone: string,
  now = new Date(),
): { filters: ReportFilters; errors?: never } | { filters?: never; errors: FieldError[] } {
  const result = schema.safeParse(params);
  if (!result.success) return { errors: fieldErrors(result.error) };
  const { from, to, branch, terminal } = result.data;
  const range = result.data.range ?? (from || to ? "custom" : "today");
  const till = { ...(branch ? { branch } : {}), ...(terminal ? { terminal } : {}) };
  if (range !== "custom") {
    if (from || to) return { errors: [{ field: from ? "from" : "to", message: INPUT_ERRORS.onlyCustom }] };
    return { filters: { range, ...presetDays(range, zonedDay(now, timeZone)), ...till } };
  }
  const errors: FieldError[] = [];
  if (!from) errors.push({ field: "from", message: INPUT_ERRORS.required });
  if (!to) errors.push({ field: "to", message: INPUT_ERRORS.required });
  if (from && to && from > to) errors.push({ field: "to", message: INPUT_ERRORS.fromAfterTo });
  else if (from && to && daysBetween(from, to) > MAX_RANGE_DAYS) errors.push({ field: "to", message: INPUT_ERRORS.tooLong });
  if (errors.length > 0 || !from || !to) return { errors };
  return { filters: { range, from, to, ...till } };
}

/** What a report says of its scope: the days, the zone, the instants they span, and the till when chosen. */
export function reportScope(filters: ReportFilters, timeZone: string, range: { start: Date; end: Date }) {
  return {
    from: filters.from,
    to: filters.to,
    timeZone,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    ...(filters.branch ? { branch: filters.branch } : {}),
    ...(filters.terminal ? { terminal: filters.terminal } : {}),
  };
}
