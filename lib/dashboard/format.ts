/** How the dashboard shows money and times (pure; runs on the server and in the browser). */
export type DisplayPrefs = { timeZone: string; locale: string; currency: string };

export function formatMoney(amount: number | string | null | undefined, prefs: DisplayPrefs): string {
  if (amount === null || amount === undefined || amount === "") return "—";
  return new Intl.NumberFormat(prefs.locale, { style: "currency", currency: prefs.currency }).format(Number(amount));
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

/** The UTC instant of a wall-clock date (YYYY-MM-DD, start of day) in a time zone. */
export function zonedDayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  // offset of the zone at that moment: format the UTC guess in the zone and compare
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
    .formatToParts(new Date(guess))
    .reduce<Record<string, number>>((acc, p) => (p.type === "literal" ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const asZoned = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return new Date(guess - (asZoned - guess));
}
