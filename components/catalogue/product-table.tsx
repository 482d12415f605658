import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Format } from "@/lib/i18n/create-format";
import type { Product } from "@/lib/dashboard/catalogue/product-schema";

/**
 * The catalogue as a table: a row per product (name and category, price with IVA, its rate, its
 * codes, its SAT keys, active or not) and, for owners, a large Edit target. On a narrow screen the
 * codes and keys wrap under the name.
 */
export async function ProductTable({ products, f, canEdit, emptyCatalogue }: { products: Product[]; f: Format; canEdit: boolean; emptyCatalogue: boolean }) {
  const t = await getTranslations("catalogue");
  if (products.length === 0) {
    return (
      <div role="status" className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-medium">{emptyCatalogue ? t("emptyCatalogue") : t("empty")}</p>
        {!emptyCatalogue && <p className="mt-1 text-sm text-slate-600">{t("emptyHint")}</p>}
      </div>
    );
  }
  const cell = "px-3 py-2 align-top";
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className={cell}>
              {t("columns.name")}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t("columns.price")}
            </th>
            <th scope="col" className={cell}>
              {t("columns.iva")}
            </th>
            <th scope="col" className={`${cell} hidden md:table-cell`}>
              {t("columns.codes")}
            </th>
            <th scope="col" className={`${cell} hidden lg:table-cell`}>
              {t("columns.sat")}
            </th>
            <th scope="col" className={cell}>
              {t("columns.status")}
            </th>
            {canEdit && (
              <th scope="col" className={cell}>
                <span className="sr-only">{t("columns.actions")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((product) => (
            <tr key={product.id} data-testid="product-row" data-product={product.id} className={product.active ? "" : "text-slate-500"}>
              <td className={cell}>
                <span className="block font-medium text-slate-900" translate="no">
                  {product.name}
                </span>
                {product.category && (
                  <span className="block text-xs text-slate-500" translate="no">
                    {product.category}
                  </span>
                )}
                <span className="block font-mono text-xs text-slate-500 md:hidden" translate="no">
                  {[product.sku, product.barcode].filter(Boolean).join(" · ")}
                </span>
              </td>
              <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                {f.money(product.price)}
                {product.byWeight && <span className="block text-xs text-slate-500">{t("perKg")}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{t(`ivaRates.${product.iva}`)}</td>
              <td className={`${cell} hidden font-mono text-xs md:table-cell`} translate="no">
                {product.sku && <span className="block">{product.sku}</span>}
                {product.barcode && <span className="block text-slate-500">{product.barcode}</span>}
              </td>
              <td className={`${cell} hidden whitespace-nowrap font-mono text-xs lg:table-cell`} translate="no">
                {product.productKey}
                {" · "}
                {product.unitKey}
              </td>
              <td className={cell}>
                <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${product.active ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}>
                  {product.active ? t("active") : t("inactive")}
                </span>
              </td>
              {canEdit && (
                <td className={`${cell} text-right`}>
                  <Link href={`/catalogue/${product.id}`} aria-label={t("editNamed", { name: product.name })} className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-indigo-700 hover:bg-indigo-50">
                    {t("edit")}
                  </Link>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
