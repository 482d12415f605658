import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Format } from "@/lib/i18n/create-format";
import type { ProductSalesRow } from "@/lib/dashboard/reports/get-product-sales";

/**
 * The overview's "Top products" card: the range's five products with the largest gross (the sales
 * by product's own figures), each with its units, and a link to all of them for the same range.
 */
export function TopProducts({ products, href, f }: { products: readonly ProductSalesRow[]; href: string; f: Format }) {
  const t = useTranslations("products");
  return (
    <section aria-labelledby="top-products-heading" data-testid="top-products" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="top-products-heading" className="text-base font-semibold">
          {t("top.title")}
        </h2>
        <Link href={href} prefetch={false} className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline underline-offset-2" data-testid="top-products-all">
          {t("top.all")}
        </Link>
      </div>
      {products.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("top.empty")}</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100">
          {products.slice(0, 5).map((product) => (
            <li key={product.key} data-testid="top-product" data-sku={product.sku ?? ""} className="flex min-w-0 items-baseline gap-3 py-2 text-sm">
              <span translate="no" className="min-w-0 flex-1 break-words font-medium">
                {product.name || t("unnamed")}
              </span>
              <span className="text-xs text-slate-600 tabular-nums">{t("top.units", { units: product.units })}</span>
              <span className="w-28 text-right font-medium tabular-nums" data-figure="gross">
                {f.money(product.gross)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
