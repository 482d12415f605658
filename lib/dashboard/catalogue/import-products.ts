import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { columnOf, PRODUCT_CSV_COLUMNS, readCsvRecords, REQUIRED_COLUMNS, type ProductCsvColumn } from "./product-csv";
import { productSchema, type InvalidCode, type ProductInput } from "./product-schema";

/** At most this many products in one file, and this many bytes: a shop's catalogue, not a wholesaler's. */
export const IMPORT_MAX_ROWS = 5_000;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The report lists at most this many problems (and says how many there are). */
const LISTED_PROBLEMS = 1_000;

/** What is wrong with one row: its line in the file (as a text editor numbers it), the column (null: the row as a whole), why (`catalogue.invalid.<code>`). */
export type ImportProblem = { line: number; column: ProductCsvColumn | null; code: InvalidCode; values?: Record<string, number> };

/** What makes the whole file unreadable (`catalogue.invalid.<code>`). */
export type FileProblem =
  | { code: "fileEmpty" | "fileTooLarge" | "notText" }
  | { code: "tooManyRows"; rows: number; max: number }
  | { code: "missingColumns"; columns: ProductCsvColumn[] };

export type ImportReport = {
  /** the file's product rows (blank lines aside) */
  rows: number;
  valid: number;
  invalid: number;
  /** whether the valid rows were written (all of them, in one transaction) */
  committed: boolean;
  skipInvalid: boolean;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
  problemCount: number;
  fileProblem: FileProblem | null;
};

type Existing = ProductInput & { id: string };

const EXISTING = statement<Omit<Existing, "iva"> & { iva: string }>(
  "catalogue_import_existing",
  `SELECT id, name, price::text AS price, iva, product_key AS "productKey", unit_key AS "unitKey", sku, barcode, category, by_weight AS "byWeight", active
     FROM dashboard_product
    WHERE sku = ANY($1::text[]) OR barcode = ANY($2::text[]) OR (sku IS NULL AND barcode IS NULL AND name = ANY($3::text[]))
    ORDER BY created_at, id`,
);

/** Codes that move between products in this file are let go first, so no row meets a code another row is taking away. */
const RELEASE_CODES = statement("catalogue_import_release", `UPDATE dashboard_product SET sku = NULL, barcode = NULL WHERE id = ANY($1::text[])`);

/** Every row of the file in one statement: new products inserted, known ones updated when something differs. */
const UPSERT = statement<{ id: string }>(
  "catalogue_import_upsert",
  `INSERT INTO dashboard_product AS p (id, name, price, iva, product_key, unit_key, sku, barcode, category, by_weight, active)
   SELECT id, name, price, iva, product_key, unit_key, sku, barcode, category, by_weight, active
     FROM jsonb_to_recordset($1::jsonb) AS x(id text, name text, price numeric, iva text, product_key text, unit_key text, sku text, barcode text,
                                             category text, by_weight boolean, active boolean)
   ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, price = EXCLUDED.price, iva = EXCLUDED.iva, product_key = EXCLUDED.product_key,
     unit_key = EXCLUDED.unit_key, sku = EXCLUDED.sku, barcode = EXCLUDED.barcode, category = EXCLUDED.category, by_weight = EXCLUDED.by_weight,
     active = EXCLUDED.active, updated_at = now()
   WHERE (p.name, p.price, p.iva, p.product_key, p.unit_key, p.sku, p.barcode, p.category, p.by_weight, p.active)
     IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.price, EXCLUDED.iva, EXCLUDED.product_key, EXCLUDED.unit_key, EXCLUDED.sku, EXCLUDED.barcode,
                       EXCLUDED.category, EXCLUDED.by_weight, EXCLUDED.active)
   RETURNING id`,
);

