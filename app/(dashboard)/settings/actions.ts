"use server";

import { eventIdSchema } from "@/lib/contract/ids";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { invalidAs, safeAction, type ActionFailure } from "@/app/_server/safe-action";
import { getDb } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { changeWebhookEndpoint } from "@/lib/dashboard/settings/change-webhook-endpoint";
import { forgetPaymentApiStatus } from "@/lib/dashboard/settings/check-payment-api";
import { redeliverWebhook } from "@/lib/dashboard/settings/redeliver-webhook";
import { rotateReceiverSecret } from "@/lib/dashboard/settings/rotate-receiver-secret";
import { changeUser } from "@/lib/dashboard/users/change-user";
import { createUser } from "@/lib/dashboard/users/create-user";
import { resetTwoFactor } from "@/lib/dashboard/two-factor/reset-two-factor";
import { setTwoFactorRequirement } from "@/lib/dashboard/two-factor/set-two-factor-requirement";
import { newUserSchema, userChangeSchema } from "@/lib/dashboard/users/schemas";

export type FormState = { ok?: string } & Partial<ActionFailure>;

export const createUserAction = safeAction("users:manage", newUserSchema, async (input, _user, ctx) => {
  await createUser((await getDb()).prisma, input, ctx);
  revalidatePath("/settings");
  return { ok: `${input.email} can sign in now.` };
});

/** The role select and the disable/enable button post strings: an empty role means unchanged. */
const userChangeForm = z.preprocess((value) => {
  const form = (value ?? {}) as Record<string, unknown>;
  return { id: form.id, role: form.role || undefined, disabled: form.disabled === undefined ? undefined : form.disabled === "true" };
}, userChangeSchema);

export const changeUserAction = safeAction("users:manage", invalidAs(userChangeForm, "Not a valid change."), async (change, _user, ctx) => {
  await changeUser((await getDb()).prisma, ctx, change);
  revalidatePath("/settings");
  return { ok: "Saved." };
});

export const twoFactorRequirementAction = safeAction(
  "users:manage",
  invalidAs(z.object({ required: z.enum(["true", "false"]) }), "Not a valid choice."),
  async ({ required }, _user, by) => {
    await setTwoFactorRequirement((await getDb()).prisma, by, required === "true");
    revalidatePath("/settings");
    return { ok: required === "true" ? "Every user now needs two-factor sign-in." : "Two-factor sign-in is now each user's choice." };
  },
);

export const resetTwoFactorAction = safeAction("users:manage", invalidAs(z.object({ id: z.string().min(1).max(64) }), "Not a user."), async ({ id }, _user, by) => {
  await resetTwoFactor((await getDb()).prisma, by, id);
  revalidatePath("/settings");
  return { ok: "Two-factor reset: the user's sessions ended." };
});

export const rotateSecretAction = safeAction(
  "settings:manage",
  z.object({ overlapHours: z.coerce.number("must be 0 to 720 hours").min(0, "must be 0 to 720 hours").max(720, "must be 0 to 720 hours") }),
  async ({ overlapHours }, _user, ctx) => {
    const config = merchantConfig();
    const { until } = await rotateReceiverSecret((await getDb()).prisma, paymentApi(config), config, Math.round(overlapHours * 3600), ctx);
    forgetPaymentApiStatus();
    revalidatePath("/settings");
    return { ok: `Rotated. The previous secret stays valid until ${until.toISOString()}.` };
  },
);

const endpointChange = z.discriminatedUnion("do", [z.object({ do: z.literal("enable") }), z.object({ do: z.literal("use-receiver"), receiverUrl: z.string().default("") })]);

export const endpointAction = safeAction("settings:manage", invalidAs(endpointChange, "Unknown change."), async (change, _user, ctx) => {
  await changeWebhookEndpoint((await getDb()).prisma, paymentApi(merchantConfig()), change, ctx);
  forgetPaymentApiStatus();
  revalidatePath("/settings");
  return { ok: "Webhook endpoint updated." };
});

export const redeliverAction = safeAction(
  "settings:manage",
  invalidAs(z.object({ event: eventIdSchema }), "Not an event id."),
  async ({ event }, _user, ctx) => {
    await redeliverWebhook((await getDb()).prisma, paymentApi(merchantConfig()), event, ctx);
    revalidatePath("/settings");
    return { ok: `${event} queued for redelivery.` };
  },
);
