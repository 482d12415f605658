import type { IvaRate } from "../../contract/ticket-lines";
import type { Product, TillProduct } from "./product-schema";

/**
 * How the catalogue's queries read dashboard_product (its owner's SQL only): every column, or what
 * the till needs, with the price as text ("12.50": exact, never a float).
 */
export const PRODUCT_COLUMNS = `id, name, price::text AS price, iva, product_key AS "productKey", unit_key AS "unitKey", sku, barcode, category,
  by_weight AS "byWeight", active, created_at AS "createdAt", updated_at AS "updatedAt"`;
export const TILL_COLUMNS = `id, name, price::text AS price, iva, sku, barcode, category, by_weight AS "byWeight", product_key AS "productKey", unit_key AS "unitKey"`;

export type ProductRow = Omit<Product, "iva" | "createdAt" | "updatedAt"> & { iva: string; createdAt: Date | string; updatedAt: Date | string };
export type TillProductRow = Omit<TillProduct, "iva"> & { iva: string };

/** A row as the domain's Product (times as ISO 8601). */
export function toProduct(row: ProductRow): Product {
  return { ...row, iva: row.iva as IvaRate, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() };
}

export function toTillProduct(row: TillProductRow): TillProduct {
  return { ...row, iva: row.iva as IvaRate };
}

/**
 * A name or a category as the search compares them: accents dropped, lower case (translate first,
 * whatever the database's locale does with lower()), as `fold` does in the code.
 */
export const foldedSql = (column: string) =>
  `lower(translate(${column}, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy'))`;
