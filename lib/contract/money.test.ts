import { describe, expect, it } from "vitest";
import { minusMoney } from "./money";

describe("minusMoney", () => {
  it.each([
    ["250.50", "50.50", "200.00"],
    ["0.30", "0.10", "0.20"],
    ["0.00", "50.00", "-50.00"],
    ["10.05", "10.10", "-0.05"],
    ["-1.50", "1.50", "-3.00"],
    ["9999999.99", "0.01", "9999999.98"],
    ["12", "0.5", "11.50"],
  ])("%s - %s = %s, in whole cents", (a, b, expected) => {
    expect(minusMoney(a, b)).toBe(expected);
  });
});
