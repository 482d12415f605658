import { processState } from "../../process-state";
import type { MerchantConfig } from "../merchant-config";
import { PaymentApiError, type PaymentApi, type WebhookEndpoint, type WebhookEndpointRecord } from "../payment-api";
import { stoppedEndpoints } from "../webhook-endpoints/stopped-endpoints";

export type PaymentApiStatus = {
  baseUrl: string;
  /** The API key with all but its prefix and last 4 characters hidden; null when none is configured. */
  maskedKey: string | null;
  reachable: boolean;
  /** Why it did not answer: the API's error code and HTTP status, or `unreachable` (no answer at all). */
  error: { code: string; httpStatus: number } | null;
  endpoint: WebhookEndpoint | null;
  /** The merchant's other endpoints the service stopped delivering to on its own (a 410, failing too long). */
  stopped: WebhookEndpointRecord[];
};

const cache = processState("paymentApiStatus", () => ({ at: 0, value: null as PaymentApiStatus | null }));

/**
 * Which API the dashboard uses (key masked), whether it answers (GET /webhook-endpoints doubles as
 * an authenticated ping), the state of the merchant's first webhook endpoint, and which of its
 * other endpoints the service stopped delivering to. Cached `maxAgeMs`.
 */
export async function checkPaymentApi(api: PaymentApi, config: MerchantConfig, maxAgeMs = 0): Promise<PaymentApiStatus> {
  if (cache.value && Date.now() - cache.at < maxAgeMs) return cache.value;
  const key = config.apiKey;
  const base: Omit<PaymentApiStatus, "reachable" | "error" | "endpoint" | "stopped"> = {
    baseUrl: config.apiBaseUrl,
    maskedKey: key ? `${key.slice(0, key.lastIndexOf("_") + 1)}…${key.slice(-4)}` : null,
  };
  let value: PaymentApiStatus;
  try {
    // one call: the list has the first endpoint too (the one GET /webhook-endpoint answers)
    const endpoints = await api.endpoints();
    value = { ...base, reachable: true, error: null, endpoint: endpoints.find((candidate) => candidate.primary) ?? null, stopped: stoppedEndpoints(endpoints) };
  } catch (error) {
    value = { ...base, reachable: false, endpoint: null, stopped: [], error: error instanceof PaymentApiError ? { code: error.code, httpStatus: error.httpStatus } : { code: "payment_api_unavailable", httpStatus: 0 } };
  }
  cache.at = Date.now();
  cache.value = value;
  return value;
}

export function forgetPaymentApiStatus(): void {
  cache.at = 0;
}
