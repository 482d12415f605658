import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { MerchantConfig } from "../merchant-config";
import type { CreateIntentBody, PaymentApi } from "../payment-api";
import { toIntentBody, type PaymentForm } from "./payment-form";
import { sealForBrowser } from "./seal-for-browser";
import type { ServiceItem } from "../till/price-ticket";

/** A till's ticket with lines: the service's items (they add up to the amount less the tip) and the tip, sent as data.tip. */
export type TicketForService = { items: ServiceItem[]; tip: string; discount?: DiscountGiven };

/** A ticket's discounts for the audit trail: their sum and the reasons given. */
export type DiscountGiven = { amount: string; reasons: string[] };

export type CreatedPayment = {
  intent: string;
  payment: PaymentForm["payment"];
  amount: number;
  qr?: object;
  /** card_present: the intent's keys, sealed so the browser can hand them back for "tap test card" without reading them. */
  sealedKeys?: string;
};

/** Where in the dashboard a payment was created. */
export type PaymentOrigin = "new payment" | "till";

/**
 * Creates an intent through the payment API from the dashboard's form (or the till), then records
 * it in the audit trail (payment.created: type, amount and where from). A retried till submission
 * (same idempotency key and time) gets the same intent back and records it again.
 */
export async function createPayment(
  store: Store,
  api: PaymentApi,
  config: MerchantConfig,
  form: PaymentForm & { sold?: TicketForService },
  by: AuditBy,
  via: PaymentOrigin,
  retry?: { idempotencyKey: string; at: Date },
): Promise<CreatedPayment> {
  // a retry must send the very same request (its time included), or the API refuses the key as reused
  const plain = toIntentBody(form, retry?.at);
  // a ticket's lines carry IVA and SAT keys: the service checks they add up to the amount with the tip
  const body = form.sold ? { ...plain, data: { ...plain.data, items: form.sold.items, ...(form.sold.tip !== "0.00" ? { tip: Number(form.sold.tip) } : {}) } } : plain;
  const idempotencyKey = retry?.idempotencyKey;
  // the form's values as typed (toIntentBody): what the service refuses, it names field by field
  const created = await api.createIntent(body as CreateIntentBody, idempotencyKey);
  await recordAudit(store, { ...by, action: "payment.created", target: created.intent, details: { payment: form.payment, amount: Number(body.amount).toFixed(2), via, ...(form.sold?.discount ? { discount: form.sold.discount.amount, reasons: form.sold.discount.reasons.join(", ") } : {}) } });
  return {
    intent: created.intent,
    payment: form.payment,
    amount: Number(body.amount),
    ...(created.payment === "qr_present" ? { qr: created.qr } : {}),
    ...(created.payment === "card_present" ? { sealedKeys: sealForBrowser(config.authSecret, created.intent, created.keys) } : {}),
  };
}
