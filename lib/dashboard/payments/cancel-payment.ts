import type { Database } from "../../db/client";
import { log } from "../../log";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { fillIntentFromApi } from "../fill-intent-from-api";
import { PaymentApiError, type PaymentApi } from "../payment-api";

/** Where in the dashboard a payment was canceled. */
export type CancelOrigin = "till" | "intent detail";

export type CanceledPayment = { intent: string; status: string; code: number; reason: string | null };

/**
 * Cancels a payment through the payment API (POST /payment/{intent}/cancel), then brings the
 * dashboard's copy up to date from the API at once (the screen shows "Canceled" without waiting for
 * the webhook; if that read fails, the webhook still brings it), and records payment.canceled in the
 * audit trail (type, amount, from where). The API answers a repeated cancel as the first, so a
 * retried cancel is recorded again. The API's refusals (409 authorization_in_progress,
 * intent_final) are thrown as they came, nothing recorded.
 */
export async function cancelPayment(db: Database, api: PaymentApi, input: { intent: string; via: CancelOrigin }, by: AuditBy): Promise<CanceledPayment> {
  const canceled = await api.cancel(input.intent);
  try {
    await fillIntentFromApi(db, api, input.intent);
  } catch (error) {
    log.warn("dashboard.cancel_refill_failed", { intent: input.intent, error: error instanceof PaymentApiError ? error.code : String(error) });
  }
  const known = await db.prisma.dashboardIntent.findUnique({ where: { id: input.intent }, select: { payment: true, amount: true } });
  await recordAudit(db.prisma, {
    ...by,
    action: "payment.canceled",
    target: input.intent,
    details: { payment: known?.payment ?? null, amount: known?.amount?.toFixed(2) ?? null, via: input.via },
  });
  return { intent: canceled.intent, status: canceled.status, code: canceled.code, reason: canceled.reason };
}
