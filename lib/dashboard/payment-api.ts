import { z } from "zod";
import {
  createdSchema,
  deliveriesSchema,
  detailSchema,
  emptySchema,
  endpointSchema,
  envelopeSchema,
  feedEventSchema,
  FEED_EVENT_TYPES,
  fieldErrorsSchema,
  intentListSchema,
  redeliveredEventSchema,
  refundSchema,
  rotatedSecretSchema,
  statusRecordSchema,
  totalsSchema,
  type FeedEvent,
  createdWebhookEndpointSchema,
  recoveredSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookTestSchema,
  endpointDeliveriesSchema,
  webhookUrlTestSchema,
} from "../contract/responses";
import type { WebhookEventType } from "../contract/webhook-events";
import type { MerchantConfig } from "./merchant-config";
import { PRIORITY_HEADER } from "../http/shed-load";

/**
 * The dashboard's client of the payment intent API: plain HTTP with X-Api-Key, so it works the same
 * against this app or a remote deployment. Every response is parsed; an error envelope becomes a
 * PaymentApiError carrying the API's stable message and field errors.
 */
export class PaymentApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(`payment API answered ${httpStatus} ${code}`);
    this.name = "PaymentApiError";
  }

  /** `[{field, message}]` of a 400 invalid_request, else empty. */
  get fieldErrors(): Array<{ field: string; message: string }> {
    const parsed = fieldErrorsSchema.safeParse(this.data.errors);
    return parsed.success ? parsed.data : [];
  }
}

export type { EndpointDeliveries } from "../contract/responses";
export type { Deliveries, FeedEvent, IntentDetail, IntentList, Totals, WebhookEndpoint, WebhookEndpointRecord, WebhookTest } from "../contract/responses";

/** An endpoint as the dashboard creates or changes it (POST/PATCH /webhook-endpoints). */
export type EndpointFields = { url?: string; events?: string[]; description?: string; enabled?: boolean };

/**
 * A page of the feed as the dashboard reads it: the events of the types it knows, parsed; an event
 * of a type a newer service added is skipped (the cursor still moves past it), one of a known type
 * that does not parse fails the page (a broken copy must not be written).
 */
const feedPageSchema = z.object({
  data: z.array(z.looseObject({ type: z.string() })).transform((events) =>
    events.filter((event) => (FEED_EVENT_TYPES as readonly string[]).includes(event.type)).map((event) => feedEventSchema.parse(event)),
  ),
  next: z.string().min(1),
  has_more: z.boolean(),
});
export type FeedPage = { data: FeedEvent[]; next: string; has_more: boolean };

/** A range of creation times of the books' reads: [from, to), of a branch and/or a terminal. */
export type BooksRange = { from: Date; to: Date; branch?: string; terminal?: string };
const rangeParams = (range: BooksRange) => ({
  from: range.from.toISOString(),
  to: range.to.toISOString(),
  ...(range.branch ? { branch: range.branch } : {}),
  ...(range.terminal ? { terminal: range.terminal } : {}),
});

