import { z } from "zod";
import type { MerchantConfig } from "./merchant-config";

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
    const parsed = z.array(z.object({ field: z.string(), message: z.string() })).safeParse(this.data.errors);
    return parsed.success ? parsed.data : [];
  }
}

const envelope = z.object({ code: z.number(), message: z.string(), data: z.record(z.string(), z.unknown()) });

export const statusRecordSchema = z.object({ intent: z.string(), status: z.string(), code: z.number() });
const qrSchema = z.object({ typ: z.number(), v: z.object({ dev: z.string() }), ic: z.object({ idc: z.string(), ser: z.number(), enc: z.string() }), cry: z.string() });
export const createdSchema = z.object({
  intent: z.string(),
  qr: qrSchema.optional(),
  keys: z.object({ signature: z.string(), encryption: z.string() }).optional(),
});
export const detailSchema = z.object({
  intent: z.string(),
  payment: z.string(),
  amount: z.number(),
  data: z.object({
    branch: z.string(),
    terminal: z.string(),
    time: z.string(),
    concept: z.string().nullable(),
    ticket: z.string().nullable(),
    items: z.unknown(),
  }),
  status: z.string(),
  code: z.number(),
  reason: z.string().nullable(),
  phoneLast4: z.string().nullable(),
  cardLast4: z.string().nullable().optional(),
  created: z.string(),
  expires: z.string().nullable(),
  events: z.array(z.object({ seq: z.number(), status: z.string(), code: z.number(), reason: z.string().nullable(), at: z.string() })),
});
export type IntentDetail = z.infer<typeof detailSchema>;
export const deliveriesSchema = z.object({
  intent: z.string(),
  events: z.array(
    z.object({
      event: z.string(),
      seq: z.number(),
      status: z.string(),
      code: z.number(),
      state: z.string(),
      attempts: z.number(),
      nextAttemptAt: z.string().nullable(),
      created: z.string(),
      completed: z.string().nullable(),
      deliveries: z.array(
        z.object({
          attempt: z.number(),
          at: z.string(),
          url: z.string(),
          httpStatus: z.number().nullable(),
          latencyMs: z.number(),
          error: z.string().nullable(),
          response: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type Deliveries = z.infer<typeof deliveriesSchema>;
export const endpointSchema = z.object({
  url: z.string().nullable(),
  enabled: z.boolean(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  pending: z.number(),
  failed: z.number(),
  secrets: z.array(z.object({ id: z.string(), created: z.string(), expires: z.string().nullable() })),
});
export type WebhookEndpoint = z.infer<typeof endpointSchema>;

export type PaymentApi = ReturnType<typeof paymentApi>;

export function paymentApi(config: Pick<MerchantConfig, "apiBaseUrl" | "apiKey">, timeoutMs = 10_000) {
  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    options: { body?: string; contentType?: string; headers?: Record<string, string> } = {},
  ): Promise<{ data: z.infer<S>; headers: Headers }> {
    const response = await fetch(`${config.apiBaseUrl}${path}`, {
      method,
      headers: {
        "X-Api-Key": config.apiKey,
        ...(options.body !== undefined ? { "content-type": options.contentType ?? "application/json" } : {}),
        ...options.headers,
      },
      body: options.body,
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
    const parsed = envelope.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new PaymentApiError(response.status, "unreadable_response");
    if (parsed.data.code !== 200) throw new PaymentApiError(parsed.data.code, parsed.data.message, parsed.data.data);
    return { data: schema.parse(parsed.data.data), headers: response.headers };
  }
  const json = (value: unknown) => ({ body: JSON.stringify(value) });
  const empty = z.object({}).passthrough();

  return {
    createIntent: async (body: unknown, idempotencyKey?: string) =>
      (await call("POST", "/payment/intent", createdSchema, { ...json(body), headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {} })).data,
    status: async (intent: string) => {
      const { data, headers } = await call("GET", `/payment/${encodeURIComponent(intent)}/status`, statusRecordSchema);
      return { ...data, reason: headers.get("x-status-reason") };
    },
    detail: async (intent: string) => (await call("GET", `/payment/${encodeURIComponent(intent)}`, detailSchema)).data,
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
      (await call("POST", "/webhook-endpoint/rotate-secret", z.object({ id: z.string(), secret: z.string(), previousExpire: z.string() }), json({ overlapSeconds }))).data,
    redeliver: async (event: string) => {
      await call("POST", `/deliveries/${encodeURIComponent(event)}/redeliver`, empty);
    },
  };
}
