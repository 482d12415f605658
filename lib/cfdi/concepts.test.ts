import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IVA_RATES, type IvaRate } from "../contract/ticket-lines";
import { conceptsOf, type ConceptLine } from "./concepts";

const cents = (money: string) => BigInt(money.replace(".", ""));
const line = (totalCents: bigint, iva: IvaRate, cantidad = "1"): ConceptLine => ({ claveProdServ: "01010101", claveUnidad: "H87", descripcion: "x", cantidad, totalCents, iva });

/** In units of 10⁻⁸: a decimal string with up to 8 places. */
const e8 = (value: string) => {
  const [whole, fraction = ""] = value.split(".");
  return BigInt(whole!) * 100_000_000n + BigInt(fraction.padEnd(8, "0"));
};
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));
const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b);

describe("a ticket's lines as CFDI concepts (worked examples)", () => {
  it("10.01 at 16 %: base 8.63 (rounds up), IVA 1.38", () => {
    const cfdi = conceptsOf([line(1001n, "16")]);
    expect(cfdi.conceptos[0]).toMatchObject({ importe: "8.63", valorUnitario: "8.630000", traslados: [{ base: "8.63", tasaOCuota: "0.160000", importe: "1.38" }] });
    expect(cfdi).toMatchObject({ subTotal: "8.63", total: "10.01", impuestos: { totalImpuestosTrasladados: "1.38" } });
  });

  it("three lines of 0.99: 3 × (0.85 + 0.14), the comprobante's traslado the exact sum", () => {
    const cfdi = conceptsOf([line(99n, "16"), line(99n, "16"), line(99n, "16")]);
    expect(cfdi.impuestos!.traslados).toEqual([{ base: "2.55", impuesto: "002", tipoFactor: "Tasa", tasaOCuota: "0.160000", importe: "0.42" }]);
    expect(cfdi.total).toBe("2.97");
  });

  it("0.750 kg at 89.90 less 5.00 at 0 %: 62.43, ValorUnitario 83.240000", () => {
    const cfdi = conceptsOf([line(6243n, "0", "0.75")]);
    expect(cfdi.conceptos[0]).toMatchObject({ cantidad: "0.75", importe: "62.43", valorUnitario: "83.240000", traslados: [{ tipoFactor: "Tasa", tasaOCuota: "0.000000", importe: "0.00" }] });
  });

  it("exempt lines carry a base and no rate; a CFDI of only exempt lines has no TotalImpuestosTrasladados", () => {
    const cfdi = conceptsOf([line(4500n, "exempt")]);
    expect(cfdi.impuestos).toEqual({ traslados: [{ base: "45.00", impuesto: "002", tipoFactor: "Exento" }] });
    expect(cfdi.total).toBe("45.00");
  });

  it("mixes rates in the order 16, 8, 0, exempt and leaves lines of 0.00 out", () => {
    const cfdi = conceptsOf([line(4500n, "exempt"), line(0n, "16"), line(10000n, "8"), line(2500n, "16")]);
    expect(cfdi.conceptos).toHaveLength(3);
    expect(cfdi.impuestos!.traslados.map((t) => t.tasaOCuota ?? t.tipoFactor)).toEqual(["0.160000", "0.080000", "Exento"]);
    expect(cfdi.total).toBe("170.00");
  });
});

const lines = fc.array(
  fc.record({
    totalCents: fc.bigInt({ min: 0n, max: 5_000_000n }),
    iva: fc.constantFrom<IvaRate>(...IVA_RATES),
    cantidad: fc.oneof(fc.integer({ min: 1, max: 500 }).map(String), fc.integer({ min: 1, max: 99_999 }).map((m) => `${Math.floor(m / 1000)}.${String(m % 1000).padStart(3, "0")}`)),
  }),
  { minLength: 1, maxLength: 60 },
);

describe("properties over random tickets (Anexo 20's rules)", () => {
  it("every importe is within SAT's bounds, the traslados are the concepts' sums, and Total is the lines' total", () => {
    fc.assert(
      fc.property(lines, (raw) => {
        const input = raw.map((l) => line(l.totalCents, l.iva, l.cantidad));
        if (!input.some((l) => l.totalCents > 0n)) return;
        const cfdi = conceptsOf(input);
        expect(cfdi.totalCents).toBe(input.reduce((sum, l) => sum + l.totalCents, 0n));
        let subTotal = 0n;
        for (const concepto of cfdi.conceptos) {
          subTotal += cents(concepto.importe);
          // Importe within (Cantidad ± 10⁻ᵈ/2) × (ValorUnitario ± 10⁻⁶/2), at the importe's two decimals
          const decimals = (concepto.cantidad.split(".")[1] ?? "").length;
          const halfQ = 10n ** BigInt(8 - decimals) / 2n;
          const q = e8(concepto.cantidad);
          const v = e8(concepto.valorUnitario);
          const lower = floorDiv((q - halfQ) * (v - 50n), 10n ** 14n);
          const upper = ceilDiv((q + halfQ) * (v + 50n), 10n ** 14n);
          const importe = cents(concepto.importe);
          expect(importe >= lower && importe <= upper).toBe(true);
          for (const t of concepto.traslados) {
            if (t.tipoFactor === "Exento") continue;
            // (Base ∓ 10⁻²/2) × Tasa, truncated / rounded up to two decimals
            const base = cents(t.base);
            const rate = e8(t.tasaOCuota!) / 1_000_000n; // hundredths of a percent… in 10⁻² units: 0.16 → 16
            expect(cents(t.importe!) >= floorDiv((2n * base - 1n) * rate, 200n)).toBe(true);
            expect(cents(t.importe!) <= ceilDiv((2n * base + 1n) * rate, 200n)).toBe(true);
          }
        }
        expect(cfdi.subTotal).toBe(`${subTotal / 100n}.${(subTotal % 100n).toString().padStart(2, "0")}`);
        const traslados = cfdi.impuestos!.traslados;
        const ivaSum = traslados.reduce((sum, t) => sum + (t.importe ? cents(t.importe) : 0n), 0n);
        expect(cents(cfdi.subTotal) + ivaSum).toBe(cents(cfdi.total));
        for (const t of traslados) {
          const mine = cfdi.conceptos.flatMap((c) => c.traslados).filter((c) => c.tipoFactor === t.tipoFactor && c.tasaOCuota === t.tasaOCuota);
          expect(mine.reduce((s, c) => s + cents(c.base), 0n)).toBe(cents(t.base));
          if (t.importe) expect(mine.reduce((s, c) => s + cents(c.importe!), 0n)).toBe(cents(t.importe));
        }
      }),
      { numRuns: 400 },
    );
  });
});
