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

/** Track 2 as a pattern (month 01-12), the form JSON Schema can check too. */
const TRACK2_PATTERN = /^;?\d{12,19}=\d{2}(?:0[1-9]|1[0-2])\d{3}\d*\??$/;

const required = (message: string) => ({ error: (i: { input?: unknown }) => (i.input === undefined ? "is required" : message) });

// Messages never echo the value: these fields are card data.
export const cardFieldsShape = {
  card: z
    .string(required("must be a string of 16 digits"))
    .regex(/^\d{16}$/, "must be exactly 16 digits")
    .refine(passesLuhn, "fails the Luhn check")
    .meta({ description: "16 digits, Luhn-valid (a rule JSON Schema cannot state: checked by the server; x-luhn)", "x-luhn": true }),
  nip: z.string(required("must be a string of 4 digits")).regex(/^\d{4}$/, "must be exactly 4 digits"),
  track2: z
    .string(required("must be a string"))
    .max(40, "must be at most 40 characters")
    .regex(TRACK2_PATTERN, "must be a well-formed track 2 (;PAN=YYMM SSS ...?)")
    .meta({ description: "ISO 7813 track 2 whose PAN equals card (checked by the server; x-same-pan)", "x-same-pan": "card" }),
};

/** card, nip, track2 with their format rules, and track 2's PAN equal to card. */
export const cardFieldsSchema = z
  .object(cardFieldsShape)
  .refine((v) => track2Pan(v.track2) === v.card, { path: ["track2"], message: "its card number does not match card" });

export type CardFields = z.infer<typeof cardFieldsSchema>;

/** Compact serializations as patterns: JWS header.payload.signature; JWE with an empty encrypted key (dir). */
const COMPACT = {
  JWS: /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
  JWE: /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
};

const compact = (what: keyof typeof COMPACT) =>
  z.string(required(`must be a compact ${what} string`)).max(8192).regex(COMPACT[what], `must be a compact ${what}`);

/** The JSON form of POST /payment/transaction. */
export const transactionJsonSchema = z
  .object({ JWE: compact("JWE"), JWT: compact("JWS"), ...cardFieldsShape }, required("must be a JSON object"))
  .refine((v) => track2Pan(v.track2) === v.card, { path: ["track2"], message: "its card number does not match card" });

/** The application/jose form: one compact JWE (surrounding white space ignored). */
export const compactJweSchema = z
  .string()
  .max(8192)
  .regex(/^\s*[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\s*$/, "must be a compact JWE")
  .transform((s) => s.trim());
