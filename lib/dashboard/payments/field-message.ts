/** A field error of the payment API as a message of the new-payment catalogue (`newPayment.field.<key>`) and its arguments. */
export type FieldMessage = { key: FieldMessageKey; values?: Record<string, string> };

export type FieldMessageKey =
  | "required"
  | "notEmpty"
  | "tooLong"
  | "number"
  | "positive"
  | "atMost"
  | "decimals"
  | "price"
  | "integer"
  | "atLeast"
  | "phone"
  | "maxItems"
  | "sku"
  | "text";

/**
 * The payment API words its field errors in stable English (lib/contract/requests.ts); each one
 * the new-payment form can meet, matched here, is said in the user's language. A message this
 * version does not know yields null (the form shows it as the API sent it).
 */
const PATTERNS: Array<[RegExp, FieldMessageKey, ...string[]]> = [
  [/^is required$/, "required"],
  [/^must not be empty$/, "notEmpty"],
  [/^must be at most (\d+) characters$/, "tooLong", "max"],
  [/^must be a number$/, "number"],
  [/^must be greater than 0$/, "positive"],
  [/^must be at most ([\d.]+)$/, "atMost", "max"],
  [/^must have at most 2 decimals$/, "decimals"],
  [/^must be a non-negative decimal/, "price"],
  [/^must be an integer$/, "integer"],
  [/^must be at least (\d+)$/, "atLeast", "min"],
  [/^must be (exactly 10 digits|a string of 10 digits)$/, "phone"],
  [/^must have at most (\d+) items$/, "maxItems", "max"],
  [/^must be a string or a number$/, "sku"],
  [/^must (be a string|not contain NUL)/, "text"],
];

export function fieldMessage(message: string): FieldMessage | null {
  for (const [pattern, key, ...names] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""]));
    return names.length > 0 ? { key, values } : { key };
  }
  return null;
}
