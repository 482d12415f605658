import { moneyOf, splitBase, type IvaRate } from "../contract/ticket-lines";
import type { Concepto, Traslado } from "./types";

/** A line as a CFDI concept needs it: what it is (SAT keys, words), how much of it, and its IVA-included total. */
export type ConceptLine = {
  claveProdServ: string;
  claveUnidad: string;
  noIdentificacion?: string;
  descripcion: string;
  /** the quantity as sold: "2", "0.75" (kg) */
  cantidad: string;
  /** the line's total, IVA included, discounts taken off, in cents */
  totalCents: bigint;
  iva: IvaRate;
};

export type ConceptsTotals = {
  conceptos: Concepto[];
  impuestos?: { totalImpuestosTrasladados?: string; traslados: Traslado[] };
  subTotal: string;
  total: string;
  /** Σ IVA, cents */
  taxCents: bigint;
  totalCents: bigint;
};

const TASA: Record<Exclude<IvaRate, "exempt">, string> = { "16": "0.160000", "8": "0.080000", "0": "0.000000" };

/** value / quantity at six decimals, half up (quantity in up to three decimals). */
function unitValue(baseCents: bigint, cantidad: string): string {
  const [whole, fraction = ""] = cantidad.split(".");
  const thousandths = BigInt(whole!) * 1000n + BigInt(fraction.padEnd(3, "0").slice(0, 3));
  // cents → millionths is × 10⁴; ÷ (thousandths / 1000)
  const millionths = (baseCents * 10_000n * 1000n * 2n + thousandths) / (thousandths * 2n);
  return `${millionths / 1_000_000n}.${(millionths % 1_000_000n).toString().padStart(6, "0")}`;
}

function traslado(rate: IvaRate, baseCents: bigint, ivaCents: bigint): Traslado {
  if (rate === "exempt") return { base: moneyOf(baseCents), impuesto: "002", tipoFactor: "Exento" };
  return { base: moneyOf(baseCents), impuesto: "002", tipoFactor: "Tasa", tasaOCuota: TASA[rate], importe: moneyOf(ivaCents) };
}

/**
 * A ticket's lines as CFDI 4.0 concepts and the comprobante's totals, by the rule every screen
 * shares (lib/contract/ticket-lines.ts ivaByRate): a line's base is its IVA-included total ÷
 * (1 + rate) rounded half up to the cent, its IVA the rest. So each concept's Importe is its base
 * (its discount already taken off: no Descuento), ValorUnitario the base ÷ the quantity at six
 * decimals (Importe is within Anexo 20's bounds of Cantidad × ValorUnitario), and its traslado's
 * importe is within Anexo 20's bounds of base × rate: with x = rate × base and
 * δ = base − total ÷ (1 + rate), |δ| ≤ ½ cent, the IVA is x − (1 + rate)·δ, a whole number of cents
 * no further than (1 + rate)·½ cent from x, and every such number lies in [trunc(x − rate·½ cent),
 * ceil(x + rate·½ cent)] (the bounds at two decimals). The comprobante's traslados are the exact
 * sums by rate, SubTotal the sum of the bases and Total = SubTotal + IVA = the lines' total, to the
 * cent, for any mix of rates. Lines of 0.00 are left out (a CFDI concept's base must be above zero).
 */
export function conceptsOf(lines: readonly ConceptLine[]): ConceptsTotals {
  const conceptos: Concepto[] = [];
  const byRate = new Map<IvaRate, { base: bigint; iva: bigint }>();
  let subTotal = 0n;
  let tax = 0n;
  for (const line of lines) {
    if (line.totalCents <= 0n) continue;
    const base = splitBase(line.totalCents, line.iva);
    const iva = line.totalCents - base;
    conceptos.push({
      claveProdServ: line.claveProdServ,
      ...(line.noIdentificacion ? { noIdentificacion: line.noIdentificacion } : {}),
      cantidad: line.cantidad,
      claveUnidad: line.claveUnidad,
      descripcion: line.descripcion,
      valorUnitario: unitValue(base, line.cantidad),
      importe: moneyOf(base),
      objetoImp: "02",
      traslados: [traslado(line.iva, base, iva)],
    });
    const sum = byRate.get(line.iva) ?? { base: 0n, iva: 0n };
    byRate.set(line.iva, { base: sum.base + base, iva: sum.iva + iva });
    subTotal += base;
    tax += iva;
  }
  if (conceptos.length === 0) throw new RangeError("a CFDI needs a line above 0.00");
  const order: IvaRate[] = ["16", "8", "0", "exempt"];
  const traslados = order.filter((rate) => byRate.has(rate)).map((rate) => traslado(rate, byRate.get(rate)!.base, byRate.get(rate)!.iva));
  const anyTasa = traslados.some((t) => t.tipoFactor === "Tasa");
  return {
    conceptos,
    impuestos: { ...(anyTasa ? { totalImpuestosTrasladados: moneyOf(tax) } : {}), traslados },
    subTotal: moneyOf(subTotal),
    total: moneyOf(subTotal + tax),
    taxCents: tax,
    totalCents: subTotal + tax,
  };
}
