"use server";

import { intentIdSchema } from "@/lib/contract/ids";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { invalidAs, safeAction } from "@/app/_server/safe-action";
import { getDb } from "@/lib/db/client";
import { fillIntentFromApi } from "@/lib/dashboard/fill-intent-from-api";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";

/** "Refresh from API": reads the intent from the payment API and updates the dashboard's copy; answers whether its status had changed. */
export const refreshIntent = safeAction(
  "intents:refresh",
  invalidAs(z.object({ id: intentIdSchema }), "intent.notAnId"),
  async ({ id }) => {
    const changed = await fillIntentFromApi(await getDb(), paymentApi(merchantConfig()), id);
    revalidatePath(`/intents/${id}`);
    return { changed };
  },
);
