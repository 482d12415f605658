"use server";

import { revalidatePath } from "next/cache";
import { authorize } from "@/app/_server/auth";
import { getDb } from "@/lib/db/client";
import { fillIntentFromApi } from "@/lib/dashboard/fill-intent-from-api";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi } from "@/lib/dashboard/payment-api";

/** "Refresh from API": reads the intent from the payment API and updates the dashboard's copy. */
export async function refreshIntent(_state: { message?: string; error?: string }, form: FormData): Promise<{ message?: string; error?: string }> {
  const auth = await authorize("intents:refresh");
  if (auth.error) return { error: auth.error === "forbidden" ? "Your role may not do this." : "Sign in again." };
  const id = String(form.get("id") ?? "");
  if (!/^(cp|qp|ec)_[0-9A-Za-z]{16,64}$/.test(id)) return { error: "Not an intent id." };
  let changed: boolean;
  try {
    changed = await fillIntentFromApi(await getDb(), paymentApi(merchantConfig()), id);
  } catch (error) {
    return { error: error instanceof PaymentApiError ? `The payment API answered ${error.httpStatus} ${error.code}.` : "The payment API did not answer." };
  }
  revalidatePath(`/intents/${id}`);
  return { message: changed ? "Updated from the API: the status had changed." : "Up to date with the API." };
}
