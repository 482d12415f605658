import type { Store } from "../../db/store";
import { log } from "../../log";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { PaymentApi } from "../payment-api";
import { readIntent } from "../intents/read-intent";
import { requestSync } from "../sync/request-sync";

/** Where in the dashboard a payment was canceled. */
export type CancelOrigin = "till" | "intent detail";

export type CanceledPayment = { intent: string; status: string; code: number; reason: string | null };

/**
 * Cancels a payment through the payment API (POST /payment/{intent}/cancel), then waits for a pass
 * of the sync (the copy shows "Canceled" without waiting for the webhook; if the pass fails, the
 * webhook or the next pass still brings it), and records payment.canceled in the
 * audit trail (type, amount, from where). The API answers a repeated cancel as the first, so a
 * retried cancel is recorded again. The API's refusals (409 authorization_in_progress,
 * intent_final) are thrown as they came, nothing recorded.
 */
export async function cancelPayment(store: Store, api: PaymentApi, input: { intent: string; via: CancelOrigin }, by: AuditBy): Promise<CanceledPayment> {
  const canceled = await api.cancel(input.intent);
  const synced = await requestSync(5_000);
  if (!synced.ok) log.warn("dashboard.cancel_sync_failed", { intent: input.intent, error: synced.code });
  const read = await readIntent(store, input.intent);
  const known = read.kind === "found" ? read.view : null;
  await recordAudit(store, {
    ...by,
    action: "payment.canceled",
    target: input.intent,
    details: { payment: known?.payment ?? null, amount: known?.amount ?? null, via: input.via },
  });
  return { intent: canceled.intent, status: canceled.status, code: canceled.code, reason: canceled.reason };
}
