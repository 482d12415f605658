"use server";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { safeAction } from "@/app/_server/safe-action";
import type { FormState } from "@/components/settings/action-form";
import { getStore } from "@/lib/db/client";
import { correctDrawer } from "@/lib/dashboard/drawer/correct-drawer";
import { correctDrawerSchema } from "@/lib/dashboard/drawer/drawer-schemas";

/** Owners: correct a closed drawer's count (a new entry with its reason; the close stays as it was). */
export const correctDrawerAction = safeAction("drawer:correct", correctDrawerSchema, async (input, _user, ctx): Promise<FormState> => {
  const drawer = await correctDrawer(await getStore(), input, ctx);
  revalidatePath(`/cash-up/drawers/${drawer.id}`);
  return { ok: (await getTranslations("cashUp.drawers"))("corrected") };
});
