import { z } from "zod";
import type { Store } from "../../db/store";
import { sql } from "../../db/statements";
import { foldedSql, PRODUCT_COLUMNS, toProduct, type ProductRow } from "./product-rows";
import { fold, type Product } from "./product-schema";

/** A page of the list: its products and the cursor of the next page (null after the last). */
export type ProductPage = { rows: Product[]; nextCursor: string | null };

const cursorSchema = z.tuple([z.string(), z.string()]);

/**
 * The list's filters as the page's address carries them (lenient: what cannot be read is left out,
 * so a link never fails): the words searched, a category, which products (active, inactive or all),
 * and the page's cursor.
 */
export const productFiltersSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  category: z.string().trim().min(1).max(60).optional().catch(undefined),
  status: z.enum(["active", "inactive", "all"]).optional().catch(undefined),
  cursor: z.string().max(400).optional().catch(undefined),
});
export type ProductFilters = z.output<typeof productFiltersSchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One page of the catalogue, by name (any case), then id, `limit` products. The search finds a
 * product by words of its name or category (accents and case aside, anywhere in them), or by the
 * start of its sku or barcode. Keyset pagination: the cursor is the last row's (name, id).
 */
export async function listProducts(store: Store, filters: ProductFilters, limit = 50): Promise<ProductPage> {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  const q = filters.q?.trim();
  if (q) {
    const words = fold(q).split(/\s+/).filter(Boolean);
    const wordMatches = words.map((word) => {
      const like = add(`%${escapeLike(word)}%`);
      return `(${foldedSql("name")} LIKE ${like} OR ${foldedSql("coalesce(category, '')")} LIKE ${like})`;
    });
    const prefix = add(`${escapeLike(q)}%`);
    where.push(`((${wordMatches.join(" AND ")}) OR lower(sku) LIKE lower(${prefix}) OR barcode LIKE ${prefix})`);
  }
  if (filters.category) where.push(`category = ${add(filters.category)}`);
  if (filters.status === "active") where.push("active");
  if (filters.status === "inactive") where.push("NOT active");
  const after = decodeCursor(filters.cursor);
  if (after) where.push(`(lower(name), id) > (${add(after[0])}, ${add(after[1])})`);
  const text = `SELECT ${PRODUCT_COLUMNS}, lower(name) AS "sortName" FROM dashboard_product
    ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    ORDER BY lower(name), id LIMIT ${add(limit + 1)}`;
  const rows = await store.sql(sql<ProductRow & { sortName: string }>(text), params);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? Buffer.from(JSON.stringify([last.sortName, last.id])).toString("base64url") : null;
  return { rows: page.map(({ sortName: _sortName, ...row }) => toProduct(row)), nextCursor };
}