/** The payment API did not answer in time (the call's timeout, or an abort). */
export function paymentApiTimedOut(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** The payment API unreachable or too slow: fetch's own failures, not an answer of the API (those are PaymentApiError). */
export function isPaymentApiUnreachable(error: unknown): boolean {
  return paymentApiTimedOut(error) || (error instanceof TypeError && /fetch failed/i.test(error.message));
}

export type PaymentApi = ReturnType<typeof paymentApi>;

/** How often, and after how long a wait at most, a read answered 429 is asked again. */
const READ_RETRIES = 2;
const MAX_READ_WAIT_SECONDS = 5;

export function paymentApi(config: Pick<MerchantConfig, "apiBaseUrl" | "apiKey"> & { priorityToken?: string }, timeoutMs = 10_000) {
  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    options: { body?: string; contentType?: string; headers?: Record<string, string> } = {},
  ): Promise<{ data: z.infer<S>; headers: Headers }> {
    const send = () =>
      fetch(`${config.apiBaseUrl}${path}`, {
        method,
        headers: {
          "X-Api-Key": config.apiKey,
          ...(config.priorityToken ? { [PRIORITY_HEADER]: config.priorityToken } : {}),
          ...(options.body !== undefined ? { "content-type": options.contentType ?? "application/json" } : {}),
          ...options.headers,
        },
        body: options.body,
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
      });
    let response = await send();
    // A read refused for the merchant's rate (its sync can just have used the budget) is asked
    // again after the wait the service names, when that is short; a change is never re-sent here.
    for (let retry = 0; method === "GET" && response.status === 429 && retry < READ_RETRIES; retry++) {
      const wait = Number(response.headers.get("retry-after"));
      if (!(wait >= 0 && wait <= MAX_READ_WAIT_SECONDS)) break;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0.1) * 1000));
      response = await send();
    }
    const parsed = envelopeSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new PaymentApiError(response.status, "unreadable_response");
    if (parsed.data.code !== 200) throw new PaymentApiError(parsed.data.code, parsed.data.message, parsed.data.data);
    return { data: schema.parse(parsed.data.data), headers: response.headers };
  }
  const json = (value: unknown) => ({ body: JSON.stringify(value) });
  const empty = emptySchema.loose();

  return {
    createIntent: async (body: unknown, idempotencyKey?: string) =>
      (await call("POST", "/payment/intent", createdSchema, { ...json(body), headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {} })).data,
    status: async (intent: string) => {
      const { data, headers } = await call("GET", `/payment/${encodeURIComponent(intent)}/status`, statusRecordSchema);
      return { ...data, reason: headers.get("x-status-reason") };
    },
    detail: async (intent: string) => (await call("GET", `/payment/${encodeURIComponent(intent)}`, detailSchema)).data,
    /** POST /payment/{intent}/cancel: the status record it answers (the family's expired status) and its reason (`canceled`). */
    cancel: async (intent: string) => {
      const { data, headers } = await call("POST", `/payment/${encodeURIComponent(intent)}/cancel`, statusRecordSchema);
      return { ...data, reason: headers.get("x-status-reason") };
    },
    /** POST /payment/{intent}/refund, under an Idempotency-Key (a retried click gives back once). */
    refund: async (intent: string, body: { amount?: number; reason?: string; note?: string }, idempotencyKey: string) =>
      (await call("POST", `/payment/${encodeURIComponent(intent)}/refund`, refundSchema, { ...json(body), headers: { "Idempotency-Key": idempotencyKey } })).data,
    init: async (intent: string, phone: string) => {
      await call("POST", "/payment/init", empty, { ...json({ phone }), headers: { "X-Intent": intent } });
    },
    advance: async (intent: string, to: string, reason?: string) =>
      (await call("POST", `/sandbox/${encodeURIComponent(intent)}/advance`, statusRecordSchema, json({ to, ...(reason ? { reason } : {}) }))).data,
    transaction: async (intent: string, tx: { contentType: string; body: string }) => {
      await call("POST", "/payment/transaction", empty, { body: tx.body, contentType: tx.contentType, headers: { "X-Intent": intent } });
    },
    deliveries: async (intent: string) => (await call("GET", `/payment/${encodeURIComponent(intent)}/deliveries`, deliveriesSchema)).data,
    endpoint: async () => (await call("GET", "/webhook-endpoint", endpointSchema)).data,
    updateEndpoint: async (change: { url?: string | null; enabled?: true }) => (await call("PATCH", "/webhook-endpoint", endpointSchema, json(change))).data,
    rotateSecret: async (overlapSeconds: number) =>
      (await call("POST", "/webhook-endpoint/rotate-secret", rotatedSecretSchema, json({ overlapSeconds }))).data,
    /** GET /webhook-endpoints: every endpoint of the merchant, the first one first. */
    endpoints: async () => (await call("GET", "/webhook-endpoints", webhookEndpointListSchema)).data.data,
    /** GET /webhook-endpoints/{id}: one endpoint. */
    endpointById: async (id: string) => (await call("GET", `/webhook-endpoints/${encodeURIComponent(id)}`, webhookEndpointSchema)).data,
    /** POST /webhook-endpoints: the new endpoint with its secret (answered this once). */
    createEndpoint: async (fields: EndpointFields) => (await call("POST", "/webhook-endpoints", createdWebhookEndpointSchema, json(fields))).data,
    changeEndpoint: async (id: string, fields: EndpointFields) =>
      (await call("PATCH", `/webhook-endpoints/${encodeURIComponent(id)}`, webhookEndpointSchema, json(fields))).data,
    deleteEndpoint: async (id: string) => {
      await call("DELETE", `/webhook-endpoints/${encodeURIComponent(id)}`, empty);
    },
    rotateEndpointSecret: async (id: string, overlapSeconds: number) =>
      (await call("POST", `/webhook-endpoints/${encodeURIComponent(id)}/rotate-secret`, rotatedSecretSchema, json({ overlapSeconds }))).data,
    /** POST /webhook-endpoints/{id}/test: what the receiver did with a signed sample (given up on after the service's own timeout). */
    testEndpoint: async (id: string, type: WebhookEventType) =>
      (await call("POST", `/webhook-endpoints/${encodeURIComponent(id)}/test`, webhookTestSchema, json({ type }))).data,
    /** GET /webhook-endpoints/{id}/deliveries: its last 24 hours at a glance and a page of its log. */
    endpointDeliveries: async (id: string, query: { state?: string; type?: string; intent?: string; before?: string; limit?: number } = {}) => {
      const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === "" ? [] : [[key, String(value)]])));
      return (await call("GET", `/webhook-endpoints/${encodeURIComponent(id)}/deliveries${params.size ? `?${params}` : ""}`, endpointDeliveriesSchema)).data;
    },
    /** POST /webhook-tests: a sample to a URL that is no endpoint yet, signed with a secret made for the test (answered). */
    testUrl: async (url: string, type: WebhookEventType) => (await call("POST", "/webhook-tests", webhookUrlTestSchema, json({ url, type }))).data,
    recoverEndpoint: async (id: string, since: Date) =>
      (await call("POST", `/webhook-endpoints/${encodeURIComponent(id)}/recover`, recoveredSchema, json({ since: since.toISOString() }))).data,
    /** GET /payment/events: the page of the feed after `after` (from the start when null). */
    events: async (after: string | null, limit = 500): Promise<FeedPage> =>
      (await call("GET", `/payment/events?${new URLSearchParams({ ...(after ? { after } : {}), limit: String(limit) })}`, feedPageSchema)).data,
    /** GET /payment/totals: the service's own totals of a range. */
    totals: async (range: BooksRange) => (await call("GET", `/payment/totals?${new URLSearchParams(rangeParams(range))}`, totalsSchema)).data,
    /** GET /payment/intents: a page of the intents created in a range. */
    intents: async (range: BooksRange, after: string | null, limit = 500) =>
      (await call("GET", `/payment/intents?${new URLSearchParams({ ...rangeParams(range), ...(after ? { after } : {}), limit: String(limit) })}`, intentListSchema)).data,
    redeliver: async (event: string) => {
      await call("POST", `/deliveries/${encodeURIComponent(event)}/redeliver`, redeliveredEventSchema);
    },
  };
}