/** The file as text: UTF-8 (with or without its byte order mark), else Windows-1252 (Excel's "CSV" in Windows es-MX); null for what is not text. */
function decode(file: Uint8Array | string): string | null {
  if (typeof file === "string") return file;
  if (file.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(file);
  } catch {
    return new TextDecoder("windows-1252").decode(file);
  }
}

type Row = { line: number; product: ProductInput };

const report = (fields: Partial<ImportReport> & Pick<ImportReport, "skipInvalid">): ImportReport => ({
  rows: 0,
  valid: 0,
  invalid: 0,
  committed: false,
  created: 0,
  updated: 0,
  unchanged: 0,
  problems: [],
  problemCount: 0,
  fileProblem: null,
  ...fields,
});

/**
 * Imports a CSV file of products (the export's own format, product-csv.ts): the header in Spanish
 * or English (any order; name and price required, the other columns take their defaults), commas
 * or semicolons, UTF-8 or Windows-1252. A row whose SKU is in the catalogue updates that product;
 * without a known SKU, its barcode's product (unless that product has another SKU: the barcode is
 * taken); a row with neither code, the product of the same name that has none either; any other
 * row is a new product.
 *
 * Every row is checked first (its fields as productSchema reads them, codes repeated in the file,
 * a barcode another product holds, two rows changing one product). If any row is wrong, nothing
 * is written and the report names each problem (line, column, why), unless `skipInvalid`: then
 * exactly the valid rows are written. Either way what is written is written in one transaction,
 * with one statement for all the rows, and recorded in the audit trail.
 */
