import { describe, expect, it } from "vitest";
import { fromLocalDate, readLocalDate, toLocalDate } from "./local-date";

describe("dates typed in the user's language", () => {
  it("show a day in the locale's order: day first in Mexico, month first in English", () => {
    expect(toLocalDate("2026-11-03", "es-MX")).toBe("03/11/2026");
    expect(toLocalDate("2026-11-03", "en")).toBe("11/03/2026");
  });

  it("read what a person types back, with any separator and without leading zeros", () => {
    expect(fromLocalDate("3/11/2026", "es-MX")).toBe("2026-11-03");
    expect(fromLocalDate("03-11-2026", "es-MX")).toBe("2026-11-03");
    expect(fromLocalDate("11/3/2026", "en")).toBe("2026-11-03");
    expect(fromLocalDate(" 29.02.2028 ", "es-MX")).toBe("2028-02-29");
  });

  it("refuse what is not a real day instead of guessing", () => {
    for (const text of ["31/11/2026", "29/02/2027", "13/13/2026", "2026", "hoy", "1/1/26", "00/10/2026"]) expect(fromLocalDate(text, "es-MX"), text).toBeNull();
    expect(fromLocalDate("31/12/2026", "en")).toBeNull();
  });

  it("tell a wrong format from a day that does not exist, with how many days its month has", () => {
    expect(readLocalDate("31/02/2026", "es-MX")).toEqual({ problem: "day", days: 28 });
    expect(readLocalDate("29/02/2028", "es-MX")).toEqual({ iso: "2028-02-29" });
    expect(readLocalDate("29/02/2027", "es-MX")).toEqual({ problem: "day", days: 28 });
    expect(readLocalDate("31/11/2026", "es-MX")).toEqual({ problem: "day", days: 30 });
    expect(readLocalDate("00/10/2026", "es-MX")).toEqual({ problem: "day", days: 31 });
    expect(readLocalDate("02/31/2026", "en")).toEqual({ problem: "day", days: 28 });
    expect(readLocalDate("13/13/2026", "es-MX")).toEqual({ problem: "month" });
    expect(readLocalDate("31/12/2026", "en")).toEqual({ problem: "month" });
    for (const text of ["2026", "hoy", "1/1/26", "31/02", "31/02/2026/1", "3l/02/2026"]) expect(readLocalDate(text, "es-MX"), text).toEqual({ problem: "format" });
  });

  it("round-trip every day of a year in both languages", () => {
    for (let day = new Date(Date.UTC(2028, 0, 1)); day.getUTCFullYear() === 2028; day = new Date(day.getTime() + 86_400_000)) {
      const iso = day.toISOString().slice(0, 10);
      for (const locale of ["es-MX", "en"]) expect(fromLocalDate(toLocalDate(iso, locale), locale)).toBe(iso);
    }
  });
});
