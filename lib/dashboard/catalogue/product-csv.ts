import { LOCALES, type Locale } from "../../i18n/locales";
import { messagesFor } from "../../i18n/messages";
import { csvLine } from "../reports/csv";
import { fold, type ProductInput } from "./product-schema";

/**
 * The catalogue's CSV, written as the payments CSV is (lib/dashboard/reports/csv.ts): UTF-8 with a
 * byte order mark (Excel in es-MX then reads the accents), RFC 4180 fields separated by commas,
 * CRLF lines, formula-looking cells defused with a leading `'`, money with a point and two
 * decimals ("1234.50": a spreadsheet's locale must not read 1.234 as a thousand), the header in the
 * reader's language. One header line, then a line per product with exactly these columns:
 */
export const PRODUCT_CSV_COLUMNS = ["sku", "barcode", "name", "price", "iva", "category", "productKey", "unitKey", "byWeight", "active"] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns an import cannot do without; the others take their defaults when absent. */
export const REQUIRED_COLUMNS: readonly ProductCsvColumn[] = ["name", "price"];

/** The file's words in a language: the header's names, yes and no, exempt (the catalogue's `catalogue.csv`). */
export function csvWords(locale: Locale) {
  const csv = messagesFor(locale).catalogue.csv;
  const header = PRODUCT_CSV_COLUMNS.map((column) => (column === "sku" ? csv.same.sku : csv.columns[column]));
  return { header, yes: csv.yes, no: csv.no, exempt: csv.exempt };
}

export type CsvWords = ReturnType<typeof csvWords>;

/** One product as a line of the file. */
export function productCsvLine(product: ProductInput, words: CsvWords): string {
  const yesNo = (value: boolean) => (value ? words.yes : words.no);
  const fields: Record<ProductCsvColumn, string | null> = {
    sku: product.sku,
    barcode: product.barcode,
    name: product.name,
    price: product.price,
    iva: product.iva === "exempt" ? words.exempt : product.iva,
    category: product.category,
    productKey: product.productKey,
    unitKey: product.unitKey,
    byWeight: yesNo(product.byWeight),
    active: yesNo(product.active),
  };
  return csvLine(PRODUCT_CSV_COLUMNS.map((column) => fields[column]));
}

/** Other names a header may have (folded, without what follows in parentheses), besides both languages' words and the column's own name. */
const ALIASES: Partial<Record<ProductCsvColumn, string[]>> = {
  sku: ["clave", "codigo interno", "clave interna"],
  barcode: ["codigo", "ean", "upc", "gtin", "codigo barras"],
  name: ["producto", "descripcion", "product"],
  price: ["precio con iva", "precio (iva incluido)", "price incl. vat"],
  iva: ["iva", "vat", "tasa iva", "tax"],
  category: ["categoria", "departamento", "department"],
  productKey: ["clave prod serv", "claveprodserv", "clave producto", "product key", "sat product key"],
  unitKey: ["clave unidad", "claveunidad", "unidad", "unit key", "sat unit key", "unit"],
  byWeight: ["a granel", "granel", "weighed"],
  active: ["activo", "activa", "enabled"],
};

const headerKey = (header: string) => fold(header).replace(/\s*\(.*\)\s*$/, "").replace(/[\s_-]+/g, " ").trim();

const COLUMN_BY_HEADER: ReadonlyMap<string, ProductCsvColumn> = (() => {
  const map = new Map<string, ProductCsvColumn>();
  for (const column of PRODUCT_CSV_COLUMNS) {
    const names = [column, column.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`), ...(ALIASES[column] ?? []), ...LOCALES.map((locale) => csvWords(locale).header[PRODUCT_CSV_COLUMNS.indexOf(column)]!)];
    for (const name of names) map.set(headerKey(name), column);
  }
  return map;
})();

/** The column a header names, in Spanish or English (any case and accents), or null. */
export function columnOf(header: string): ProductCsvColumn | null {
  return COLUMN_BY_HEADER.get(headerKey(header)) ?? null;
}

/** A record of the file and the line it starts on (a quoted field may span lines). */
export type CsvRecord = { line: number; fields: string[] };

/** The separator of a file as its header line uses it: the most frequent of `,`, `;` and tab outside quotes (`,` on a tie). */
function separatorOf(text: string): string {
  const counts = new Map([[",", 0], [";", 0], ["\t", 0]]);
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * The records of a CSV text (RFC 4180: quoted fields hold separators, quotes as "" and line
 * breaks; CRLF, LF or CR lines), separated by `,`, `;` or tab as its header line is, each with the
 * line of the file it starts on. A byte order mark is dropped.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, "");
  const separator = separatorOf(source);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    records.push({ line: start, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n" || (c === "\r" && source[i + 1] !== "\n")) line++;
        field += c;
      }
    } else if (c === '"' && field === "") quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      end();
      line++;
      start = line;
    } else field += c;
  }
  if (field !== "" || fields.length > 0) end();
  return records;
}
