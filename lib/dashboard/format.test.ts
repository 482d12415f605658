import { describe, expect, it } from "vitest";
import { formatMoney, formatTime, zonedDayStart } from "./format";

const mx = { timeZone: "America/Mexico_City", locale: "es-MX", currency: "MXN" };

describe("dashboard formatting", () => {
  it("shows money in the merchant's currency and locale", () => {
    expect(formatMoney(149.5, mx)).toBe("$149.50");
    expect(formatMoney("1234567.89", mx)).toBe("$1,234,567.89");
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
});