export async function importProducts(store: Store, file: Uint8Array | string, options: { skipInvalid?: boolean; by: AuditBy }): Promise<ImportReport> {
  const skipInvalid = options.skipInvalid ?? false;
  const size = typeof file === "string" ? Buffer.byteLength(file) : file.byteLength;
  if (size > IMPORT_MAX_BYTES) return report({ skipInvalid, fileProblem: { code: "fileTooLarge" } });
  const text = decode(file);
  if (text === null) return report({ skipInvalid, fileProblem: { code: "notText" } });
  const records = readCsvRecords(text).filter((record) => record.fields.some((field) => field.trim() !== ""));
  const [header, ...data] = records;
  if (!header || data.length === 0) return report({ skipInvalid, fileProblem: { code: "fileEmpty" } });
  const index = new Map<ProductCsvColumn, number>();
  header.fields.forEach((name, i) => {
    const column = columnOf(name);
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !index.has(column));
  if (missing.length > 0) return report({ skipInvalid, rows: data.length, fileProblem: { code: "missingColumns", columns: missing } });
  if (data.length > IMPORT_MAX_ROWS) return report({ skipInvalid, rows: data.length, fileProblem: { code: "tooManyRows", rows: data.length, max: IMPORT_MAX_ROWS } });

  const problems: ImportProblem[] = [];
  const wrong = new Set<number>();
  const problem = (entry: ImportProblem) => {
    problems.push(entry);
    wrong.add(entry.line);
  };
  const rows: Row[] = [];
  const first = { sku: new Map<string, number>(), barcode: new Map<string, number>(), name: new Map<string, number>() };
  for (const record of data) {
    const fields = Object.fromEntries(PRODUCT_CSV_COLUMNS.filter((column) => index.has(column)).map((column) => [column, record.fields[index.get(column)!] ?? ""]));
    const parsed = productSchema.safeParse(fields);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = (PRODUCT_CSV_COLUMNS as readonly unknown[]).includes(issue.path[0]) ? (issue.path[0] as ProductCsvColumn) : null;
        if (seen.has(String(column))) continue;
        seen.add(String(column));
        problem({ line: record.line, column, code: issue.message.replace(/^catalogue\.invalid\./, "") as InvalidCode });
      }
      continue;
    }
    const product = parsed.data;
    const repeated = (
      [
        ["sku", product.sku, "skuRepeated"],
        ["barcode", product.barcode, "barcodeRepeated"],
        ["name", product.sku === null && product.barcode === null ? product.name : null, "nameRepeated"],
      ] as const
    ).filter(([column, value, code]) => {
      if (value === null) return false;
      const earlier = first[column].get(value);
      if (earlier === undefined) return false;
      problem({ line: record.line, column, code, values: { line: earlier } });
      return true;
    });
    if (repeated.length > 0) continue;
    if (product.sku !== null) first.sku.set(product.sku, record.line);
    if (product.barcode !== null) first.barcode.set(product.barcode, record.line);
    if (product.sku === null && product.barcode === null) first.name.set(product.name, record.line);
    rows.push({ line: record.line, product });
  }

  return store.transaction(async (tx) => {
    const existing = (await tx.sql(EXISTING, [[...first.sku.keys()], [...first.barcode.keys()], [...first.name.keys()]])) as Existing[];
    const bySku = new Map(existing.filter((p) => p.sku !== null).map((p) => [p.sku!, p]));
    const byBarcode = new Map(existing.filter((p) => p.barcode !== null).map((p) => [p.barcode!, p]));
    const byName = new Map<string, Existing>();
    for (const p of existing) if (p.sku === null && p.barcode === null && !byName.has(p.name)) byName.set(p.name, p);

    const targets = new Map<string, number>();
    const writes: Array<Row & { target: Existing | undefined }> = [];
    for (const row of rows) {
      const { sku, barcode, name } = row.product;
      const holder = barcode !== null ? byBarcode.get(barcode) : undefined;
      // by its SKU; else by its barcode, unless that product is known by another SKU (then the barcode is taken); else by its name, among products without codes
      const target =
        (sku !== null ? bySku.get(sku) : undefined) ?? (holder && (sku === null || holder.sku === null) ? holder : undefined) ?? (sku === null && barcode === null ? byName.get(name) : undefined);
      if (holder && holder.id !== target?.id) {
        problem({ line: row.line, column: "barcode", code: "barcodeTaken" });
        continue;
      }
      if (target && targets.has(target.id)) {
        problem({ line: row.line, column: null, code: "sameProduct", values: { line: targets.get(target.id)! } });
        continue;
      }
      if (target) targets.set(target.id, row.line);
      writes.push({ ...row, target });
    }

    problems.sort((a, b) => a.line - b.line || PRODUCT_CSV_COLUMNS.indexOf(a.column ?? "sku") - PRODUCT_CSV_COLUMNS.indexOf(b.column ?? "sku"));
    const done = (fields: Partial<ImportReport>) =>
      report({ skipInvalid, rows: data.length, valid: writes.length, invalid: wrong.size, problems: problems.slice(0, LISTED_PROBLEMS), problemCount: problems.length, ...fields });
    if ((problems.length > 0 && !skipInvalid) || writes.length === 0) return done({});

    const moving = writes.filter(({ target, product }) => target && (target.sku !== product.sku || target.barcode !== product.barcode)).map(({ target }) => target!.id);
    if (moving.length > 0) await tx.sql(RELEASE_CODES, [moving]);
    const values = writes.map(({ target, product }) => ({
      id: target?.id ?? randomToken("pr_"),
      name: product.name,
      price: product.price,
      iva: product.iva,
      product_key: product.productKey,
      unit_key: product.unitKey,
      sku: product.sku,
      barcode: product.barcode,
      category: product.category,
      by_weight: product.byWeight,
      active: product.active,
    }));
    const written = new Set((await tx.sql(UPSERT, [JSON.stringify(values)])).map((row) => row.id));
    const created = writes.filter(({ target }) => !target).length;
    const updated = writes.filter(({ target }) => target && written.has(target.id)).length;
    const unchanged = writes.length - created - updated;
    await recordAudit(tx, { ...options.by, action: "catalogue.imported", details: { rows: data.length, created, updated, skipped: wrong.size } });
    return done({ committed: true, created, updated, unchanged });
  });
}
