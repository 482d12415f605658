import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { ProductForm } from "@/components/catalogue/product-form";
import { getStore } from "@/lib/db/client";
import { listCategories } from "@/lib/dashboard/catalogue/list-categories";
import { saveProductAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("catalogue.form"))("newTitle") };
}

/** Catalogue → New product (owners). */
export default async function NewProductPage() {
  await requirePermission("catalogue:write");
  return <ProductForm product={null} categories={await listCategories(await getStore())} save={saveProductAction} />;
}
