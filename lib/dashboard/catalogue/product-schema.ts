import { z } from "zod";
import { IVA_RATES, type IvaRate } from "../../contract/ticket-lines";
import { typedDecimal } from "../typed-decimal";
import { barcodeProblem } from "./barcode";

/** A product's id: pr_ and 22 random base62 characters. */
export const PRODUCT_ID = /^pr_[0-9A-Za-z]{22}$/;

/** SAT c_ClaveProdServ when the shop has not chosen one: "No existe en el catálogo". */
export const DEFAULT_PRODUCT_KEY = "01010101";
/** SAT c_ClaveUnidad of a product sold by the piece (Pieza), and of one sold by weight (Kilogramo). */
export const PIECE_UNIT_KEY = "H87";
export const WEIGHT_UNIT_KEY = "KGM";

/**
 * Why a product's field (or an import's row) is refused: each is a message of the `catalogue`
 * catalogue (`catalogue.invalid.<code>`), worded in the reader's language by the page or the route.
 */
export const INVALID_CODES = [
  "nameRequired",
  "nameTooLong",
  "priceRequired",
  "priceInvalid",
  "pricePositive",
  "priceDecimals",
  "priceTooLarge",
  "ivaInvalid",
  "productKeyInvalid",
  "unitKeyInvalid",
  "weightUnit",
  "skuInvalid",
  "barcodeCheckDigit",
  "barcodeInvalid",
  "categoryTooLong",
  "yesNoInvalid",
  "skuRepeated",
  "barcodeRepeated",
  "nameRepeated",
  "sameProduct",
  "barcodeTaken",
] as const;
export type InvalidCode = (typeof INVALID_CODES)[number];

const message = (code: InvalidCode) => `catalogue.invalid.${code}`;

/** The largest price DECIMAL(12,2) holds. */
const MAX_PRICE_CENTS = 999_999_999_999n;

/** "sí"/"no" as people write them in both languages (and as spreadsheets and forms send them). */
const YES = new Set(["si", "s", "yes", "y", "true", "1", "x", "on", "verdadero"]);
const NO = new Set(["no", "n", "false", "0", "off", "falso"]);

/** Lower case without accents: "Sí" → "si", "EXENTO" → "exento". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A spreadsheet's defused formula ('=…, '+…, '-…, '@…, as the export writes them) back as it was. */
function undefused(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

const typed = z
  .union([z.string(), z.number(), z.boolean()])
  .optional()
  .transform((value) => (value === undefined ? "" : undefused(String(value).trim())));

const yesNo = (fallback: boolean) =>
  typed.transform((value, ctx) => {
    if (value === "") return fallback;
    const word = fold(value);
    if (YES.has(word)) return true;
    if (NO.has(word)) return false;
    ctx.addIssue({ code: "custom", message: message("yesNoInvalid") });
    return z.NEVER;
  });

/**
 * A price as shops type it (typed-decimal's readings: "12.5", "1,234.50", "12,50"; a leading "$"
 * allowed), IVA included: above zero, at most two decimals; written back with two ("12.50").
 */
const price = typed.transform((value, ctx) => {
  const fail = (code: InvalidCode) => {
    ctx.addIssue({ code: "custom", message: message(code) });
    return z.NEVER;
  };
  if (value === "") return fail("priceRequired");
  const decimal = typedDecimal(value.replace(/^\$\s*/, ""));
  if (decimal === null) return fail("priceInvalid");
  const [whole, fraction = ""] = decimal.split(".");
  if (fraction.length > 2) return fail("priceDecimals");
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
  if (cents <= 0n) return fail("pricePositive");
  if (cents > MAX_PRICE_CENTS) return fail("priceTooLarge");
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;
});

/** An IVA rate: 16, 8, 0 (with or without "%"), or exempt (exento); empty: 16. */
const iva = typed.transform((value, ctx): IvaRate => {
  const word = fold(value).replace(/\s*%$/, "");
  if (word === "") return "16";
  if (["exento", "exenta", "exempt", "e"].includes(word)) return "exempt";
  if ((IVA_RATES as readonly string[]).includes(word)) return word as IvaRate;
  ctx.addIssue({ code: "custom", message: message("ivaInvalid") });
  return z.NEVER;
});

/** An optional code: empty is none; otherwise 1-64 characters without spaces. */
const optionalText = (max: number, code: InvalidCode, pattern?: RegExp) =>
  typed.transform((value, ctx) => {
    if (value === "") return null;
    if (Array.from(value).length > max || (pattern && !pattern.test(value))) {
      ctx.addIssue({ code: "custom", message: message(code) });
      return z.NEVER;
    }
    return value;
  });

const barcode = typed.transform((value, ctx) => {
  if (value === "") return null;
  const problem = barcodeProblem(value);
  if (problem === null) return value;
  ctx.addIssue({ code: "custom", message: message(problem === "checkDigit" ? "barcodeCheckDigit" : "barcodeInvalid") });
  return z.NEVER;
});

/**
 * A product as an owner types it in the form or a row of a CSV file brings it: every field as text
 * (or a boolean), read leniently where people differ ("12,50", "16 %", "Sí", "exento") and written
 * back in one form. The unit of a product sold by weight is the kilogram (KGM): left empty or at
 * the piece's default (H87), it becomes KGM; another unit is refused. Messages are catalogue keys
 * (`catalogue.invalid.*`).
 */
export const productSchema = z
  .object({
    name: typed.pipe(z.string().min(1, message("nameRequired")).refine((name) => Array.from(name).length <= 120, message("nameTooLong"))),
    price,
    iva,
    productKey: typed.transform((value) => value || DEFAULT_PRODUCT_KEY).pipe(z.string().regex(/^\d{8}$/, message("productKeyInvalid"))),
    unitKey: typed.transform((value) => value.toUpperCase()).pipe(z.string().regex(/^([A-Z0-9]{2,3})?$/, message("unitKeyInvalid"))),
    sku: optionalText(64, "skuInvalid", /^\S+$/u),
    barcode,
    category: optionalText(60, "categoryTooLong"),
    byWeight: yesNo(false),
    active: yesNo(true),
  })
  .transform((product, ctx) => {
    if (!product.byWeight) return { ...product, unitKey: product.unitKey || PIECE_UNIT_KEY };
    if (product.unitKey === "" || product.unitKey === PIECE_UNIT_KEY || product.unitKey === WEIGHT_UNIT_KEY) return { ...product, unitKey: WEIGHT_UNIT_KEY };
    ctx.addIssue({ code: "custom", path: ["unitKey"], message: message("weightUnit") });
    return z.NEVER;
  });

export type ProductFields = z.input<typeof productSchema>;
export type ProductInput = z.output<typeof productSchema>;

/** A product as the catalogue keeps it. */
export type Product = ProductInput & { id: string; createdAt: string; updatedAt: string };

/** What the till needs of an active product: to show it on the grid, find it by its code and put it on a ticket. */
export type TillProduct = Pick<Product, "id" | "name" | "price" | "iva" | "sku" | "barcode" | "category" | "byWeight" | "productKey" | "unitKey">;
