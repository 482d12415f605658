import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from "./product-rows";
import type { Product } from "./product-schema";

const PRODUCT = statement<ProductRow>("catalogue_product", `SELECT ${PRODUCT_COLUMNS} FROM dashboard_product WHERE id = $1`);

/** A product of the catalogue by its id (active or not), or null. */
export async function readProduct(store: Store, id: string): Promise<Product | null> {
  const [row] = await store.sql(PRODUCT, [id]);
  return row ? toProduct(row) : null;
}
