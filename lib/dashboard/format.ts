/** How the dashboard shows money and times (pure; runs on the server and in the browser). */
export type DisplayPrefs = { timeZone: string; locale: string; currency: string };

/**
 * An amount with its currency's code ("MXN 1,234.50"): "$" alone is also the dollar's sign. Never
 * a signed zero: -0, "-0.00" (a difference, a net, a sum of nothing taken out) and any amount that
 * rounds to zero at the currency's decimals read "MXN 0.00", not "-MXN 0.00".
 */
export function formatMoney(amount: number | string | null | undefined, prefs: DisplayPrefs): string {
  if (amount === null || amount === undefined || amount === "") return "—";
  const format = new Intl.NumberFormat(prefs.locale, { style: "currency", currency: prefs.currency, currencyDisplay: "code" });
  const value = Number(amount);
  const shown = Number(Math.abs(value).toFixed(format.resolvedOptions().maximumFractionDigits ?? 2));
  return format.format(shown === 0 ? 0 : value);
}

/** A calendar day (YYYY-MM-DD) in words of the locale ("23 nov 2026"): a day has no time zone. */
export function formatDay(day: string, prefs: Pick<DisplayPrefs, "locale">, style: "medium" | "long" | "full" = "medium"): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(prefs.locale, { dateStyle: style, timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

export function formatTime(iso: string | Date | null | undefined, prefs: DisplayPrefs, withSeconds = false): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(prefs.locale, {
    timeZone: prefs.timeZone,
    year: "numeric",
    month: "short",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(withSeconds ? { second: "2-digit" } : {}),
  }).format(new Date(iso));
}

/** The day an instant falls on in the time zone, in words of the locale ("27 nov 2026", "Nov 27, 2026"). */
export function formatDate(iso: string | Date, prefs: DisplayPrefs): string {
  return new Intl.DateTimeFormat(prefs.locale, { dateStyle: "medium", timeZone: prefs.timeZone }).format(new Date(iso));
}

/** The clock time alone (hours and minutes) in the time zone: a time within a day already named. */
export function formatClock(iso: string | Date | null | undefined, prefs: DisplayPrefs): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(prefs.locale, { timeZone: prefs.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone: "today" for a merchant is not the UTC date. */
export function zonedDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
    .formatToParts(new Date(instant))
    .reduce<Record<string, number>>((acc, p) => (p.type === "literal" ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - instant;
}

/**
 * The UTC instant a wall-clock date (YYYY-MM-DD) starts in a time zone. The zone's offset is the
 * one at local midnight, not at UTC midnight: on a day whose clocks change near midnight the two
 * differ. Where midnight does not exist (clocks jump from 24:00 to 01:00) the day starts at the jump.
 */
export function zonedDayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  const starts = [first, second].filter((instant) => zonedDay(new Date(instant), timeZone) === day);
  return new Date(starts.length > 0 ? Math.min(...starts) : first);
}

/** The calendar day after a day (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A local day as the UTC range [start, end): 23, 24 or 25 hours long, whatever the zone's clocks do that day. */
export function zonedDayRange(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedDayStart(day, timeZone), end: zonedDayStart(nextDay(day), timeZone) };
}
