import { describe, expect, it } from "vitest";
import { formatClock, formatMoney, formatTime, nextDay, zonedDay, zonedDayRange, zonedDayStart } from "./format";

const mx = { timeZone: "America/Mexico_City", locale: "es-MX", currency: "MXN" };

describe("dashboard formatting", () => {
  it("shows money in the merchant's currency and locale, with the currency's code (a bare $ is also the dollar's)", () => {
    expect(formatMoney(149.5, mx)).toBe("MXN\u00a0149.50");
    expect(formatMoney("1234567.89", mx)).toBe("MXN\u00a01,234,567.89");
    expect(formatMoney(null, mx)).toBe("—");
  });

  it("shows times in the merchant's time zone", () => {
    expect(formatTime("2026-11-22T18:15:30.000Z", mx, true)).toContain("12:15:30");
    expect(formatTime("2026-11-22T18:15:30.000Z", { ...mx, timeZone: "UTC" }, true)).toContain("18:15:30");
  });

  it("finds the UTC start of a local day, across time zones", () => {
    expect(zonedDayStart("2026-11-22", "America/Mexico_City").toISOString()).toBe("2026-11-22T06:00:00.000Z");
    expect(zonedDayStart("2026-11-22", "UTC").toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(zonedDayStart("2026-07-01", "Europe/Madrid").toISOString()).toBe("2026-06-30T22:00:00.000Z");
  });

  it("takes the zone's offset at local midnight: days whose clocks change at midnight start right", () => {
    // Santiago goes back from 24:00 (UTC−3) to 23:00 (UTC−4) on 4 April: the 5th starts at 04:00Z
    expect(zonedDayStart("2026-04-05", "America/Santiago").toISOString()).toBe("2026-04-05T04:00:00.000Z");
    // and forward from 24:00 (UTC−4) to 01:00 (UTC−3) on 5 September: the 6th has no midnight and starts at the jump
    expect(zonedDayStart("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
  });

  it("gives a local day as a UTC range of 23, 24 or 25 hours, far east of UTC too", () => {
    const hours = (day: string, zone: string) => {
      const { start, end } = zonedDayRange(day, zone);
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect(hours("2026-03-08", "America/New_York")).toBe(23);
    expect(hours("2026-11-01", "America/New_York")).toBe(25);
    expect(hours("2026-03-10", "America/Mexico_City")).toBe(24);
    expect(zonedDayRange("2026-12-31", "Pacific/Kiritimati")).toEqual({ start: new Date("2026-12-30T10:00:00.000Z"), end: new Date("2026-12-31T10:00:00.000Z") });
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });

  it("names the local day of an instant and its clock time", () => {
    expect(zonedDay(new Date("2026-03-11T03:00:00.000Z"), "America/Mexico_City")).toBe("2026-03-10");
    expect(zonedDay(new Date("2026-03-11T03:00:00.000Z"), "UTC")).toBe("2026-03-11");
    expect(formatClock("2026-03-11T05:59:00.000Z", mx)).toBe("23:59");
    expect(formatClock(null, mx)).toBe("—");
  });
});
