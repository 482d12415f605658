import type { Store } from "../../db/store";
import { isDatabaseUnavailable } from "../../db/database-errors";
import { isPaymentApiUnreachable, PaymentApiError, type PaymentApi } from "../payment-api";
import { requestSync } from "../sync/request-sync";
import { readIntent } from "./read-intent";

/** One attempt of the service to deliver a webhook: the endpoint by its host only (a URL may carry a token in its path or query). */
export type DeliveryAttempt = {
  attempt: number;
  at: string;
  host: string;
  httpStatus: number | null;
  latencyMs: number;
  error: string | null;
  /** the start of the receiver's answer, as the service kept it */
  response: string | null;
};

/** One webhook event of the intent at the service, with its delivery state and attempts. */
export type DeliveryEvent = {
  event: string;
  /** the webhook endpoint this entry's deliveries go to (an event has one entry per endpoint) */
  endpoint: string;
  seq: number;
  /** a refund's event (refund.*): the refund as it told it; null for a change of the intent's status */
  refund: { refund: string; amount: string; status: string } | null;
  status: string;
  code: number;
  state: string;
  nextAttemptAt: string | null;
  created: string;
  completed: string | null;
  attempts: DeliveryAttempt[];
};

/**
 * What only the payment service knows of an intent, read live for its page: when it expires, the
 * QR object to show again (qr_present), when it last changed, and its webhook deliveries. `now` is
 * the server's clock when read (the page's countdown corrects the browser's clock with it). A
 * failure is answered as its code and HTTP status, for the page to word.
 */
export type ServiceView =
  | { ok: true; now: string; expires: string | null; qr: object | null; updated: string | null; deliveries: DeliveryEvent[] }
  | { ok: false; code: string; status: number };

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "?";
  }
}

function failure(error: unknown): ServiceView {
  if (error instanceof PaymentApiError) return { ok: false, code: error.code, status: error.httpStatus };
  if (isPaymentApiUnreachable(error)) return { ok: false, code: "payment_api_unavailable", status: 502 };
  if (isDatabaseUnavailable(error)) return { ok: false, code: "database_unavailable", status: 503 };
  throw error;
}

/**
 * What only the payment service knows of an intent, for its page: GET /payment/{intent} and GET
 * /payment/{intent}/deliveries, together. Nothing is written: when the service knows a later status
 * than the copy, the sync is woken (it brings the status through the feed, and the live stream
 * tells the page).
 */
export async function readServiceFacts(store: Store, api: Pick<PaymentApi, "detail" | "deliveries">, intentId: string): Promise<ServiceView> {
  try {
    const [detail, deliveries, read] = await Promise.all([api.detail(intentId), api.deliveries(intentId), readIntent(store, intentId)]);
    if (read.kind === "unavailable") return { ok: false, code: read.code, status: read.status };
    const copy = read.kind === "found" ? read.view : null;
    if (!copy || !copy.detailed || copy.seq < (detail.events.at(-1)?.seq ?? 1)) void requestSync();
    return {
      ok: true,
      now: new Date().toISOString(),
      expires: detail.expires,
      qr: detail.qr ?? null,
      updated: detail.events.at(-1)?.at ?? null,
      deliveries: deliveries.data.map((event) => ({
        event: event.event,
        endpoint: event.endpoint,
        seq: event.seq,
        refund: event.refund ? { refund: event.refund.refund, amount: event.refund.amount.toFixed(2), status: event.refund.status } : null,
        status: event.status,
        code: event.code,
        state: event.state,
        nextAttemptAt: event.nextAttemptAt,
        created: event.created,
        completed: event.completed,
        attempts: event.deliveries.map((d) => ({
          attempt: d.attempt,
          at: d.at,
          host: hostOf(d.url),
          httpStatus: d.httpStatus,
          latencyMs: d.latencyMs,
          error: d.error,
          response: d.response,
        })),
      })),
    };
  } catch (error) {
    return failure(error);
  }
}
