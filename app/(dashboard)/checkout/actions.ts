"use server";

import { z } from "zod";
import { invalidAs, safeAction } from "@/app/_server/safe-action";
import { getDb } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { setUpTill } from "@/lib/dashboard/till/set-up-till";
import { startTillCharge } from "@/lib/dashboard/till/start-till-charge";
import { tillNamesSchema } from "@/lib/dashboard/till/till-schemas";

/** Owners: set this tablet up as a till (branch and terminal); the device keeps the answer. */
export const setUpTillAction = safeAction("tills:manage", tillNamesSchema, async (names) => {
  return { till: await setUpTill((await getDb()).prisma, names) };
});

/** The till's Charge: a qr_present intent for the keyed-in amount, with the till's branch, terminal and next ticket. */
export const startTillChargeAction = safeAction(
  "payments:create",
  invalidAs(
    z.object({
      tillId: z.string().min(1).max(64),
      attempt: z.uuid(),
      amount: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/).refine((amount) => Number(amount) > 0),
      concept: z.string().trim().max(255).transform((concept) => concept || null),
    }),
    "till.amountInvalid",
  ),
  async (input, _user, ctx) => {
    const config = merchantConfig();
    try {
      return { charge: await startTillCharge((await getDb()).prisma, paymentApi(config), config, input, ctx) };
    } catch (error) {
      // the tablet forgets a till that no longer exists, so an owner can set it up again
      if (isAppError(error) && error.code === "till_not_found") return { error: "errors.till_not_found", tillGone: true };
      throw error;
    }
  },
);

