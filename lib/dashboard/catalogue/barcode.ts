/**
 * Barcodes as shops scan them. A code of 8, 12 or 13 digits is a GTIN (EAN-8, UPC-A, EAN-13) and
 * must carry its check digit; anything else (a shop's own label, a GTIN-14, a Code 128 text) is
 * accepted as typed when it has 1 to 64 characters and no spaces.
 */

/** GTIN lengths whose last digit is checked. */
const GTIN_LENGTHS = new Set([8, 12, 13]);

/**
 * The GS1 check digit of a GTIN's digits without it: from the right, weights 3, 1, 3, 1, …;
 * the digit that brings the sum to a multiple of 10 (EAN-8, UPC-A, EAN-13 and GTIN-14 alike).
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/**
 * What is wrong with a barcode as typed (`null`: nothing): "checkDigit" for a GTIN whose last digit
 * is not its check digit, "format" for spaces, more than 64 characters, or a number in scientific
 * notation (what Excel saves an EAN-13 as when a CSV is opened and saved again).
 */
export function barcodeProblem(code: string): "checkDigit" | "format" | null {
  if (!/^\S{1,64}$/u.test(code)) return "format";
  // a code a spreadsheet turned into a number in scientific notation (7.50123E+12): its digits are lost
  if (/^\d+(?:[.,]\d+)?E\+?\d+$/i.test(code)) return "format";
  if (/^\d+$/.test(code) && GTIN_LENGTHS.has(code.length)) return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1)) ? null : "checkDigit";
  return null;
}
