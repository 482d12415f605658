import { describe, expect, it } from "vitest";
import { ceilDiv, floorDiv, formatMicros, parseDecimal, roundTo, unitOf } from "./decimal";

describe("decimal", () => {
  it("parses CFDI amounts into millionths, with their places", () => {
    expect(parseDecimal("123.45")).toEqual({ micros: 123_450_000n, places: 2 });
    expect(parseDecimal("0.160000")).toEqual({ micros: 160_000n, places: 6 });
    expect(parseDecimal("-7")).toEqual({ micros: -7_000_000n, places: 0 });
    for (const bad of ["", "1.", ".5", "1.1234567", "1e3", " 1", "1,000.00"]) expect(parseDecimal(bad)).toBeNull();
  });
  it("rounds half away from zero, and formats", () => {
    expect(formatMicros(roundTo(1_005_000n, 2), 2)).toBe("1.01");
    expect(formatMicros(roundTo(1_004_999n, 2), 2)).toBe("1.00");
    expect(formatMicros(roundTo(-1_005_000n, 2), 2)).toBe("-1.01");
    expect(formatMicros(123_000_000n, 0)).toBe("123");
    expect(unitOf(2)).toBe(10_000n);
  });
  it("divides rounding down and up", () => {
    expect([floorDiv(7n, 2n), floorDiv(-7n, 2n), ceilDiv(7n, 2n), ceilDiv(-7n, 2n), ceilDiv(6n, 2n)]).toEqual([3n, -4n, 4n, -3n, 3n]);
  });
});
