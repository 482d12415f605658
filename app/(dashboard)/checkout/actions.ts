"use server";

import { z } from "zod";
import { invalidAs, safeAction } from "@/app/_server/safe-action";
import { getStore } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { closeDrawer } from "@/lib/dashboard/drawer/close-drawer";
import { closeDrawerSchema, moveCashSchema, openDrawerSchema } from "@/lib/dashboard/drawer/drawer-schemas";
import { findTillDrawer } from "@/lib/dashboard/drawer/find-till-drawer";
import { moveDrawerCash } from "@/lib/dashboard/drawer/move-drawer-cash";
import { openDrawer } from "@/lib/dashboard/drawer/open-drawer";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { recordCashSale } from "@/lib/dashboard/till/record-cash-sale";
import { setUpTill } from "@/lib/dashboard/till/set-up-till";
import { startTillCharge } from "@/lib/dashboard/till/start-till-charge";
import { can } from "@/lib/dashboard/users/roles";
import { cashSaleInputSchema, chargeInputSchema, tillNamesSchema } from "@/lib/dashboard/till/till-schemas";

/** Owners: set this tablet up as a till (branch and terminal); the device keeps the answer. */
export const setUpTillAction = safeAction("tills:manage", tillNamesSchema, async (names) => {
  return { till: await setUpTill(await getStore(), names) };
});

/** The till's Charge: a qr_present (QR) or card_present (card) intent for the keyed-in amount and tip, with the till's branch, terminal and next ticket. */
export const startTillChargeAction = safeAction(
  "payments:create",
  invalidAs(chargeInputSchema, "till.amountInvalid"),
  async (input, user, ctx) => {
    const config = merchantConfig();
    try {
      return { charge: await startTillCharge(await getStore(), paymentApi(config), config, input, ctx, { canDiscount: can(user.role, "sales:discount") }) };
    } catch (error) {
      // the tablet forgets a till that no longer exists, so an owner can set it up again
      if (isAppError(error) && error.code === "till_not_found") return { error: "errors.till_not_found", tillGone: true };
      throw error;
    }
  },
);


/** A cash sale at the till: the next ticket, into the till's open drawer, with what the customer handed over. */
export const recordCashSaleAction = safeAction(
  "drawer:operate",
  invalidAs(cashSaleInputSchema, "till.amountInvalid"),
  async (input, user, ctx) => ({ sale: await recordCashSale(await getStore(), input, ctx, { canDiscount: can(user.role, "sales:discount") }) }),
);

/** The till's open drawer with its figures so far (null: none open). */
export const tillDrawerAction = safeAction("drawer:operate", z.object({ tillId: z.string().min(1).max(64) }), async ({ tillId }) => ({
  drawer: await findTillDrawer(await getStore(), tillId),
}));

/** Opens the till's drawer with a float. */
export const openDrawerAction = safeAction("drawer:operate", openDrawerSchema, async (input, _user, ctx) => ({ drawer: await openDrawer(await getStore(), input, ctx) }));

/** Cash into or out of the open drawer, with a reason. */
export const moveDrawerCashAction = safeAction("drawer:operate", moveCashSchema, async (input, _user, ctx) => ({ drawer: await moveDrawerCash(await getStore(), input, ctx) }));

/** Closes the drawer with the count by denomination (or the total typed), confirmed when nothing was counted or it is far off. */
export const closeDrawerAction = safeAction("drawer:operate", closeDrawerSchema, async (input, _user, ctx) => ({
  drawer: await closeDrawer(await getStore(), input, ctx, { confirmDifference: merchantConfig().drawerConfirmDifferenceCents }),
}));
