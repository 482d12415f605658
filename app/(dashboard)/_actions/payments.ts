"use server";

import { intentIdSchema } from "@/lib/contract/ids";
import { ALL_STATUSES, FAMILIES, statusInfo, type Status } from "@/lib/contract/statuses";
import { z } from "zod";
import { creditRefundedSale } from "@/app/_server/invoice-deps";
import { invalidAs, safeAction, type ActionFailure } from "@/app/_server/safe-action";
import { getStore } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { cancelPayment, type CanceledPayment } from "@/lib/dashboard/payments/cancel-payment";
import { refundPayment } from "@/lib/dashboard/payments/refund-payment";
import type { RefundRecord } from "@/lib/contract/responses";
import { createPayment, type CreatedPayment } from "@/lib/dashboard/payments/create-payment";
import { paymentFormFieldsSchema } from "@/lib/dashboard/payments/payment-form";
import { tapTestCard } from "@/lib/dashboard/payments/tap-test-card";
import { refundInputSchema } from "@/lib/dashboard/payments/refund-schemas";

function sandboxOnly() {
  const config = merchantConfig();
  if (!config.sandbox) throw new AppError("sandbox_disabled");
  return config;
}

/** What the customer's side can do in the sandbox: walk a QR on (or decline it, or let it expire); authorize or decline an e-commerce payment. */
const { qr_present: qr, ec_remote: ec } = FAMILIES;
const SIMULATIONS: readonly Status[] = [...qr.path.slice(1), qr.error, qr.expired, ec.path.at(-1)!, ec.error];

/** Sandbox only: the customer's side of a payment (scan, authorize, decline, let it expire). */
export const simulateCustomer = safeAction(
  "sandbox:simulate",
  invalidAs(z.object({ intent: intentIdSchema, to: z.enum(ALL_STATUSES).refine((to) => SIMULATIONS.includes(to)) }), "newPayment.notSimulation"),
  async ({ intent, to }) => {
    await paymentApi(sandboxOnly()).advance(intent, to, statusInfo(to).group === "failed" ? "declined_by_customer" : undefined);
    return { ok: true as const };
  },
);

export type NewPaymentState = { created?: CreatedPayment } & Partial<ActionFailure>;

/** New payment form (all three types); the API's field errors come back under the same field names. */
export const createPaymentAction = safeAction(
  "payments:create",
  invalidAs(paymentFormFieldsSchema, "newPayment.incomplete"),
  async (input, _user, ctx) => {
    const config = merchantConfig();
    return { created: await createPayment(await getStore(), paymentApi(config), config, input, ctx, "new payment") };
  },
);

export type InitState = { done?: boolean } & Partial<ActionFailure>;

/** ec_remote: POST /payment/init with the customer's 10-digit phone. */
export const initPaymentAction = safeAction(
  "payments:create",
  z.object({ intent: z.string().default(""), phone: z.string().default("").transform((phone) => phone.replace(/\s|-/g, "")) }),
  async ({ intent, phone }) => {
    await paymentApi(merchantConfig()).init(intent, phone);
    return { done: true };
  },
);

/** Sandbox card_present: "tap" a test card on the intent. */
export const tapTestCardAction = safeAction(
  "payments:create",
  invalidAs(z.object({ intent: z.string(), amount: z.number(), sealedKeys: z.string(), card: z.string().regex(/^\d{16}$/) }), "newPayment.tap.notTestCard"),
  async (input, _user, ctx) => {
    const config = sandboxOnly();
    return tapTestCard(await getStore(), paymentApi(config), config, input, ctx);
  },
);

export type CancelState = { canceled?: CanceledPayment } & Partial<ActionFailure>;

/** Cancels a payment whose authorization has not started (the till, the intent's page). */
export const cancelPaymentAction = safeAction(
  "payments:cancel",
  invalidAs(z.object({ intent: intentIdSchema, via: z.enum(["till", "intent detail"]) }), "intent.cancel.invalid"),
  async (input, _user, ctx): Promise<CancelState> => ({ canceled: await cancelPayment(await getStore(), paymentApi(merchantConfig()), input, ctx) }),
);

export type RefundState = { refunded?: RefundRecord } & Partial<ActionFailure>;



/** Gives back all or part of a paid payment (the intent's page, the till), or of a cash sale from the till's drawer. */
export const refundPaymentAction = safeAction("payments:refund", refundInputSchema, async (input, _user, ctx): Promise<RefundState> => {
  const refunded = await refundPayment(await getStore(), paymentApi(merchantConfig()), input, ctx);
  await creditRefundedSale(input.intent);
  return { refunded };
});
