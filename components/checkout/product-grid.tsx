"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import type { TillProduct } from "@/lib/dashboard/till/price-ticket";
import { useFormat } from "../format-provider";

/** Letters without accents or case, so "cafe" finds "Café" and "jamon" finds "JAMÓN". */
const fold = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** The product a scanned or typed code names: its barcode, else its SKU (exact, case as typed for SKUs, digits for barcodes). */
export function findByCode(products: readonly TillProduct[], code: string): TillProduct | undefined {
  const wanted = code.trim();
  if (!wanted) return undefined;
  return products.find((p) => p.barcode === wanted) ?? products.find((p) => p.sku !== null && fold(p.sku) === fold(wanted));
}

/**
 * The till's product grid: a search box (name, SKU or barcode; Enter with an exact code adds that
 * product, as a scan does), category chips with "Recent" first, and large tiles (at least 5.5 rem
 * high) that add a product with one tap. Products sold by weight say so on their tile.
 */
export function ProductGrid({ products, recent, onAdd, onUnknownCode }: { products: readonly TillProduct[]; recent: readonly string[]; onAdd: (product: TillProduct) => void; onUnknownCode: (code: string) => void }) {
  const t = useTranslations("till.ticket");
  const f = useFormat();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string | null>(recent.length ? "__recent" : null);
  const categories = useMemo(() => [...new Set(products.flatMap((p) => (p.category ? [p.category] : [])))].sort((a, b) => a.localeCompare(b, "es")), [products]);
  const shown = useMemo(() => {
    const q = fold(query.trim());
    if (q) return products.filter((p) => fold(p.name).includes(q) || (p.sku && fold(p.sku).includes(q)) || (p.barcode && p.barcode.includes(q))).slice(0, 60);
    if (category === "__recent") return recent.flatMap((id) => products.filter((p) => p.id === id));
    return (category ? products.filter((p) => p.category === category) : products).slice(0, 120);
  }, [products, query, category, recent]);
  if (products.length === 0) return <p className="rounded-2xl bg-white p-6 text-lg text-slate-700 ring-1 ring-slate-200">{t("emptyCatalogue")}</p>;
  const chip = (key: string | null, label: string) => (
    <button
      key={key ?? "__all"}
      type="button"
      aria-pressed={category === key}
      data-testid={`category-${key ?? "all"}`}
      onClick={() => {
        setCategory(key);
        setQuery("");
      }}
      className={`min-h-12 shrink-0 rounded-full px-4 text-base font-medium ring-1 ${category === key ? "bg-indigo-600 text-white ring-indigo-600" : "bg-white text-slate-800 ring-slate-300"}`}
    >
      {label}
    </button>
  );
  return (
    <div data-testid="product-grid" className="flex h-full min-h-0 flex-col gap-3">
      <input
        type="search"
        data-testid="product-search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || !query.trim()) return;
          event.preventDefault();
          event.stopPropagation();
          const found = findByCode(products, query);
          if (found) onAdd(found);
          else if (shown.length === 1) onAdd(shown[0]!);
          else if (/^\d{6,14}$/.test(query.trim())) onUnknownCode(query.trim());
          else return;
          setQuery("");
        }}
        placeholder={t("search")}
        aria-label={t("search")}
        className="min-h-12 w-full rounded-xl border border-slate-300 px-4 text-lg"
      />
      <div className="flex gap-2 overflow-x-auto pb-1" role="group" aria-label={t("modeProducts")}>
        {recent.length > 0 && chip("__recent", t("recent"))}
        {chip(null, t("all"))}
        {categories.map((c) => chip(c, c))}
      </div>
      {shown.length === 0 ? (
        <p className="text-slate-600">{t("noProducts")}</p>
      ) : (
        <ul className="grid min-h-0 flex-1 auto-rows-min grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3 sm:gap-3">
          {shown.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                data-testid="product-tile"
                data-sku={product.sku ?? ""}
                onClick={() => onAdd(product)}
                className="flex min-h-22 w-full flex-col justify-between rounded-2xl bg-white p-3 text-left shadow-sm ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-indigo-500 active:scale-[0.98] active:bg-slate-100"
              >
                <span className="line-clamp-2 text-base font-medium text-slate-900">{product.name}</span>
                <span className="text-lg font-semibold tabular-nums text-slate-800">
                  {f.money(product.price)}
                  {product.byWeight && <span className="text-sm font-normal text-slate-600">{t("perKg")}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
