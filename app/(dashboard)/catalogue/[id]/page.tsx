import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { ProductForm } from "@/components/catalogue/product-form";
import { getStore } from "@/lib/db/client";
import { listCategories } from "@/lib/dashboard/catalogue/list-categories";
import { PRODUCT_ID } from "@/lib/dashboard/catalogue/product-schema";
import { readProduct } from "@/lib/dashboard/catalogue/read-product";
import { saveProductAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("catalogue.form"))("editTitle") };
}

type Props = { params: Promise<{ id: string }> };

/** Catalogue → a product, to change it (owners). */
export default async function ProductPage({ params }: Props) {
  await requirePermission("catalogue:write");
  const { id } = await params;
  if (!PRODUCT_ID.test(id)) notFound();
  const store = await getStore();
  const [product, categories] = await Promise.all([readProduct(store, id), listCategories(store)]);
  if (!product) notFound();
  return <ProductForm product={product} categories={categories} save={saveProductAction} />;
}
