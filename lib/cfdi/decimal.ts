/**
 * Decimal amounts as the CFDI writes them, as integers of millionths (bigint): never a float.
 * CFDI 4.0 amounts have at most six decimals (tdCFDI t_Importe, TasaOCuota), so a millionth is exact.
 */
export type Decimal = { micros: bigint; places: number };

export const MICRO = 1_000_000n;

/** "123.45" → { micros: 123450000n, places: 2 }; null for anything that is not a plain decimal of up to six places. */
export function parseDecimal(value: string): Decimal | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(value);
  if (!match) return null;
  const fraction = match[3] ?? "";
  const micros = BigInt(match[2]!) * MICRO + BigInt(fraction.padEnd(6, "0"));
  return { micros: match[1] ? -micros : micros, places: fraction.length };
}

/** One unit of the last decimal of a value with `places` decimals, in millionths (2 → 10000n). */
export const unitOf = (places: number): bigint => 10n ** BigInt(6 - places);

/** a / b rounded down (toward −∞), b > 0. */
export const floorDiv = (a: bigint, b: bigint): bigint => (a >= 0n ? a / b : -((-a + b - 1n) / b));
/** a / b rounded up (toward +∞), b > 0. */
export const ceilDiv = (a: bigint, b: bigint): bigint => -floorDiv(-a, b);

/** Rounded half away from zero to `places` decimals ("redondeo" in Anexo 20), in millionths. */
export function roundTo(micros: bigint, places: number): bigint {
  const step = unitOf(places);
  const magnitude = micros < 0n ? -micros : micros;
  const rounded = ((magnitude * 2n + step) / (step * 2n)) * step;
  return micros < 0n ? -rounded : rounded;
}

/** Millionths written with `places` decimals (no rounding: the value must have at most that many). */
export function formatMicros(micros: bigint, places: number): string {
  const negative = micros < 0n;
  const magnitude = negative ? -micros : micros;
  const whole = (magnitude / MICRO).toString();
  const fraction = (magnitude % MICRO).toString().padStart(6, "0").slice(0, places);
  return `${negative ? "-" : ""}${whole}${places > 0 ? `.${fraction}` : ""}`;
}
