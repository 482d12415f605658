/**
 * The banking calendar of the merchant's money: business days in America/Mexico_City, skipping
 * Saturdays, Sundays and the days the Mexican banks close (the CNBV's published calendar:
 * "días inhábiles" of the Comisión Nacional Bancaria y de Valores). The list is dated, in the code,
 * and overridable by PAYOUT_HOLIDAYS (a comma-separated list of YYYY-MM-DD that replaces it).
 *
 * A sale belongs to the business day of its local date, unless it comes at or after the day's
 * cut-off (PAYOUT_CUTOFF, default 17:00) or on a day the banks are closed: then to the next
 * business day. Its money is available on the business day after that one, and goes out in the
 * payout made at that day's cut-off (lib/gateway/payouts).
 */

export const PAYOUT_TIME_ZONE = "America/Mexico_City";

/**
 * Días inhábiles bancarios (CNBV), 2025–2028: New Year; Constitution Day (first Monday of
 * February); Juárez's birthday (third Monday of March); Holy Thursday and Good Friday; Labour Day;
 * Independence Day; All Souls' Day; Revolution Day (third Monday of November); the Virgin of
 * Guadalupe; Christmas. Days that fall on a weekend are listed anyway (harmless).
 */
export const MEXICAN_BANK_HOLIDAYS: readonly string[] = [
  "2025-01-01", "2025-02-03", "2025-03-17", "2025-04-17", "2025-04-18", "2025-05-01", "2025-09-16", "2025-11-02", "2025-11-17", "2025-12-12", "2025-12-25",
  "2026-01-01", "2026-02-02", "2026-03-16", "2026-04-02", "2026-04-03", "2026-05-01", "2026-09-16", "2026-11-02", "2026-11-16", "2026-12-12", "2026-12-25",
  "2027-01-01", "2027-02-01", "2027-03-15", "2027-03-25", "2027-03-26", "2027-05-01", "2027-09-16", "2027-11-02", "2027-11-15", "2027-12-12", "2027-12-25",
  "2028-01-01", "2028-02-07", "2028-03-20", "2028-04-13", "2028-04-14", "2028-05-01", "2028-09-16", "2028-11-02", "2028-11-20", "2028-12-12", "2028-12-25",
];

export type BusinessCalendar = {
  /** minutes after local midnight at which the day's sales close and its payouts go out */
  cutoffMinutes: number;
  holidays: ReadonlySet<string>;
};

/** "HH:MM" (24 h) → minutes after midnight; throws on anything else. */
export function parseCutoff(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new Error(`PAYOUT_CUTOFF must be HH:MM (24 h), got ${JSON.stringify(text)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function businessCalendar(cutoff = "17:00", holidays: readonly string[] = MEXICAN_BANK_HOLIDAYS): BusinessCalendar {
  for (const day of holidays) if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`a holiday must be YYYY-MM-DD, got ${JSON.stringify(day)}`);
  return { cutoffMinutes: parseCutoff(cutoff), holidays: new Set(holidays) };
}

const LOCAL = new Intl.DateTimeFormat("en-CA", { timeZone: PAYOUT_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The local date (YYYY-MM-DD) and minute of the day of an instant in Mexico City. */
export function localClock(at: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(LOCAL.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The calendar day after `date` (YYYY-MM-DD). */
function nextDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

export function isBusinessDay(date: string, calendar: BusinessCalendar): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendar.holidays.has(date);
}

/** The first business day after `date`. */
export function nextBusinessDay(date: string, calendar: BusinessCalendar): string {
  let day = nextDay(date);
  while (!isBusinessDay(day, calendar)) day = nextDay(day);
  return day;
}

/** The business day a movement at `at` belongs to: its local date, or the next business day when it comes at or after the cut-off or the banks are closed. */
export function businessDateOf(at: Date, calendar: BusinessCalendar): string {
  const { date, minutes } = localClock(at);
  return isBusinessDay(date, calendar) && minutes < calendar.cutoffMinutes ? date : nextBusinessDay(date, calendar);
}

/** The day the money of a movement at `at` becomes payable: the business day after its business day. */
export function availableOn(at: Date, calendar: BusinessCalendar): string {
  return nextBusinessDay(businessDateOf(at, calendar), calendar);
}

/**
 * The business day whose cut-off has passed by `at`, if today's has (the day a payout run at `at`
 * is for), else null: on a business day at or after the cut-off minute, that day.
 */
export function payoutDayAt(at: Date, calendar: BusinessCalendar): string | null {
  const { date, minutes } = localClock(at);
  return isBusinessDay(date, calendar) && minutes >= calendar.cutoffMinutes ? date : null;
}
