import { describe, expect, it } from "vitest";
import { availableOn, businessCalendar, businessDateOf, payoutDayAt } from "./business-calendar";

// Mexico City is UTC-6 all year (no daylight saving time since 2022): 10:00 local is 16:00Z.
const local = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);
const calendar = businessCalendar("17:00");

describe("the banking calendar of payouts (America/Mexico_City, CNBV holidays)", () => {
  it("a sale on a business day before the cut-off is available the next business day", () => {
    expect(availableOn(local("2026-11-25", "10:00"), calendar)).toBe("2026-11-26"); // Wednesday → Thursday
    expect(availableOn(local("2026-11-27", "10:00"), calendar)).toBe("2026-11-30"); // Friday → Monday, over the weekend
  });

  it("the cut-off minute: 16:59 belongs to the day, 17:00 to the next business day", () => {
    expect(businessDateOf(local("2026-11-25", "16:59"), calendar)).toBe("2026-11-25");
    expect(availableOn(local("2026-11-25", "16:59"), calendar)).toBe("2026-11-26");
    expect(businessDateOf(local("2026-11-25", "17:00"), calendar)).toBe("2026-11-26");
    expect(availableOn(local("2026-11-25", "17:00"), calendar)).toBe("2026-11-27");
    expect(availableOn(local("2026-11-27", "17:00"), calendar)).toBe("2026-12-01"); // Friday after the cut-off → Monday's day → Tuesday
  });

  it("a weekend sale belongs to Monday and is available Tuesday; local midnight, not UTC's, starts the day", () => {
    expect(availableOn(local("2026-11-28", "12:00"), calendar)).toBe("2026-12-01");
    expect(availableOn(local("2026-11-29", "23:59"), calendar)).toBe("2026-12-01");
    // 2026-11-30T03:00Z is still Sunday 21:00 in Mexico City
    expect(businessDateOf(new Date("2026-11-30T03:00:00Z"), calendar)).toBe("2026-11-30");
    expect(availableOn(new Date("2026-11-30T03:00:00Z"), calendar)).toBe("2026-12-01");
  });

  it("bank holidays are skipped: Revolution Day (third Monday of November), Christmas, New Year", () => {
    expect(availableOn(local("2026-11-13", "10:00"), calendar)).toBe("2026-11-17"); // Friday → Tuesday, over Monday 16
    expect(availableOn(local("2026-11-16", "10:00"), calendar)).toBe("2026-11-18"); // on the holiday: Tuesday's day → Wednesday
    expect(availableOn(local("2026-12-24", "18:00"), calendar)).toBe("2026-12-29"); // after the cut-off, Christmas Friday, weekend
    expect(availableOn(local("2026-12-31", "10:00"), calendar)).toBe("2027-01-04");
  });

  it("the list is overridable and the cut-off configurable", () => {
    const noHolidays = businessCalendar("09:30", []);
    expect(availableOn(local("2026-11-13", "10:00"), noHolidays)).toBe("2026-11-17"); // after 09:30: Monday's day → Tuesday
    expect(availableOn(local("2026-11-13", "09:29"), noHolidays)).toBe("2026-11-16");
    expect(() => businessCalendar("25:00")).toThrow(/HH:MM/);
    expect(() => businessCalendar("17:00", ["2026-13"])).toThrow(/YYYY-MM-DD/);
  });

  it("a payout run is due from the cut-off on business days only", () => {
    expect(payoutDayAt(local("2026-11-25", "16:59"), calendar)).toBeNull();
    expect(payoutDayAt(local("2026-11-25", "17:00"), calendar)).toBe("2026-11-25");
    expect(payoutDayAt(local("2026-11-28", "18:00"), calendar)).toBeNull(); // Saturday
    expect(payoutDayAt(local("2026-11-16", "18:00"), calendar)).toBeNull(); // a holiday
  });
});
