"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authorize } from "@/app/_server/auth";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { fieldErrors } from "@/lib/http/parse";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi } from "@/lib/dashboard/payment-api";
import { forgetPaymentApiStatus } from "@/lib/dashboard/settings/check-payment-api";
import { rotateReceiverSecret } from "@/lib/dashboard/settings/rotate-receiver-secret";
import { changeUser } from "@/lib/dashboard/users/change-user";
import { createUser } from "@/lib/dashboard/users/create-user";
import { newUserSchema, userChangeSchema } from "@/lib/dashboard/users/schemas";

export type FormState = { ok?: string; error?: string; errors?: Record<string, string> };
const DENIED = { unauthenticated: "Your session ended: sign in again.", forbidden: "Only an owner may change settings." };

function failure(error: unknown): FormState {
  if (error instanceof AppError && error.code === "invalid_request") {
    const list = (error.data.errors ?? []) as Array<{ field: string; message: string }>;
    return { errors: Object.fromEntries(list.map((e) => [e.field, e.message])) };
  }
  if (error instanceof PaymentApiError) return { error: `The payment API answered ${error.httpStatus} ${error.code}.` };
  throw error;
}

export async function createUserAction(_state: FormState, form: FormData): Promise<FormState> {
  const auth = await authorize("users:manage");
  if (auth.error) return { error: DENIED[auth.error] };
  const parsed = newUserSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { errors: Object.fromEntries(fieldErrors(parsed.error).map((e) => [e.field, e.message])) };
  try {
    await createUser((await getDb()).prisma, parsed.data);
  } catch (error) {
    return failure(error);
  }
  revalidatePath("/settings");
  return { ok: `${parsed.data.email} can sign in now.` };
}

export async function changeUserAction(_state: FormState, form: FormData): Promise<FormState> {
  const auth = await authorize("users:manage");
  if (auth.error) return { error: DENIED[auth.error] };
  const parsed = userChangeSchema.safeParse({
    id: form.get("id"),
    role: form.get("role") || undefined,
    disabled: form.get("disabled") === null ? undefined : form.get("disabled") === "true",
  });
  if (!parsed.success) return { error: "Not a valid change." };
  try {
    await changeUser((await getDb()).prisma, auth.user.id, parsed.data);
  } catch (error) {
    return failure(error);
  }
  revalidatePath("/settings");
  return { ok: "Saved." };
}

export async function rotateSecretAction(_state: FormState, form: FormData): Promise<FormState> {
  const auth = await authorize("settings:manage");
  if (auth.error) return { error: DENIED[auth.error] };
  const hours = z.coerce.number().min(0).max(720).safeParse(form.get("overlapHours"));
  if (!hours.success) return { errors: { overlapHours: "must be 0 to 720 hours" } };
  const config = merchantConfig();
  try {
    const { until } = await rotateReceiverSecret((await getDb()).prisma, paymentApi(config), config, Math.round(hours.data * 3600));
    forgetPaymentApiStatus();
    revalidatePath("/settings");
    return { ok: `Rotated. The previous secret stays valid until ${until.toISOString()}.` };
  } catch (error) {
    return failure(error);
  }
}

export async function endpointAction(_state: FormState, form: FormData): Promise<FormState> {
  const auth = await authorize("settings:manage");
  if (auth.error) return { error: DENIED[auth.error] };
  const config = merchantConfig();
  const api = paymentApi(config);
  try {
    if (form.get("do") === "enable") await api.updateEndpoint({ enabled: true });
    else if (form.get("do") === "use-receiver") await api.updateEndpoint({ url: String(form.get("receiverUrl") ?? "") });
    else return { error: "Unknown change." };
  } catch (error) {
    return failure(error);
  }
  forgetPaymentApiStatus();
  revalidatePath("/settings");
  return { ok: "Webhook endpoint updated." };
}

export async function redeliverAction(_state: FormState, form: FormData): Promise<FormState> {
  const auth = await authorize("settings:manage");
  if (auth.error) return { error: DENIED[auth.error] };
  const event = String(form.get("event") ?? "");
  if (!/^evt_[0-9A-Za-z]{16,64}$/.test(event)) return { error: "Not an event id." };
  try {
    await paymentApi(merchantConfig()).redeliver(event);
  } catch (error) {
    return failure(error);
  }
  revalidatePath("/settings");
  return { ok: `${event} queued for redelivery.` };
}
