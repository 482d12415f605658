import { typedDecimal } from "./typed-decimal";

/**
 * What a person typed in the payments search box, read every way it can be meant. A payment
 * matches when it matches ANY of them (one box, no field to choose):
 *
 * - `idPrefix`: the start of an intent id, any case (`qp_7hgk`, `QP_7HGK2`), or of a cash sale's (`cash_4f1c`).
 * - `ticketPrefix`: the start of a ticket, any case (`t-10007`, `T-100`).
 * - `ticketNumber`: digits only: the start of a ticket's number, leading zeros aside (`10007` and
 *   `#10007` find `T-10007`, `42` finds `T-00042`).
 * - `amount`: an exact amount (`150`, `150.5`, `150.00`, `$150`, `MXN 1,234.50`, and with a decimal
 *   comma `125,50`, `1.234,50`), as `"150.00"`.
 * - `last4`: four digits: the last 4 of the customer's phone or card.
 * - `words`: the words of the concept, each the start of one of its words, case and accents
 *   aside (`cafe pan` finds "Café y pan dulce"); every word must match.
 */
export type SearchPlan = {
  idPrefix: string | null;
  ticketPrefix: string | null;
  ticketNumber: string | null;
  amount: string | null;
  last4: string | null;
  words: string[];
};

/** At most this many words of a search are matched against the concept (the first ones). */
const MAX_WORDS = 8;

/** Lowercase, without accents (NFD, combining marks dropped): how concepts are compared. */
function foldText(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** The words of a text as the concept index holds them: folded, split on anything but a-z and 0-9. */
function conceptWords(text: string): string[] {
  return foldText(text).split(/[^a-z0-9]+/).filter(Boolean);
}

/** An amount with its currency's code or sign before or after it: the number itself is read by `typedDecimal`. */
const MONEY = /^(?:mxn|mx\$|\$)?\s*([\d.,]+)\s*(?:mxn)?$/i;

/**
 * An exact amount in the ways people write one, as a two-decimal string; null when it is not one
 * (more than 2 decimals, no single reading, or not above 0). A decimal comma is read as people in
 * Mexico type it ("125,50"; `typedDecimal`), while "1,234" stays one thousand two hundred thirty-four.
 */
function parseAmount(text: string): string | null {
  const number = MONEY.exec(text.trim())?.[1];
  const plain = number === undefined ? null : typedDecimal(number);
  if (plain === null) return null;
  const [digits, decimals = ""] = plain.split(".") as [string, string?];
  if (decimals.length > 2) return null;
  const whole = digits.replace(/^0+(?=\d)/, "");
  if (whole.length > 10) return null; // numeric(12, 2)
  const cents = decimals.padEnd(2, "0");
  if (/^0+$/.test(whole) && cents === "00") return null;
  return `${whole}.${cents}`;
}

export function parseSearch(input: string): SearchPlan {
  const q = input.trim().replace(/\s+/g, " ");
  const compact = !q.includes(" ");
  const number = /^#?(\d+)$/.exec(q)?.[1]?.replace(/^0+/, "") ?? "";
  return {
    idPrefix: compact && /^(cp|qp|ec|cash)_[0-9a-z-]*$/i.test(q) ? q.toLowerCase() : null,
    // A ticket is an identifier, not words: only its case is folded.
    ticketPrefix: compact && q.length > 0 && q.length <= 64 ? q.toLowerCase() : null,
    ticketNumber: number.length > 0 ? number : null,
    amount: parseAmount(q),
    last4: /^\d{4}$/.test(q) ? q : null,
    words: [...new Set(conceptWords(q))].slice(0, MAX_WORDS),
  };
}
