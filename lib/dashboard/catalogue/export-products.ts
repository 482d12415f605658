import type { Locale } from "../../i18n/locales";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { csvLine, UTF8_BOM } from "../reports/csv";
import { csvWords, productCsvLine } from "./product-csv";
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from "./product-rows";

const ALL = statement<ProductRow>("catalogue_export", `SELECT ${PRODUCT_COLUMNS} FROM dashboard_product ORDER BY lower(name), id`);

/**
 * The whole catalogue (active and inactive products, by name) as the CSV file product-csv.ts
 * describes, in `locale`'s words (its header, sí/no, exento): what importProducts reads back as the
 * same products.
 */
export async function exportProducts(store: Store, locale: Locale): Promise<string> {
  const words = csvWords(locale);
  const lines = [csvLine(words.header)];
  for (const row of await store.sql(ALL)) lines.push(productCsvLine(toProduct(row), words));
  return UTF8_BOM + lines.join("");
}
