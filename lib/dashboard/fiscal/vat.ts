// zod-free: receipts compute with it on the server, and nothing here needs a schema.
import { centsToMoney, moneyToCents } from "../../contract/money";

/** The IVA rates a shop's prices can include: 16 % (general), 8 % (northern and southern border region), 0 %, or exempt. */
export const VAT_CHOICES = ["16", "8", "0", "exempt"] as const;
export type VatChoice = (typeof VAT_CHOICES)[number];

export type VatSplit = { rate: VatChoice; base: string; vat: string };

/**
 * A total whose prices include IVA, split into the base and the tax: the base is the total divided
 * by (1 + rate), rounded to the cent (half up), once per ticket; the IVA is the total less that
 * base, so the two lines always add up to the total exactly. 0 % and exempt: no tax.
 */
export function splitVat(total: string, rate: VatChoice): VatSplit {
  const cents = moneyToCents(total);
  if (rate === "exempt" || rate === "0") return { rate, base: centsToMoney(cents), vat: "0.00" };
  const percent = Number(rate);
  const base = Math.round((cents * 100) / (100 + percent));
  return { rate, base: centsToMoney(base), vat: centsToMoney(cents - base) };
}
