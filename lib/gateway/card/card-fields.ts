import { z } from "zod";

/** Luhn (mod 10) check of a card number. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Track 2 of the magnetic stripe (ISO/IEC 7813): optional start sentinel `;`, PAN (12-19 digits),
 * separator `=`, expiry YYMM, service code (3 digits), discretionary digits, optional end
 * sentinel `?`; at most 40 characters.
 */
const TRACK2 = /^;?(\d{12,19})=(\d{2})(\d{2})(\d{3})(\d*)\??$/;

export function track2Pan(track2: string): string | null {
  const match = TRACK2.exec(track2);
  if (!match || track2.length > 40) return null;
  const month = Number(match[3]);
  return month >= 1 && month <= 12 ? match[1]! : null;
}

// Messages never echo the value: these fields are card data.
export const cardFieldsShape = {
  card: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be a string of 16 digits") })
    .regex(/^\d{16}$/, "must be exactly 16 digits")
    .refine(passesLuhn, "fails the Luhn check"),
  nip: z.string({ error: (i) => (i.input === undefined ? "is required" : "must be a string of 4 digits") }).regex(/^\d{4}$/, "must be exactly 4 digits"),
  track2: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be a string") })
    .max(40, "must be at most 40 characters")
    .refine((value) => track2Pan(value) !== null, "must be a well-formed track 2 (;PAN=YYMM SSS ...?)"),
};

/** card, nip, track2 with their format rules, and track 2's PAN equal to card. */
export const cardFieldsSchema = z
  .object(cardFieldsShape)
  .refine((v) => track2Pan(v.track2) === v.card, { path: ["track2"], message: "its card number does not match card" });

export type CardFields = z.infer<typeof cardFieldsSchema>;

const compact = (parts: number, what: string) =>
  z
    .string({ error: (i) => (i.input === undefined ? "is required" : `must be a compact ${what} string`) })
    .max(8192)
    .refine((s) => s.split(".").length === parts && s.split(".").every((p, i) => (p === "" ? parts === 5 && i === 1 : /^[A-Za-z0-9_-]+$/.test(p))), `must be a compact ${what}`);

/** The JSON form of POST /payment/transaction. */
export const transactionJsonSchema = z
  .object(
    { JWE: compact(5, "JWE"), JWT: compact(3, "JWS"), ...cardFieldsShape },
    { error: (i) => (i.input === undefined ? "is required" : "must be a JSON object") },
  )
  .refine((v) => track2Pan(v.track2) === v.card, { path: ["track2"], message: "its card number does not match card" });

export const compactJweSchema = compact(5, "JWE");
