"use server";

import { eventIdSchema } from "@/lib/contract/ids";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { invalidAs, safeAction } from "@/app/_server/safe-action";
import { getFormat } from "@/app/_server/format";
import type { FormState } from "@/components/settings/action-form";
import { getStore } from "@/lib/db/client";
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
import { fiscalProfileSchema } from "@/lib/dashboard/fiscal/fiscal-profile-schema";
import { saveFiscalProfile } from "@/lib/dashboard/fiscal/save-fiscal-profile";
import { saveShopOptions } from "@/lib/dashboard/shop/save-shop-options";
import { shopOptionsFormSchema } from "@/lib/dashboard/shop/shop-options-schema";
import { zonedDay } from "@/lib/dashboard/format";
import { seriesSchema } from "@/lib/dashboard/invoices/invoice-schemas";
import { saveCsd } from "@/lib/dashboard/invoices/save-csd";
import { saveInvoiceSeries } from "@/lib/dashboard/invoices/save-invoice-series";

// Every action answers in words: `{ok}` says what was saved, a refusal (`{error}` or field errors,
// catalogue keys the safe action words) says why not. The form shows either under its button.

export const createUserAction = safeAction("users:manage", newUserSchema, async (input, _user, ctx): Promise<FormState> => {
  await createUser(await getStore(), input, ctx);
  revalidatePath("/settings");
  return { ok: (await getTranslations("settings.users"))("created", { email: input.email }) };
});

/** The role select and the disable/enable button post strings: an empty role means unchanged. */
const userChangeForm = z.preprocess((value) => {
  const form = (value ?? {}) as Record<string, unknown>;
  return { id: form.id, role: form.role || undefined, disabled: form.disabled === undefined ? undefined : form.disabled === "true" };
}, userChangeSchema);

export const changeUserAction = safeAction("users:manage", invalidAs(userChangeForm, "settings.invalid.change"), async (change, _user, ctx): Promise<FormState> => {
  const changed = await changeUser(await getStore(), ctx, change);
  revalidatePath("/settings");
  const [t, nav] = await Promise.all([getTranslations("settings.users"), getTranslations("nav.roles")]);
  if (!changed) return { ok: t("unchanged") };
  if (changed.disabled !== undefined) return { ok: changed.disabled ? t("disabledOk", { email: changed.email }) : t("enabledOk", { email: changed.email }) };
  return { ok: t("roleSaved", { email: changed.email, role: nav(changed.role) }) };
});

export const twoFactorRequirementAction = safeAction(
  "users:manage",
  invalidAs(z.object({ required: z.enum(["true", "false"]) }), "settings.invalid.choice"),
  async ({ required }, _user, by): Promise<FormState> => {
    await setTwoFactorRequirement(await getStore(), by, required === "true");
    revalidatePath("/settings");
    const t = await getTranslations("settings.signIn");
    return { ok: required === "true" ? t("requiredOk") : t("optionalOk") };
  },
);

export const resetTwoFactorAction = safeAction("users:manage", invalidAs(z.object({ id: z.string().min(1).max(64) }), "settings.invalid.user"), async ({ id }, _user, by): Promise<FormState> => {
  await resetTwoFactor(await getStore(), by, id);
  revalidatePath("/settings");
  return { ok: (await getTranslations("settings.users"))("resetOk") };
});

export const rotateSecretAction = safeAction(
  "settings:manage",
  z.object({ overlapHours: z.coerce.number("settings.invalid.overlap").min(0, "settings.invalid.overlap").max(720, "settings.invalid.overlap") }),
  async ({ overlapHours }, _user, ctx): Promise<FormState> => {
    const config = merchantConfig();
    const { until } = await rotateReceiverSecret(await getStore(), paymentApi(config), config, Math.round(overlapHours * 3600), ctx);
    forgetPaymentApiStatus();
    revalidatePath("/settings");
    const [t, f] = await Promise.all([getTranslations("settings.webhooks"), getFormat()]);
    return { ok: t("rotated", { time: f.time(until, true) }) };
  },
);

const endpointChange = z.discriminatedUnion("do", [z.object({ do: z.literal("enable") }), z.object({ do: z.literal("use-receiver"), receiverUrl: z.string().default("") })]);

