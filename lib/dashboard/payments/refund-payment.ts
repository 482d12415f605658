import { randomUUID } from "node:crypto";
import type { RefundReason } from "../../contract/requests";
import type { RefundRecord } from "../../contract/responses";
import type { Store } from "../../db/store";
import { log } from "../../log";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { PaymentApi } from "../payment-api";
import { noteRefundAsker } from "../intents/note-refund-asker";
import { requestSync } from "../sync/request-sync";
import { CASH_ID_PREFIX } from "../cash-sale";
import { moneyToCents } from "../../contract/money";
import { refundCashSale } from "../till/refund-cash-sale";

/** Where in the dashboard a refund was asked for. */
export type RefundOrigin = "till" | "intent detail" | "dashboard api";

export type RefundInput = { intent: string; amount?: number; reason: RefundReason; note?: string; via: RefundOrigin; attempt?: string };

/**
 * Gives back all or part of a payment through the payment API (POST /payment/{intent}/refund),
 * under an Idempotency-Key made of the form's attempt id (a click sent twice, or retried after a
 * time-out, gives back once); then waits for a pass of the sync (the page shows the refund without
 * waiting for its webhook), keeps who asked and why beside the refund's copy, and records
 * payment.refunded in the audit trail. The API's refusals (intent_not_refundable,
 * refund_exceeds_remaining, field errors) are thrown as they came, nothing recorded. A till's cash
 * sale (`cash_…`) is given back in cash from its till's open drawer instead (refundCashSale).
 */
export async function refundPayment(store: Store, api: PaymentApi, input: RefundInput, by: AuditBy): Promise<RefundRecord> {
  if (input.intent.startsWith(CASH_ID_PREFIX)) {
    const amount = input.amount === undefined ? undefined : moneyToCents(input.amount.toFixed(2));
    return refundCashSale(store, { sale: input.intent, amount, reason: input.reason, note: input.note, attempt: input.attempt ?? randomUUID() }, by);
  }
  const refund = await api.refund(
    input.intent,
    { ...(input.amount !== undefined ? { amount: input.amount } : {}), reason: input.reason, ...(input.note ? { note: input.note } : {}) },
    `dash-refund-${input.attempt ?? randomUUID()}`,
  );
  const synced = await requestSync(5_000);
  if (!synced.ok) log.warn("dashboard.refund_sync_failed", { intent: input.intent, error: synced.code });
  await noteRefundAsker(store, refund.refund, { userId: by.actor.id, note: input.note || null });
  await recordAudit(store, {
    ...by,
    action: "payment.refunded",
    target: input.intent,
    details: { refund: refund.refund, amount: refund.amount.toFixed(2), status: refund.status, reason: input.reason, ...(input.note ? { note: input.note } : {}), via: input.via },
  });
  return refund;
}
