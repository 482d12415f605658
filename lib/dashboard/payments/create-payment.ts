import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { toIntentBody, type PaymentForm } from "./payment-form";
import { sealForBrowser } from "./seal-for-browser";

export type CreatedPayment = {
  intent: string;
  payment: PaymentForm["payment"];
  amount: number;
  qr?: object;
  /** card_present: the intent's keys, sealed so the browser can hand them back for "tap test card" without reading them. */
  sealedKeys?: string;
};

/** Creates an intent through the payment API from the dashboard's form (or the till). */
export async function createPayment(api: PaymentApi, config: MerchantConfig, form: PaymentForm, idempotencyKey?: string): Promise<CreatedPayment> {
  const body = toIntentBody(form);
  const created = await api.createIntent(body, idempotencyKey);
  return {
    intent: created.intent,
    payment: form.payment,
    amount: Number(body.amount),
    ...(created.qr ? { qr: created.qr } : {}),
    ...(created.keys ? { sealedKeys: sealForBrowser(config.authSecret, created.intent, created.keys) } : {}),
  };
}
