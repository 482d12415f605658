"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { safeAction } from "@/app/_server/safe-action";
import type { FormState } from "@/components/settings/action-form";
import { getStore } from "@/lib/db/client";
import { PRODUCT_ID, productSchema } from "@/lib/dashboard/catalogue/product-schema";
import { saveProduct } from "@/lib/dashboard/catalogue/save-product";

/** The product form: every field as text; an unticked checkbox is not posted, so absent is "no". */
const productForm = z.preprocess(
  (value) => {
    const form = (value ?? {}) as Record<string, unknown>;
    return { ...form, byWeight: form.byWeight ?? "no", active: form.active ?? "no" };
  },
  z.intersection(z.object({ id: z.string().regex(PRODUCT_ID).optional() }), productSchema),
);

/** Owners: a product created or changed; back to the catalogue (the redirect is outside any try: Next throws it). */
export const saveProductAction = safeAction("catalogue:write", productForm, async ({ id, ...input }, _user, ctx): Promise<FormState> => {
  const saved = await saveProduct(await getStore(), input, ctx, id);
  revalidatePath("/catalogue");
  redirect(`/catalogue?saved=${encodeURIComponent(saved.id)}`);
});