export const endpointAction = safeAction("settings:manage", invalidAs(endpointChange, "settings.invalid.endpointChange"), async (change, _user, ctx): Promise<FormState> => {
  await changeWebhookEndpoint(await getStore(), paymentApi(merchantConfig()), change, ctx);
  forgetPaymentApiStatus();
  revalidatePath("/settings");
  const t = await getTranslations("settings.webhooks");
  return { ok: change.do === "enable" ? t("enableOk") : t("useReceiverOk") };
});

export const redeliverAction = safeAction(
  "settings:manage",
  invalidAs(z.object({ event: eventIdSchema }), "settings.invalid.event"),
  async ({ event }, _user, ctx): Promise<FormState> => {
    await redeliverWebhook(await getStore(), paymentApi(merchantConfig()), event, ctx);
    revalidatePath("/settings");
    return { ok: (await getTranslations("settings.deliveries"))("redelivered", { event }) };
  },
);

/** Owners: the shop's fiscal details every receipt prints. */
export const saveFiscalProfileAction = safeAction("settings:manage", fiscalProfileSchema, async (input, _user, ctx): Promise<FormState> => {
  await saveFiscalProfile(await getStore(), input, ctx);
  revalidatePath("/settings");
  return { ok: (await getTranslations("settings.fiscal"))("saved") };
});

/** Owners: the shop's name on tickets, or the till's tips (each form of the card saves its own part). */
export const saveShopOptionsAction = safeAction("settings:manage", shopOptionsFormSchema, async (change, _user, ctx): Promise<FormState> => {
  const saved = await saveShopOptions(await getStore(), merchantConfig(), change, ctx);
  revalidatePath("/settings");
  const [t, tip] = await Promise.all([getTranslations("settings.shop"), getTranslations("till.tip")]);
  if (change.part === "name") return { ok: saved.tradeName ? t("nameSaved", { name: saved.tradeName }) : t("nameCleared") };
  return { ok: saved.tipPresets.length > 0 ? t("tipsSaved", { presets: saved.tipPresets.map((percent) => tip("percent", { percent })).join(", ") }) : t("tipsOff") };
});

/** A CSD's file is a few kilobytes: anything larger is refused unread. */
const CSD_FILE_MAX = 64 * 1024;

const csdFile = (missing: string) =>
  z
    .instanceof(Buffer, { error: missing })
    .refine((bytes) => bytes.length > 0, missing)
    .refine((bytes) => bytes.length <= CSD_FILE_MAX, "invoices.csd.tooLarge");

const csdInput = z.object({
  cer: csdFile("invoices.csd.cerRequired"),
  key: csdFile("invoices.csd.keyRequired"),
  password: z.string().min(1, "invoices.csd.passwordRequired").max(256, "invoices.form.tooLong"),
});

const saveCsdChecked = safeAction("invoices:manage", csdInput, async (input, _user, by): Promise<FormState> => {
  const config = merchantConfig();
  const saved = await saveCsd(await getStore(), config, input, by);
  revalidatePath("/settings");
  const [t, f] = await Promise.all([getTranslations("invoices.csd"), getFormat()]);
  return { ok: t("saved", { number: saved.noCertificado, until: f.day(zonedDay(new Date(saved.validTo), config.timeZone)) }) };
});

/**
 * Owners: the shop's CSD (Settings → Facturación), posted as files: the .cer and the .key read into
 * memory (a file larger than a CSD is not read), then checked and kept by saveCsd (each refusal next
 * to the file or the password it is about).
 */
export async function saveCsdAction(_state: FormState, form: FormData): Promise<FormState> {
  const bytes = async (name: string) => {
    const value = form.get(name);
    if (!(value instanceof File) || value.size === 0) return Buffer.alloc(0);
    return value.size > CSD_FILE_MAX ? Buffer.alloc(CSD_FILE_MAX + 1) : Buffer.from(await value.arrayBuffer());
  };
  const password = form.get("password");
  return saveCsdChecked({ cer: await bytes("cer"), key: await bytes("key"), password: typeof password === "string" ? password : "" });
}

/** Owners: a branch's place of issue and series ("" the default, for sales without a branch). */
export const saveInvoiceSeriesAction = safeAction("invoices:manage", seriesSchema, async (input, _user, by): Promise<FormState> => {
  await saveInvoiceSeries(await getStore(), input, by);
  revalidatePath("/settings");
  const t = await getTranslations("invoices.setup");
  return { ok: t("saved", { branch: input.branch || t("default"), zip: input.zip, series: input.series }) };
});
