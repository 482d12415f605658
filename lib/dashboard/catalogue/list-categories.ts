import type { Store } from "../../db/store";
import { statement } from "../../db/statements";

const CATEGORIES = statement<{ category: string }>("catalogue_categories", "SELECT DISTINCT category FROM dashboard_product WHERE category IS NOT NULL ORDER BY category");

/** The categories the catalogue uses (for the list's filter and the form's suggestions), alphabetically. */
export async function listCategories(store: Store): Promise<string[]> {
  return (await store.sql(CATEGORIES)).map((row) => row.category);
}
