/** a - b of two exact decimals with two places (e.g. "125.50"), in whole cents: no floats. */
export function minusMoney(a: string, b: string): string {
  const cents = (value: string) => {
    const [whole, fraction = ""] = value.replace("-", "").split(".");
    const abs = BigInt(whole!) * 100n + BigInt((fraction + "00").slice(0, 2));
    return value.startsWith("-") ? -abs : abs;
  };
  const diff = cents(a) - cents(b);
  const abs = (diff < 0n ? -diff : diff).toString().padStart(3, "0");
  return `${diff < 0n ? "-" : ""}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/** An exact decimal with up to two places ("125.5", "-3.20", a Prisma Decimal's string) as whole cents. */
export function moneyToCents(value: string | { toString(): string }): number {
  const text = value.toString();
  const [whole, fraction = ""] = text.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
  return text.startsWith("-") ? -cents : cents;
}

/** Whole cents as the API writes money: "125.50", "-0.20". */
export function centsToMoney(cents: number): string {
  const abs = String(Math.abs(cents)).padStart(3, "0");
  return `${cents < 0 ? "-" : ""}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/**
 * Whether a JSON number has at most `places` decimals as it is written: its shortest decimal form
 * (what JSON.parse read and String gives back), so 142.83 and 0.07 do, 0.001 and 1e-7 do not. Exact,
 * where a binary remainder (JSON Schema's `multipleOf: 0.01` in most validators) is not.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(String(value));
  return match !== null && (match[1] ?? "").length <= places;
}
