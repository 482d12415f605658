import { processState } from "../../process-state";
import type { MerchantConfig } from "../merchant-config";
import { PaymentApiError, type PaymentApi, type WebhookEndpoint } from "../payment-api";

export type PaymentApiStatus = {
  baseUrl: string;
  /** The API key with all but its prefix and last 4 characters hidden; null when none is configured. */
  maskedKey: string | null;
  reachable: boolean;
  /** Why it did not answer: the API's error code and HTTP status, or `unreachable` (no answer at all). */
  error: { code: string; httpStatus: number } | null;
  endpoint: WebhookEndpoint | null;
};

const cache = processState("paymentApiStatus", () => ({ at: 0, value: null as PaymentApiStatus | null }));

/**
 * Which API the dashboard uses (key masked), whether it answers (GET /webhook-endpoint doubles as
 * an authenticated ping), and the state of the merchant's webhook endpoint. Cached `maxAgeMs`.
 */
export async function checkPaymentApi(api: PaymentApi, config: MerchantConfig, maxAgeMs = 0): Promise<PaymentApiStatus> {
  if (cache.value && Date.now() - cache.at < maxAgeMs) return cache.value;
  const key = config.apiKey;
  const base: Omit<PaymentApiStatus, "reachable" | "error" | "endpoint"> = {
    baseUrl: config.apiBaseUrl,
    maskedKey: key ? `${key.slice(0, key.lastIndexOf("_") + 1)}…${key.slice(-4)}` : null,
  };
  let value: PaymentApiStatus;
  try {
    value = { ...base, reachable: true, error: null, endpoint: await api.endpoint() };
  } catch (error) {
    value = { ...base, reachable: false, endpoint: null, error: error instanceof PaymentApiError ? { code: error.code, httpStatus: error.httpStatus } : { code: "payment_api_unavailable", httpStatus: 0 } };
  }
  cache.at = Date.now();
  cache.value = value;
  return value;
}

export function forgetPaymentApiStatus(): void {
  cache.at = 0;
}
