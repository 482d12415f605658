import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IVA_RATES, ivaByRate, lineGrossCents, lineTotalCents, linesTotalCents, moneyOf, ratePercent, refundLineCents, splitBase, spreadDiscount, type IvaRate, type TicketLine } from "./ticket-lines";

const split = (lines: TicketLine[]) => ivaByRate(lines.map((line) => ({ totalCents: lineTotalCents(line), iva: line.iva ?? "16" })));

describe("a line's total", () => {
  it("is price × quantity rounded half up once per line, less its discount", () => {
    expect(moneyOf(lineGrossCents({ price: "12.50", qty: 2 }))).toBe("25.00");
    // 0.3333 × 3 = 0.9999: up to 1.00; 0.3333 × 1 = 0.3333: down to 0.33
    expect(moneyOf(lineGrossCents({ price: "0.3333", qty: 3 }))).toBe("1.00");
    expect(moneyOf(lineGrossCents({ price: "0.3333" }))).toBe("0.33");
    // an exact half cent goes up: 12.345
    expect(moneyOf(lineGrossCents({ price: "12.345" }))).toBe("12.35");
    // 0.750 kg × 89.90 = 67.425: up to 67.43; 1.234 kg × 19.90 = 24.5566: 24.56
    expect(moneyOf(lineGrossCents({ price: "89.90", quantity: "0.750" }))).toBe("67.43");
    expect(moneyOf(lineGrossCents({ price: "19.90", quantity: "1.234" }))).toBe("24.56");
    expect(moneyOf(lineTotalCents({ price: "89.90", quantity: "0.750", discount: "5.00" }))).toBe("62.43");
  });

  it("refuses what is not a decimal of its kind", () => {
    expect(() => lineGrossCents({ price: "1.23456" })).toThrow(RangeError);
    expect(() => lineGrossCents({ price: "1", quantity: "0.0001" })).toThrow(RangeError);
    expect(() => lineTotalCents({ price: "1", discount: "0.001" })).toThrow(RangeError);
  });
});

describe("the IVA desglose by rate (CFDI 4.0: each line a concept rounded to the cent)", () => {
  it("splits IVA-included totals whose base rounds up and down", () => {
    // 10.01 / 1.16 = 8.6293…: base 8.63 (up), IVA 1.38
    expect(split([{ price: "10.01", iva: "16" }])).toEqual([{ rate: "16", total: "10.01", base: "8.63", iva: "1.38" }]);
    // 0.99 / 1.16 = 0.8534…: base 0.85 (down), IVA 0.14
    expect(split([{ price: "0.99", iva: "16" }])).toEqual([{ rate: "16", total: "0.99", base: "0.85", iva: "0.14" }]);
    // 8 %: 100.00 / 1.08 = 92.5925…: 92.59 + 7.41
    expect(split([{ price: "100", iva: "8" }])).toEqual([{ rate: "8", total: "100.00", base: "92.59", iva: "7.41" }]);
  });

  it("rounds per line, as the CFDI's concepts: three lines of 0.99 at 16 % are 3 × (0.85 + 0.14) = 2.55 + 0.42", () => {
    const lines: TicketLine[] = [{ price: "0.99", iva: "16" }, { price: "0.99", iva: "16" }, { price: "0.99", iva: "16" }];
    expect(split(lines)).toEqual([{ rate: "16", total: "2.97", base: "2.55", iva: "0.42" }]);
  });

  it("keeps 0 % and exempt apart, with no IVA, in the order 16, 8, 0, exempt", () => {
    const lines: TicketLine[] = [
      { price: "18.50", quantity: "1.250", iva: "0" },
      { price: "12.50", qty: 2, iva: "16" },
      { price: "45", iva: "exempt" },
      { price: "89.90", quantity: "0.750", discount: "5.00", iva: "0" },
    ];
    expect(split(lines)).toEqual([
      { rate: "16", total: "25.00", base: "21.55", iva: "3.45" },
      // 23.125 → 23.13, and 62.43: 85.56
      { rate: "0", total: "85.56", base: "85.56", iva: "0.00" },
      { rate: "exempt", total: "45.00", base: "45.00", iva: "0.00" },
    ]);
    expect(moneyOf(linesTotalCents(lines))).toBe("155.56");
  });

  it("gives a refund's negative totals the same figures with the sign turned", () => {
    expect(splitBase(-1001n, "16")).toBe(-863n);
  });
});

const rate = fc.constantFrom<IvaRate>(...IVA_RATES);
const line = fc
  .record({
    price: fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9_999 })).map(([whole, frac]) => `${whole}.${String(frac).padStart(4, "0")}`),
    quantity: fc.oneof(
      fc.integer({ min: 1, max: 50 }).map((qty) => ({ qty })),
      fc.integer({ min: 1, max: 20_000 }).map((milli) => ({ quantity: `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, "0")}` })),
    ),
    discountShare: fc.integer({ min: 0, max: 100 }),
    iva: rate,
  })
  .map(({ price, quantity, discountShare, iva }): TicketLine => {
    const gross = lineGrossCents({ price, ...quantity });
    return { price, ...quantity, iva, ...(discountShare ? { discount: moneyOf((gross * BigInt(discountShare)) / 100n) } : {}) };
  });

describe("properties over random tickets", () => {
  it("the desglose adds up to the ticket's total to the cent, base + IVA per rate", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const rates = split(lines);
        const cents = (money: string) => BigInt(Math.round(Number(money) * 100));
        const sum = rates.reduce((acc, r) => acc + cents(r.base) + cents(r.iva), 0n);
        expect(sum).toBe(linesTotalCents(lines));
        for (const r of rates) expect(cents(r.base) + cents(r.iva)).toBe(cents(r.total));
      }),
      { numRuns: 500 },
    );
  });

  it("each line's IVA is within Anexo 20's bounds for its base at two decimals, and a rate's sums are its lines'", () => {
    // Anexo 20 (Guía de llenado, Traslado/Importe): lower = (Base − 10⁻²/2) × Tasa truncated, upper =
    // (Base + 10⁻²/2 − 10⁻¹²) × Tasa rounded up, to the importe's two decimals; in cents × 200
    const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));
    const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b);
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        for (const l of lines) {
          const total = lineTotalCents(l);
          const [only] = ivaByRate([{ totalCents: total, iva: l.iva! }]);
          const base = BigInt(only!.base.replace(".", ""));
          const iva = BigInt(only!.iva.replace(".", ""));
          const p = ratePercent(l.iva!);
          expect(iva >= floorDiv((2n * base - 1n) * p, 200n)).toBe(true);
          expect(iva <= ceilDiv((2n * base + 1n) * p, 200n)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a ticket discount spread over the lines adds up to it exactly and never exceeds a line", () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 1_000_000n }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 100 }), (totals, percent) => {
        const sum = totals.reduce((a, b) => a + b, 0n);
        const discount = (sum * BigInt(percent)) / 100n;
        const shares = spreadDiscount(totals, discount);
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(sum > 0n ? discount : 0n);
        shares.forEach((share, i) => expect(share <= totals[i]!).toBe(true));
      }),
      { numRuns: 300 },
    );
  });

  it("refunding a line in any number of steps gives back its total exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000n }), fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 10 }), (total, steps) => {
        const sold = BigInt(steps.reduce((a, b) => a + b, 0));
        let refunded = 0n;
        let given = 0n;
        for (const step of steps) {
          given += refundLineCents(total, sold, refunded, BigInt(step));
          refunded += BigInt(step);
        }
        expect(given).toBe(total);
      }),
      { numRuns: 300 },
    );
  });
});
