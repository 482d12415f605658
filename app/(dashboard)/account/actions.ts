"use server";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { safeAction } from "@/app/_server/safe-action";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { confirmTwoFactorEnrolment } from "@/lib/dashboard/two-factor/confirm-two-factor-enrolment";
import { disableTwoFactor } from "@/lib/dashboard/two-factor/disable-two-factor";
import { startTwoFactorEnrolment } from "@/lib/dashboard/two-factor/start-two-factor-enrolment";
import { endUserSessions } from "@/lib/dashboard/users/end-user-sessions";

const code = z.object({ code: z.string().trim().min(1, "account.errors.codeRequired").max(64, "account.errors.codeTooLong") });

export const startEnrolmentAction = safeAction("account", z.object({}), async (_input, user) =>
  startTwoFactorEnrolment(await getStore(), merchantConfig().masterKey, user.id),
);

export const confirmEnrolmentAction = safeAction("account", code, async (input, user, by) => {
  const result = await confirmTwoFactorEnrolment(await getStore(), merchantConfig().masterKey, user.id, input.code, by);
  revalidatePath("/account");
  return result;
});

export const disableTwoFactorAction = safeAction("account", code, async (input, user, by) => {
  await disableTwoFactor(await getStore(), merchantConfig().masterKey, user.id, input.code, by);
  revalidatePath("/account");
  return { ok: (await getTranslations("account.twoFactor"))("turnedOff") };
});

export const signOutEverywhereAction = safeAction("account", z.object({}), async (_input, user, by) => {
  await endUserSessions(await getStore(), user.id, by);
  return { ok: (await getTranslations("account.sessions"))("done") };
});
