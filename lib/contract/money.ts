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
