import { z } from "zod";
import type { PayoutsQuery, advanceSchema, createIntentSchema, createWebhookEndpointSchema, webhookEndpointChangeSchema, refundRequestSchema, endpointPatchSchema } from "../contract/requests";
import { feedEventSchema, FEED_EVENT_TYPES, type FeedEvent } from "../contract/responses";
import { createServiceClient, type ServiceTransport } from "../contract/service-client";
import type { WebhookEventType } from "../contract/webhook-events";
import type { MerchantConfig } from "./merchant-config";
import { PRIORITY_HEADER } from "../http/shed-load";
import { inProcessService } from "./service-transport";

/**
 * The dashboard's client of the payment intent API: a thin adapter over the client derived from the
 * operation table (lib/contract/service-client.ts), with X-Api-Key, so it works the same against this
 * app or a remote deployment. Every answer is parsed; an error envelope becomes a PaymentApiError
 * carrying the API's stable message and field errors. How requests travel: HTTP to `apiBaseUrl`, or,
 * when the composition root installed this process's own service for that base URL
 * (lib/dashboard/service-transport.ts), the service's router called in process (no socket).
 */
export { ServiceError as PaymentApiError } from "../contract/service-client";

export type { EndpointDeliveries } from "../contract/responses";
export type { Deliveries, FeedEvent, IntentDetail, IntentList, Totals, WebhookEndpoint, WebhookEndpointRecord, WebhookTest } from "../contract/responses";

/**
 * The event types as a form sends them: the service checks the names (its field error is shown next
 * to the form), so a body may carry any string there.
 */
type UncheckedEvents<T> = Omit<T, "events"> & { events?: string[] };
/** An endpoint as the dashboard creates it (POST /webhook-endpoints). */
export type NewEndpointFields = UncheckedEvents<z.input<typeof createWebhookEndpointSchema>>;
/** An endpoint's change (PATCH /webhook-endpoints/{endpoint}). */
export type EndpointFields = UncheckedEvents<z.input<typeof webhookEndpointChangeSchema>>;
/** A payment as the dashboard creates it (POST /payment/intent). */
export type CreateIntentBody = z.input<typeof createIntentSchema>;

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
  branch: range.branch || undefined,
  terminal: range.terminal || undefined,
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

