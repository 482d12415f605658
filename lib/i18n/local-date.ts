/** The order of day, month and year in a locale's short dates ("es-MX": d/m/y, "en": m/d/y). */
function order(locale: string): Array<"day" | "month" | "year"> {
  return new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" })
    .formatToParts(new Date(Date.UTC(2026, 10, 23)))
    .filter((p): p is Intl.DateTimeFormatPart & { type: "day" | "month" | "year" } => p.type === "day" || p.type === "month" || p.type === "year")
    .map((p) => p.type);
}

/** YYYY-MM-DD → the locale's "dd/mm/yyyy" or "mm/dd/yyyy". */
export function toLocalDate(iso: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const parts = { year: match[1]!, month: match[2]!, day: match[3]! };
  return order(locale).map((p) => parts[p]).join("/");
}

/**
 * What a person typed in the locale's order, read: the day (YYYY-MM-DD), or why not, telling a
 * wrong format (`format`: not three numbers, a year of fewer than 4 digits) from a date written
 * right that is not on the calendar (`month`: no month 13; `day`: no 31 February, with how many
 * days that month has), so the field can say "El 31/02/2026 no existe" instead of "escribe la
 * fecha como dd/mm/aaaa".
 */
export function readLocalDate(text: string, locale: string): { iso: string } | { problem: "format" } | { problem: "month" } | { problem: "day"; days: number } {
  const numbers = text.trim().split(/[/.\-\s]+/);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d{1,4}$/.test(n))) return { problem: "format" };
  const parts: Record<string, number> = {};
  order(locale).forEach((p, i) => (parts[p] = Number(numbers[i])));
  const { year, month, day } = parts as { year: number; month: number; day: number };
  if (year < 1000) return { problem: "format" };
  if (month < 1 || month > 12) return { problem: "month" };
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return { problem: "day", days };
  return { iso: new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) };
}

/** What a person typed in the locale's order → YYYY-MM-DD, or null when it is not a real date. */
export function fromLocalDate(text: string, locale: string): string | null {
  const reading = readLocalDate(text, locale);
  return "iso" in reading ? reading.iso : null;
}
