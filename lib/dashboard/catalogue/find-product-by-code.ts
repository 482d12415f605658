import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { TILL_COLUMNS, toTillProduct, type TillProductRow } from "./product-rows";
import type { TillProduct } from "./product-schema";

const BY_CODE = statement<TillProductRow>(
  "catalogue_by_code",
  `SELECT ${TILL_COLUMNS} FROM dashboard_product
    WHERE (barcode = ANY($2::text[]) OR sku = $1) AND (active OR $3::boolean)
    ORDER BY CASE WHEN barcode = $1 THEN 0 WHEN barcode = ANY($2::text[]) THEN 1 ELSE 2 END
    LIMIT 1`,
);

/**
 * The product a scanned or typed code names, or null: its barcode exactly, else its sku exactly.
 * A UPC-A and the EAN-13 it is (the same digits after a 0) find each other, as scanners send either.
 * Inactive products are not found unless `includeInactive`.
 */
export async function findProductByCode(store: Store, code: string, options: { includeInactive?: boolean } = {}): Promise<TillProduct | null> {
  const typed = code.trim();
  if (!typed || typed.length > 64) return null;
  const barcodes = [typed];
  if (/^\d{12}$/.test(typed)) barcodes.push(`0${typed}`);
  if (/^0\d{12}$/.test(typed)) barcodes.push(typed.slice(1));
  const [row] = await store.sql(BY_CODE, [typed, barcodes, options.includeInactive ?? false]);
  return row ? toTillProduct(row) : null;
}
