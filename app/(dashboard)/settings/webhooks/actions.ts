"use server";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { invalidAs, safeAction } from "@/app/_server/safe-action";
import { getFormat } from "@/app/_server/format";
import type { FormState } from "@/components/settings/action-form";
import { WEBHOOK_ENDPOINT_ID } from "@/lib/contract/ids";
import { ALL_EVENTS, WEBHOOK_EVENT_TYPES } from "@/lib/contract/webhook-events";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi, type WebhookTest } from "@/lib/dashboard/payment-api";
import { forgetPaymentApiStatus } from "@/lib/dashboard/settings/check-payment-api";
import { addEndpoint } from "@/lib/dashboard/webhook-endpoints/add-endpoint";
import { editEndpoint } from "@/lib/dashboard/webhook-endpoints/edit-endpoint";
import { endpointFieldMessage } from "@/lib/dashboard/webhook-endpoints/field-message";
import { recoverEndpoint } from "@/lib/dashboard/webhook-endpoints/recover-endpoint";
import { removeEndpoint } from "@/lib/dashboard/webhook-endpoints/remove-endpoint";
import { rotateEndpointSecret } from "@/lib/dashboard/webhook-endpoints/rotate-endpoint-secret";
import { testEndpoint } from "@/lib/dashboard/webhook-endpoints/test-endpoint";
import { testUrl } from "@/lib/dashboard/webhook-endpoints/test-url";

// Settings → Webhooks: each action parses the form, calls one domain function (which asks the
// payment service and records the audit entry), and says what happened. The service's refusals
// (a bad URL, a 17th endpoint, deleting the first one) come back in the reader's words, next to
// their field.

const endpointId = z.string().regex(WEBHOOK_ENDPOINT_ID);
const api = () => paymentApi(merchantConfig());
const done = () => {
  forgetPaymentApiStatus();
  revalidatePath("/settings/webhooks");
};

/** The form's checkboxes: none or "*" is every type; the service checks the names. */
const events = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return list.length === 0 || list.includes(ALL_EVENTS) ? [ALL_EVENTS] : list;
  });
const fields = { url: z.string().trim().min(1, "settings.endpoints.field.urlRequired"), description: z.string().trim().default(""), events };

/**
 * The service's refusals of a URL, a description or the types (its API words them in English):
 * each in the reader's language next to its field; the types, which have no field of their own,
 * in the form's message (as anything else the form did not send as typed). Any other failure goes
 * on to safeAction's dictionary.
 */
async function refusedFields(error: unknown): Promise<{ error: string; errors: Record<string, string> }> {
  if (!(error instanceof PaymentApiError) || error.fieldErrors.length === 0) throw error;
  const [t, actions] = await Promise.all([getTranslations("settings"), getTranslations("actions")]);
  const errors: Record<string, string> = {};
  const others = new Set<string>();
  for (const { field, message } of error.fieldErrors) {
    const { key, values } = endpointFieldMessage(field, message);
    if (field === "url" || field === "description") errors[field] = t(`endpoints.field.${key}`, values);
    else others.add(key === "events" ? t("endpoints.field.events") : t("invalid.endpointChange"));
  }
  return { error: [...(Object.keys(errors).length > 0 ? [actions("invalid")] : []), ...others].join(" "), errors };
}

export const addEndpointAction = safeAction("settings:manage", z.object(fields), async (input, _user, ctx): Promise<FormState> => {
  const created = await addEndpoint(await getStore(), api(), input, ctx).catch(refusedFields);
  if (!("url" in created)) return created;
  done();
  const t = await getTranslations("settings.endpoints");
  return { ok: t("added", { url: created.url ?? "" }), reveal: { label: t("secretOnce"), value: created.secret } };
});

export const editEndpointAction = safeAction("settings:manage", z.object({ id: endpointId, ...fields }), async ({ id, ...input }, _user, ctx): Promise<FormState> => {
  const refused = await editEndpoint(await getStore(), api(), id, input, ctx).then(() => null, refusedFields);
  if (refused) return refused;
  done();
  return { ok: (await getTranslations("settings.endpoints"))("saved") };
});

export const enableEndpointAction = safeAction(
  "settings:manage",
  invalidAs(z.object({ id: endpointId, enabled: z.enum(["true", "false"]) }), "settings.invalid.endpointChange"),
  async ({ id, enabled }, _user, ctx): Promise<FormState> => {
    await editEndpoint(await getStore(), api(), id, { enabled: enabled === "true" }, ctx);
    done();
    const t = await getTranslations("settings.endpoints");
    return { ok: enabled === "true" ? t("enabledOk") : t("disabledOk") };
  },
);

export const deleteEndpointAction = safeAction("settings:manage", invalidAs(z.object({ id: endpointId }), "settings.invalid.endpointChange"), async ({ id }, _user, ctx): Promise<FormState> => {
  await removeEndpoint(await getStore(), api(), id, ctx);
  done();
  return { ok: (await getTranslations("settings.endpoints"))("deleted") };
});

export const rotateEndpointAction = safeAction(
  "settings:manage",
  z.object({ id: endpointId, overlapHours: z.coerce.number("settings.invalid.overlap").min(0, "settings.invalid.overlap").max(720, "settings.invalid.overlap") }),
  async ({ id, overlapHours }, _user, ctx): Promise<FormState> => {
    const rotated = await rotateEndpointSecret(await getStore(), api(), id, Math.round(overlapHours * 3600), ctx);
    done();
    const [t, f] = await Promise.all([getTranslations("settings.endpoints"), getFormat()]);
    return { ok: t("rotated", { time: f.time(rotated.previousExpire, true) }), reveal: { label: t("secretOnce"), value: rotated.secret } };
  },
);

/** "Send again since…": the last hour, day, three days or week (the service keeps delivered events a week). */
export const recoverEndpointAction = safeAction(
  "settings:manage",
  invalidAs(z.object({ id: endpointId, hours: z.enum(["1", "24", "72", "168"]) }), "settings.invalid.endpointChange"),
  async ({ id, hours }, _user, ctx): Promise<FormState> => {
    const recovered = await recoverEndpoint(await getStore(), api(), id, new Date(Date.now() - Number(hours) * 3_600_000), ctx);
    revalidatePath("/settings/webhooks");
    return { ok: (await getTranslations("settings.endpoints"))("recovered", { count: recovered.queued }) };
  },
);

/** The tester: a sample of `type` sent to the endpoint now; answers the receiver's answer (or why none). */
export const testEndpointAction = safeAction(
  "settings:manage",
  invalidAs(z.object({ id: endpointId, type: z.enum(WEBHOOK_EVENT_TYPES) }), "settings.invalid.endpointChange"),
  async ({ id, type }, _user, ctx): Promise<{ result: WebhookTest }> => ({ result: await testEndpoint(await getStore(), api(), id, type, ctx) }),
);

/** The tester, for a URL typed in (not saved): the receiver's answer, and the secret made for the test. */
export const testUrlAction = safeAction(
  "settings:manage",
  z.object({ url: z.string().trim().min(1, "settings.endpoints.tester.urlRequired"), type: z.enum(WEBHOOK_EVENT_TYPES) }),
  async ({ url, type }, _user, ctx) => {
    const result = await testUrl(await getStore(), api(), url, type, ctx).catch(refusedFields);
    return "secret" in result ? { result } : result;
  },
);
