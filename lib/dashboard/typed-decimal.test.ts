import { describe, expect, it } from "vitest";
import { typedDecimal } from "./typed-decimal";

describe("a decimal number as people in Mexico type it", () => {
  it("reads a point as the decimal point and commas before groups of 3 digits as thousands (1,234.50: how es-MX writes it)", () => {
    const readings: Array<[string, string | null]> = [
      ["150", "150"],
      ["150.5", "150.5"],
      ["12.345", "12.345"], // three decimals stay three: the caller refuses them, nothing is rounded away
      ["1,234", "1234"],
      ["1,234.50", "1234.50"],
      ["12,345,678.9", "12345678.9"],
      ["125,505", "125505"], // three digits after a comma are a thousands group, whatever the amount
      [" 99.90 ", "99.90"],
    ];
    for (const [typed, plain] of readings) expect(typedDecimal(typed), typed).toBe(plain);
  });

  it("reads a comma followed by exactly 1 or 2 digits at the end as a decimal comma, with dots then grouping the thousands", () => {
    const readings: Array<[string, string | null]> = [
      ["125,50", "125.50"],
      ["125,5", "125.5"],
      ["1,23", "1.23"],
      ["0,50", "0.50"],
      ["1.234,50", "1234.50"],
      ["1.234.567,5", "1234567.5"],
    ];
    for (const [typed, plain] of readings) expect(typedDecimal(typed), typed).toBe(plain);
  });

  it("refuses what has no single reading instead of guessing", () => {
    for (const typed of ["", "abc", "125,5055", "12,3456", "1,234,50", "1,2,3", "12,34.5", "1.234.5", "1.23,45", ",50", "50,", "-5", "1 234"]) expect(typedDecimal(typed), typed).toBeNull();
  });
});
