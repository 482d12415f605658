import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { CatalogueSearch } from "@/components/catalogue/catalogue-search";
import { ImportForm } from "@/components/catalogue/import-form";
import { ProductTable } from "@/components/catalogue/product-table";
import { ClientMessages } from "@/components/client-messages";
import { getStore } from "@/lib/db/client";
import { IMPORT_MAX_ROWS } from "@/lib/dashboard/catalogue/import-products";
import { listCategories } from "@/lib/dashboard/catalogue/list-categories";
import { listProducts, productFiltersSchema, type ProductFilters } from "@/lib/dashboard/catalogue/list-products";
import { PRODUCT_ID } from "@/lib/dashboard/catalogue/product-schema";
import { readProduct } from "@/lib/dashboard/catalogue/read-product";
import { dashboardPath } from "@/lib/dashboard/json-api/dashboard-client";
import { can } from "@/lib/dashboard/users/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("catalogue"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const button = "inline-flex min-h-12 items-center rounded-lg px-4 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** The address of another page of the same list. */
function pageHref(filters: ProductFilters, cursor: string | undefined): string {
  const query = new URLSearchParams(Object.entries({ ...filters, cursor }).filter((entry): entry is [string, string] => !!entry[1]));
  const text = query.toString();
  return text ? `/catalogue?${text}` : "/catalogue";
}

async function Products({ filters, canEdit }: { filters: ProductFilters; canEdit: boolean }) {
  const store = await getStore();
  const [page, f, t] = await Promise.all([listProducts(store, filters), getFormat(), getTranslations("catalogue")]);
  const filtered = Boolean(filters.q || filters.category || (filters.status && filters.status !== "all") || filters.cursor);
  return (
    <>
      <ProductTable products={page.rows} f={f} canEdit={canEdit} emptyCatalogue={!filtered} />
      <nav className="flex justify-between gap-2" aria-label={t("caption")}>
        {filters.cursor ? (
          <Link href={pageHref(filters, undefined)} className={`${button} text-indigo-700 hover:bg-indigo-50`}>
            {t("first")}
          </Link>
        ) : (
          <span />
        )}
        {page.nextCursor && (
          <Link href={pageHref(filters, page.nextCursor)} className={`${button} text-indigo-700 hover:bg-indigo-50`}>
            {t("next")}
          </Link>
        )}
      </nav>
    </>
  );
}

/** Catálogo: what the till sells (everyone who sells reads it; owners change, import and export it). */
export default async function CataloguePage({ searchParams }: Props) {
  const user = await requirePermission("catalogue:read");
  const canWrite = can(user.role, "catalogue:write");
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const filters = productFiltersSchema.parse(raw);
  const store = await getStore();
  const saved = typeof raw.saved === "string" && PRODUCT_ID.test(raw.saved) ? raw.saved : null;
  const [t, categories, savedProduct] = await Promise.all([getTranslations("catalogue"), listCategories(store), saved ? readProduct(store, saved) : null]);
  return (
    <ClientMessages namespaces={["catalogue"]}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
            <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("subtitle")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={dashboardPath("catalogue.export")} download data-testid="catalogue-export" className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
              {t("export")}
            </a>
            {canWrite && (
              <Link href="/catalogue/new" data-testid="new-product" className={`${button} bg-indigo-600 text-white hover:bg-indigo-700`}>
                {t("newProduct")}
              </Link>
            )}
          </div>
        </div>
        {savedProduct && (
          <p role="status" data-testid="product-saved" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t("form.saved", { name: savedProduct.name })}
          </p>
        )}
        <CatalogueSearch filters={filters} categories={categories} />
        <Suspense
          key={pageHref(filters, filters.cursor)}
          fallback={
            <div aria-busy="true" aria-label={t("loading")} role="status" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className="h-8 motion-safe:animate-pulse rounded bg-slate-100" />
              ))}
            </div>
          }
        >
          <Products filters={filters} canEdit={canWrite} />
        </Suspense>
        {canWrite && <ImportForm maxRows={IMPORT_MAX_ROWS} />}
      </div>
    </ClientMessages>
  );
}
