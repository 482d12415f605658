import type { Store } from "../../db/store";

/** A product's name and category as the catalogue has them now (category null: none given). */
export type ProductCategory = { name: string; category: string | null };

/**
 * The catalogue's name and category of each of `skus` that it has (inactive products included: their
 * sales still count under their category); a sku it does not have is left out. For the sales by
 * product (lib/dashboard/reports/get-product-sales.ts), which groups the products by category.
 */
export async function readProductCategories(store: Store, skus: readonly string[]): Promise<Map<string, ProductCategory>> {
  if (skus.length === 0) return new Map();
  const rows = await store.prisma.dashboardProduct.findMany({ where: { sku: { in: [...skus] } }, select: { sku: true, name: true, category: true } });
  return new Map(rows.flatMap((row) => (row.sku ? [[row.sku, { name: row.name, category: row.category }] as const] : [])));
}
