import { processState } from "../../process-state";
import type { MerchantConfig } from "../merchant-config";
import { PaymentApiError, type PaymentApi, type WebhookEndpoint } from "../payment-api";

export type PaymentApiStatus = {
  baseUrl: string;
  maskedKey: string;
  reachable: boolean;
  error: string | null;
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
    maskedKey: key ? `${key.slice(0, key.lastIndexOf("_") + 1)}…${key.slice(-4)}` : "(not configured)",
  };
  let value: PaymentApiStatus;
  try {
    value = { ...base, reachable: true, error: null, endpoint: await api.endpoint() };
  } catch (error) {
    value = { ...base, reachable: false, endpoint: null, error: error instanceof PaymentApiError ? `${error.httpStatus} ${error.code}` : "no answer" };
  }
  cache.at = Date.now();
  cache.value = value;
  return value;
}

export function forgetPaymentApiStatus(): void {
  cache.at = 0;
}
