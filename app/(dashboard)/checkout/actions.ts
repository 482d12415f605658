"use server";

import { z } from "zod";
import { invalidAs, safeAction } from "@/app/_server/safe-action";
import { getDb } from "@/lib/db/client";
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
    "Enter an amount greater than zero.",
  ),
  async (input, _user, ctx) => {
    const config = merchantConfig();
    return { charge: await startTillCharge((await getDb()).prisma, paymentApi(config), config, input, ctx) };
  },
);

