import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./generated/api-types";
import { retryingFetch, type RetryPolicy } from "./retrying-fetch";

/** The API's named objects, as the SDK's methods answer them. */
export type Schemas = components["schemas"];
export type Intent = Schemas["Intent"];
export type CreatedIntent = Schemas["CreatedIntent"];
export type StatusRecord = Schemas["StatusRecord"];
export type Refund = Schemas["Refund"];
export type FeedEvent = Schemas["FeedEvent"];
export type WebhookEndpoint = Schemas["WebhookEndpoint"];
export type CajaClient = Client<paths>;

export type CajaClientOptions = {
  /** Where the API is, with its `/api`: `https://caja.example.com/api`. */
  baseUrl: string;
  /** The merchant's API key (X-Api-Key). */
  apiKey: string;
  /** Retries on 429 and 503 after Retry-After (default: 3 more tries, waiting at most 10 s each). */
  retry?: Partial<RetryPolicy>;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
};

/**
 * A typed client of the payment intent API: every path, parameter, body and answer typed from the
 * OpenAPI document (openapi-fetch over generated types, no casts), every POST sent with an
 * Idempotency-Key (yours if you give one in `headers`, else a random UUID kept across retries),
 * and 429/503 retried after Retry-After.
 *
 *     const caja = createCajaClient({ baseUrl: "https://caja.example.com/api", apiKey });
 *     const { data } = await caja.POST("/payment/intent", { body: { payment: "qr_present", amount: 149.5, data } });
 */
export function createCajaClient(options: CajaClientOptions): CajaClient {
  const policy: RetryPolicy = { retries: options.retry?.retries ?? 3, maxDelayMs: options.retry?.maxDelayMs ?? 10_000 };
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { "X-Api-Key": options.apiKey },
    fetch: retryingFetch(policy, options.fetch),
  });
  client.use({
    onRequest({ request }) {
      if (request.method === "POST" && !request.headers.has("idempotency-key")) request.headers.set("Idempotency-Key", crypto.randomUUID());
      return request;
    },
  });
  return client;
}
