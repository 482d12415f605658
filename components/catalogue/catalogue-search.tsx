import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ProductFilters } from "@/lib/dashboard/catalogue/list-products";

const field = "mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";
const button = "inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-medium";

/** The catalogue's search as a plain GET form (the URL is shareable): words, a category, which products. */
export async function CatalogueSearch({ filters, categories }: { filters: ProductFilters; categories: string[] }) {
  const t = await getTranslations("catalogue.search");
  return (
    <form method="get" role="search" aria-label={t("label")} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]">
      <label className="min-w-0 text-sm font-medium text-slate-700 sm:col-span-2 lg:col-span-1">
        {t("query")}
        <input type="search" name="q" defaultValue={filters.q ?? ""} placeholder={t("placeholder")} data-testid="catalogue-search" className={field} enterKeyHint="search" />
      </label>
      <label className="min-w-0 text-sm font-medium text-slate-700">
        {t("category")}
        <select name="category" defaultValue={filters.category ?? ""} className={field}>
          <option value="">{t("allCategories")}</option>
          {categories.map((category) => (
            <option key={category} value={category} translate="no">
              {category}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-0 text-sm font-medium text-slate-700">
        {t("status")}
        <select name="status" defaultValue={filters.status ?? "all"} className={field}>
          {(["all", "active", "inactive"] as const).map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className={`${button} bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2`}>
          {t("submit")}
        </button>
        <Link href="/catalogue" className={`${button} text-slate-600 hover:bg-slate-100`}>
          {t("clear")}
        </Link>
      </div>
    </form>
  );
}
