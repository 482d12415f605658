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
import { moneyOf } from "../../contract/ticket-lines";
import { refundCashSale } from "../till/refund-cash-sale";
import { isPaymentApiUnreachable } from "../payment-api";
import { reservationId } from "../intents/sale-line-refunds";
import { reserveRefundLines, type LineRequest } from "../intents/reserve-refund-lines";
import { settleRefundLines } from "../intents/settle-refund-lines";

/** Where in the dashboard a refund was asked for. */
export type RefundOrigin = "till" | "intent detail" | "dashboard api";

export type RefundInput = {
  intent: string;
  /** pesos; absent: what remains. With `lines`, the amount the form showed, confirmed against what the lines give back */
  amount?: number;
  /** a refund by line: which lines of the sale's ticket and how much of each (the amount follows from them) */
  lines?: LineRequest[];
  reason: RefundReason;
  note?: string;
  via: RefundOrigin;
  attempt?: string;
};

/**
 * Gives back all or part of a payment through the payment API (POST /payment/{intent}/refund),
 * under an Idempotency-Key made of the form's attempt id (a click sent twice, or retried after a
 * time-out, gives back once); then waits for a pass of the sync (the page shows the refund without
 * waiting for its webhook), keeps who asked and why beside the refund's copy, and records
 * payment.refunded in the audit trail. The API's refusals (intent_not_refundable,
 * refund_exceeds_remaining, field errors) are thrown as they came, nothing recorded. A till's cash
 * sale (`cash_…`) is given back in cash from its till's open drawer instead (refundCashSale).
 *
 * With `lines`, a refund by line (docs/dashboard.md, "Refunds by line"): the amount is what those
 * lines give back (reserveRefundLines: lib/contract/ticket-lines.ts' refundLineCents on what each
 * has left), the refund goes the same way with that amount, and its lines are kept under its id
 * (dashboard_refund_line). A cash sale's is one transaction (the reservation, the drawer's refund,
 * the lines). A payment's lines are reserved before the service is asked (one refund by line of a
 * sale at a time, so two at once never give back a line twice), named for the refund it answers, or
 * dropped when it refuses; a service that does not answer leaves them reserved (the refund may
 * have been made) until the reservation's time runs out.
 */
export async function refundPayment(store: Store, api: PaymentApi, input: RefundInput, by: AuditBy): Promise<RefundRecord> {
  if (input.lines) return refundLines(store, api, { ...input, lines: input.lines }, by);
  if (input.intent.startsWith(CASH_ID_PREFIX)) {
    const amount = input.amount === undefined ? undefined : moneyToCents(input.amount.toFixed(2));
    return refundCashSale(store, { sale: input.intent, amount, reason: input.reason, note: input.note, attempt: input.attempt ?? randomUUID() }, by);
  }
  const refund = await api.refund(
    input.intent,
    { ...(input.amount !== undefined ? { amount: input.amount } : {}), reason: input.reason, ...(input.note ? { note: input.note } : {}) },
    `dash-refund-${input.attempt ?? randomUUID()}`,
  );
  return record(store, input, refund, by);
}

/** After the service's refund: a pass of the sync, who asked and why beside its copy, the audit trail. */
async function record(store: Store, input: RefundInput, refund: RefundRecord, by: AuditBy, lines?: Array<{ line: number; quantity: string; amount: string }>): Promise<RefundRecord> {
  const synced = await requestSync(5_000);
  if (!synced.ok) log.warn("dashboard.refund_sync_failed", { intent: input.intent, error: synced.code });
  await noteRefundAsker(store, refund.refund, { userId: by.actor.id, note: input.note || null });
  await recordAudit(store, {
    ...by,
    action: "payment.refunded",
    target: input.intent,
    details: { refund: refund.refund, amount: refund.amount.toFixed(2), status: refund.status, reason: input.reason, ...(input.note ? { note: input.note } : {}), via: input.via, ...(lines ? { lines } : {}) },
  });
  return refund;
}

/** A refund by line: the lines reserved, the refund made with their amount, the lines kept under its id. */
async function refundLines(store: Store, api: PaymentApi, input: RefundInput & { lines: LineRequest[] }, by: AuditBy): Promise<RefundRecord> {
  const attempt = input.attempt ?? randomUUID();
  const holder = reservationId(attempt);
  const confirm = input.amount === undefined ? undefined : BigInt(moneyToCents(input.amount.toFixed(2)));
  const common = { reason: input.reason, note: input.note, attempt };
  if (input.intent.startsWith(CASH_ID_PREFIX)) {
    return store.transaction(async (tx) => {
      const reserved = await reserveRefundLines(tx, { sale: input.intent, lines: input.lines, holder, cashAttempt: attempt, confirm });
      if ("replay" in reserved) return refundCashSale(tx, { sale: input.intent, ...common }, by);
      const refund = await refundCashSale(tx, { sale: input.intent, amount: Number(reserved.amountCents), ...common, lines: reserved.lines }, by);
      await settleRefundLines(tx, holder, refund.refund);
      return refund;
    });
  }
  const reserved = await reserveRefundLines(store, { sale: input.intent, lines: input.lines, holder, confirm });
  if ("replay" in reserved) throw new Error("a payment's refund by line has no cash replay");
  let refund: RefundRecord;
  try {
    refund = await api.refund(input.intent, { amount: Number(moneyOf(reserved.amountCents)), reason: input.reason, ...(input.note ? { note: input.note } : {}) }, `dash-refund-${attempt}`);
  } catch (error) {
    // refused, or the service failed: nothing was given back. Not answered: it may have been; the reservation stays until its time runs out
    if (!isPaymentApiUnreachable(error)) await settleRefundLines(store, holder, null);
    throw error;
  }
  await settleRefundLines(store, holder, refund.status === "refund_failed" ? null : refund.refund);
  return record(store, input, refund, by, reserved.lines);
}
