import { statusInfo } from "../contract/statuses";
import { formatClock, formatDate, formatDay, formatMoney, formatTime, zonedDay, type DisplayPrefs } from "../dashboard/format";

/** The part of next-intl's translator the formatter needs (the same on the server and in the browser). */
export type Translate = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
};

/**
 * The one formatting layer of the dashboard: money with its currency code, times in the merchant's
 * zone in the user's language, the zone named for people ("Hora de la Ciudad de México"), status
 * labels, reasons and error codes as sentences. Components never format on their own: they take
 * this from `useFormat()` (components/format-provider.tsx) or `getFormat()` (app/_server/format.ts).
 */
export function createFormat(prefs: DisplayPrefs, t: Translate) {
  const city = (zone: string) => (t.has(`zones.${zone}`) ? t(`zones.${zone}`) : (zone.split("/").pop() ?? zone).replace(/_/g, " "));
  return {
    prefs,
    money: (amount: number | string | null | undefined) => formatMoney(amount, prefs),
    time: (iso: string | Date | null | undefined, withSeconds = false) => formatTime(iso, prefs, withSeconds),
    clock: (iso: string | Date | null | undefined) => formatClock(iso, prefs),
    day: (day: string, style?: "medium" | "long" | "full") => formatDay(day, prefs, style),
    /**
     * When something happened, as the end of a sentence: "a las 05:57" today (in the merchant's
     * zone), "el 26 nov 2026 a las 05:57" another day; "at 05:57", "on Nov 26, 2026 at 05:57". For
     * messages that say "… {when}": never a date-time where a time alone is expected.
     */
    at: (iso: string | Date | null | undefined, now: Date = new Date()) => {
      if (!iso) return "—";
      const time = formatClock(iso, prefs);
      const hour = Number(time.slice(0, 2));
      if (zonedDay(new Date(iso), prefs.timeZone) === zonedDay(now, prefs.timeZone)) return t("common.at", { hour, time });
      return t("common.onDayAt", { hour, time, day: formatDate(iso, prefs) });
    },
    /** The merchant's zone as people name it: "Hora de la Ciudad de México", "Mexico City time". */
    zone: () => t("common.timeZone", { city: city(prefs.timeZone) }),
    /** A status as people read it: its group's words when canceled, its own label otherwise; an unknown one as it came. */
    status: (status: string, reason?: string | null) => {
      const info = statusInfo(status, reason);
      if (info.group === "canceled") return t("statuses.group.canceled");
      return t.has(`statuses.status.${status}`) ? t(`statuses.status.${status}`) : status;
    },
    group: (group: string) => (t.has(`statuses.group.${group}`) ? t(`statuses.group.${group}`) : group),
    payment: (type: string) => (t.has(`statuses.payment.${type}`) ? t(`statuses.payment.${type}`) : type),
    /** A reason code as a sentence; one this version does not know, as its words. */
    reason: (reason: string | null | undefined) => {
      if (!reason) return null;
      if (t.has(`reasons.${reason}`)) return t(`reasons.${reason}`);
      return t("reasons.other", { words: reason.replace(/[_-]+/g, " ").trim() });
    },
    /** An error code (the service's or the dashboard's) as a sentence; an unknown one names its code. */
    error: (code: string, status = 0) => (t.has(`errors.${code}`) ? t(`errors.${code}`) : t("errors.unknown", { status, code })),
  };
}

export type Format = ReturnType<typeof createFormat>;