export function paymentApi(
  config: Pick<MerchantConfig, "apiBaseUrl" | "apiKey"> & { priorityToken?: string; transport?: ServiceTransport },
  timeoutMs = 10_000,
) {
  const api = createServiceClient({
    baseUrl: config.apiBaseUrl,
    transport: config.transport ?? inProcessService(config.apiBaseUrl),
    headers: { "X-Api-Key": config.apiKey, ...(config.priorityToken ? { [PRIORITY_HEADER]: config.priorityToken } : {}) },
    timeoutMs,
    readRetry: { retries: READ_RETRIES, maxWaitSeconds: MAX_READ_WAIT_SECONDS },
  });
  const idempotent = (key?: string) => (key ? { "Idempotency-Key": key } : undefined);
  const withReason = <T>({ data, headers }: { data: T; headers: Headers }) => ({ ...data, reason: headers.get("x-status-reason") });

  return {
    createIntent: async (body: CreateIntentBody, idempotencyKey?: string) => (await api.createIntent({ body, headers: idempotent(idempotencyKey) })).data,
    status: async (intent: string) => withReason(await api.getIntentStatus({ params: { intent } })),
    detail: async (intent: string) => (await api.getIntentDetail({ params: { intent } })).data,
    /** POST /payment/{intent}/cancel: the status record it answers (the family's expired status) and its reason (`canceled`). */
    cancel: async (intent: string) => withReason(await api.cancelIntent({ params: { intent } })),
    /** POST /payment/{intent}/refund, under an Idempotency-Key (a retried click gives back once). */
    refund: async (intent: string, body: z.input<typeof refundRequestSchema>, idempotencyKey: string) =>
      (await api.createRefund({ params: { intent }, body, headers: idempotent(idempotencyKey) })).data,
    init: async (intent: string, phone: string) => {
      await api.initEcPayment({ body: { phone }, headers: { "X-Intent": intent } });
    },
    advance: async (intent: string, to: z.input<typeof advanceSchema>["to"], reason?: string) =>
      (await api.advanceIntent({ params: { intent }, body: { to, ...(reason ? { reason } : {}) } })).data,
    transaction: async (intent: string, tx: { contentType: string; body: string }) => {
      await api.submitCardTransaction({ raw: tx, headers: { "X-Intent": intent } });
    },
    deliveries: async (intent: string) => (await api.listDeliveries({ params: { intent } })).data,
    endpoint: async () => (await api.getWebhookEndpoint({})).data,
    updateEndpoint: async (change: z.input<typeof endpointPatchSchema>) => (await api.updateWebhookEndpoint({ body: change })).data,
    rotateSecret: async (overlapSeconds: number) => (await api.rotateWebhookSecret({ body: { overlapSeconds } })).data,
    /** GET /webhook-endpoints: every endpoint of the merchant, the first one first. */
    endpoints: async () => (await api.listWebhookEndpoints({})).data.data,
    /** GET /webhook-endpoints/{id}: one endpoint. */
    endpointById: async (id: string) => (await api.getWebhookEndpointById({ params: { endpoint: id } })).data,
    /** POST /webhook-endpoints: the new endpoint with its secret (answered this once). */
    createEndpoint: async (fields: NewEndpointFields) => (await api.createWebhookEndpoint({ body: fields as z.input<typeof createWebhookEndpointSchema> })).data,
    changeEndpoint: async (id: string, fields: EndpointFields) => (await api.changeWebhookEndpoint({ params: { endpoint: id }, body: fields as z.input<typeof webhookEndpointChangeSchema> })).data,
    deleteEndpoint: async (id: string) => {
      await api.deleteWebhookEndpoint({ params: { endpoint: id } });
    },
    rotateEndpointSecret: async (id: string, overlapSeconds: number) => (await api.rotateWebhookEndpointSecret({ params: { endpoint: id }, body: { overlapSeconds } })).data,
    /** POST /webhook-endpoints/{id}/test: what the receiver did with a signed sample (given up on after the service's own timeout). */
    testEndpoint: async (id: string, type: WebhookEventType) => (await api.testWebhookEndpoint({ params: { endpoint: id }, body: { type } })).data,
    /** GET /webhook-endpoints/{id}/deliveries: its last 24 hours at a glance and a page of its log. */
    endpointDeliveries: async (id: string, query: { state?: string; type?: string; intent?: string; before?: string; limit?: number } = {}) =>
      (await api.listEndpointDeliveries({ params: { endpoint: id }, query })).data,
    /** POST /webhook-tests: a sample to a URL that is no endpoint yet, signed with a secret made for the test (answered). */
    testUrl: async (url: string, type: WebhookEventType) => (await api.testWebhookUrl({ body: { url, type } })).data,
    recoverEndpoint: async (id: string, since: Date) => (await api.recoverWebhookEndpoint({ params: { endpoint: id }, body: { since: since.toISOString() } })).data,
    /** GET /payment/events: the page of the feed after `after` (from the start when null). */
    events: async (after: string | null, limit = 500): Promise<FeedPage> =>
      (await api.listEvents({ query: { after: after ?? undefined, limit } }, { answer: feedPageSchema })).data,
    /** GET /payment/totals: the service's own totals of a range. */
    totals: async (range: BooksRange) => (await api.getTotals({ query: rangeParams(range) })).data,
    /** GET /payment/intents: a page of the intents created in a range. */
    intents: async (range: BooksRange, after: string | null, limit = 500) =>
      (await api.listIntents({ query: { ...rangeParams(range), after: after ?? undefined, limit } })).data,
    /** GET /balance: available, pending, the next payout. */
    balance: async () => (await api.getBalance({})).data,
    /** GET /payouts: a page of payouts, newest first. */
    payouts: async (query: { status?: PayoutsQuery["status"]; after?: string; limit?: number } = {}) => (await api.listPayouts({ query })).data,
    /** GET /payouts/{payout}: a payout with the balance transactions it settled. */
    payout: async (payout: string) => (await api.getPayout({ params: { payout } })).data,
    /** GET /balance/transactions: a page of the ledger (an intent's lines with `intent`). */
    balanceTransactions: async (query: { intent?: string; payout?: string; after?: string; limit?: number }) => (await api.listBalanceTransactions({ query })).data,
    redeliver: async (event: string) => {
      await api.redeliverEvent({ params: { event } });
    },
  };
}
