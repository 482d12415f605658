// zod-free: the till's browser bundle counts with it (zod's eval probe breaks a strict CSP).

/**
 * The MXN pieces a drawer is counted in: the Banco de México's notes in circulation and the coins
 * a till handles (10 and 20 centavo coins are left out: no shop gives change in them). The 20-peso
 * note and coin are counted apart, as a cashier sorts them.
 */
export const DENOMINATIONS = [
  { key: "n1000", kind: "note", cents: 100_000 },
  { key: "n500", kind: "note", cents: 50_000 },
  { key: "n200", kind: "note", cents: 20_000 },
  { key: "n100", kind: "note", cents: 10_000 },
  { key: "n50", kind: "note", cents: 5_000 },
  { key: "n20", kind: "note", cents: 2_000 },
  { key: "c20", kind: "coin", cents: 2_000 },
  { key: "c10", kind: "coin", cents: 1_000 },
  { key: "c5", kind: "coin", cents: 500 },
  { key: "c2", kind: "coin", cents: 200 },
  { key: "c1", kind: "coin", cents: 100 },
  { key: "c0.5", kind: "coin", cents: 50 },
] as const;

export type DenominationKey = (typeof DENOMINATIONS)[number]["key"];
/** A count: pieces per denomination (absent: none). */
export type DrawerCount = Partial<Record<DenominationKey, number>>;

/** What a count adds up to, in cents. */
export function countedCents(count: DrawerCount): number {
  return DENOMINATIONS.reduce((sum, { key, cents }) => sum + (count[key] ?? 0) * cents, 0);
}

