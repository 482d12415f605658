import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { TILL_COLUMNS, toTillProduct, type TillProductRow } from "./product-rows";
import type { TillProduct } from "./product-schema";

const ACTIVE = statement<TillProductRow>(
  "catalogue_active",
  `SELECT ${TILL_COLUMNS} FROM dashboard_product WHERE active ORDER BY category NULLS LAST, lower(name), id`,
);

/**
 * The whole active catalogue as the till needs it (its grid, its search, its scanner when offline):
 * id, name, price (IVA included), IVA rate, sku, barcode, category, by weight, SAT keys; by category
 * (none last), then by name. A few thousand products are a few hundred kilobytes of JSON.
 */
export async function listActiveCatalogue(store: Store): Promise<TillProduct[]> {
  return (await store.sql(ACTIVE)).map(toTillProduct);
}
