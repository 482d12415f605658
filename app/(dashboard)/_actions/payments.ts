"use server";

import { z } from "zod";
import { authorize } from "@/app/_server/auth";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi } from "@/lib/dashboard/payment-api";
import { createPayment, type CreatedPayment } from "@/lib/dashboard/payments/create-payment";
import { readPaymentForm } from "@/lib/dashboard/payments/payment-form";
import { tapTestCard, type TapOutcome } from "@/lib/dashboard/payments/tap-test-card";

type Denied = { error: string };
const DENIED = { unauthenticated: "Your session ended: sign in again.", forbidden: "Your role may not do this." };

function apiMessage(error: unknown): string {
  if (error instanceof PaymentApiError) return `The payment API refused it: ${error.code}.`;
  return "The payment API did not answer. Try again.";
}

/** The till: a qr_present intent for the keyed-in amount. */
export async function startCheckout(input: { amount: string; concept: string; attempt: string }): Promise<({ payment: CreatedPayment } & { error?: never }) | Denied> {
  const auth = await authorize("payments:create");
  if (auth.error) return { error: DENIED[auth.error] };
  const amount = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/).safeParse(input.amount);
  if (!amount.success || Number(input.amount) <= 0) return { error: "Enter an amount greater than zero." };
  const config = merchantConfig();
  try {
    const payment = await createPayment(
      paymentApi(config),
      config,
      { payment: "qr_present", amount: input.amount, branch: "main", terminal: `till-${auth.user.id.slice(-6)}`, concept: input.concept.trim() || undefined, items: [] },
      `checkout-${input.attempt}`,
    );
    return { payment };
  } catch (error) {
    return { error: apiMessage(error) };
  }
}

const SIMULATIONS = ["qr_scanned", "qr_progress", "qr_authorized", "qr_error_x", "qr_expired", "ec_auhtorized", "ec_error_x"] as const;

/** Sandbox only: the customer's side of a payment (scan, authorize, decline, let it expire). */
export async function simulateCustomer(intent: string, to: string): Promise<{ ok: true } | Denied> {
  const auth = await authorize("sandbox:simulate");
  if (auth.error) return { error: DENIED[auth.error] };
  const config = merchantConfig();
  if (!config.sandbox) return { error: "Simulation exists in sandbox mode only." };
  if (!(SIMULATIONS as readonly string[]).includes(to) || !/^(cp|qp|ec)_[0-9A-Za-z]{16,64}$/.test(intent)) return { error: "Not a simulation." };
  try {
    await paymentApi(config).advance(intent, to, to.endsWith("_error_x") ? "declined_by_customer" : undefined);
    return { ok: true };
  } catch (error) {
    return { error: apiMessage(error) };
  }
}

export type NewPaymentState = { created?: CreatedPayment; errors?: Record<string, string>; message?: string };

/** New payment form (all three types); the API's field errors come back under the same field names. */
export async function createPaymentAction(_state: NewPaymentState, form: FormData): Promise<NewPaymentState> {
  const auth = await authorize("payments:create");
  if (auth.error) return { message: DENIED[auth.error] };
  let input;
  try {
    input = readPaymentForm(form);
  } catch {
    return { message: "The form is incomplete: choose a payment type." };
  }
  const config = merchantConfig();
  try {
    return { created: await createPayment(paymentApi(config), config, input) };
  } catch (error) {
    if (error instanceof PaymentApiError && error.fieldErrors.length > 0) {
      return { errors: Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])), message: "Check the highlighted fields." };
    }
    return { message: apiMessage(error) };
  }
}

export type InitState = { done?: boolean; error?: string };

/** ec_remote: POST /payment/init with the customer's 10-digit phone. */
export async function initPaymentAction(_state: InitState, form: FormData): Promise<InitState> {
  const auth = await authorize("payments:create");
  if (auth.error) return { error: DENIED[auth.error] };
  const intent = String(form.get("intent") ?? "");
  const phone = String(form.get("phone") ?? "").replace(/\s|-/g, "");
  try {
    await paymentApi(merchantConfig()).init(intent, phone);
    return { done: true };
  } catch (error) {
    if (error instanceof PaymentApiError && error.fieldErrors.length > 0) return { error: `Phone ${error.fieldErrors[0]!.message}.` };
    return { error: apiMessage(error) };
  }
}

/** Sandbox card_present: "tap" a test card on the intent. */
export async function tapTestCardAction(input: { intent: string; amount: number; sealedKeys: string; card: string }): Promise<TapOutcome | Denied> {
  const auth = await authorize("payments:create");
  if (auth.error) return { error: DENIED[auth.error] };
  const config = merchantConfig();
  if (!config.sandbox) return { error: "Test cards exist in sandbox mode only." };
  if (!/^\d{16}$/.test(input.card)) return { error: "Not a test card." };
  return tapTestCard(paymentApi(config), config, input);
}
