"use server";

import { intentIdSchema } from "@/lib/contract/ids";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { invalidAs, safeAction } from "@/app/_server/safe-action";
import { getStore } from "@/lib/db/client";
import { refreshIntent as refresh } from "@/lib/dashboard/intents/refresh-intent";

/** "Check with the service": a pass of the sync, waited for; answers whether the intent's status had changed. */
export const refreshIntent = safeAction(
  "intents:refresh",
  invalidAs(z.object({ id: intentIdSchema }), "intent.notAnId"),
  async ({ id }) => {
    const changed = await refresh(await getStore(), id);
    revalidatePath(`/intents/${id}`);
    return { changed };
  },
);
