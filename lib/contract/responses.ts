import { z } from "zod";
import { ALL_STATUSES, PAYMENT_TYPES, STATUS_CODES } from "./statuses";

/**
 * The `data` of every success answer of the payment intent API. The service's answers are checked
 * against these in its contract tests, the dashboard parses what it receives with them, and the
 * OpenAPI document is generated from them. The dashboard must keep working against a newer
 * service: objects here accept extra fields, and a status it does not know stays a string.
 */
const when = z.iso.datetime({ offset: true });
const statusName = z.string().meta({ description: `One of ${ALL_STATUSES.join(", ")} (exact spelling)`, examples: ["qr_created"] });
const statusCode = z.int().meta({ description: `The status's code: ${[...new Set(Object.values(STATUS_CODES))].join(", ")}` });

export const statusRecordSchema = z.object({ intent: z.string(), status: statusName, code: statusCode });

export const qrSchema = z
  .object({
    typ: z.number().meta({ description: "19: payment request shown as a QR code" }),
    v: z.object({ dev: z.string().meta({ description: "point of sale device id / key serial" }) }),
    ic: z.object({
      idc: z.string().meta({ description: "the intent identifier" }),
      ser: z.number().meta({ description: "serial of the merchant key that sealed cry" }),
      enc: z.string().meta({ description: "algorithm of cry (A256GCM)" }),
    }),
    cry: z.string().meta({ description: "the sealed charge, base64url" }),
  })
  ;

export const createdSchema = z
  .object({
    intent: z.string(),
    qr: qrSchema.optional().meta({ description: "qr_present: the QR to show" }),
    keys: z
      .object({
        signature: z.string().meta({ description: "ECDSA P-256 private key, PKCS#8 PEM (sign the JWT with ES256)" }),
        encryption: z.string().meta({ description: "256-bit AES key, standard base64 (encrypt the JWE with dir + A256GCM)" }),
      })
      .optional()
      .meta({ description: "card_present: the keys of this intent's transaction, shown once" }),
  })
  ;

export const detailSchema = z
  .object({
    intent: z.string(),
    payment: z.enum(PAYMENT_TYPES),
    amount: z.number(),
    data: z.object({
      branch: z.string(),
      terminal: z.string(),
      time: z.string(),
      concept: z.string().nullable(),
      ticket: z.string().nullable(),
      items: z.array(z.object({ sku: z.string().optional(), price: z.string().optional(), description: z.string().optional(), qty: z.int().optional() })),
    }),
    status: statusName,
    code: statusCode,
    reason: z.string().nullable(),
    phoneLast4: z.string().nullable(),
    cardLast4: z.string().nullable().optional(),
    qr: qrSchema.nullable().optional(),
    created: when,
    expires: when.nullable(),
    events: z.array(z.object({ seq: z.int(), status: statusName, code: statusCode, reason: z.string().nullable(), at: when })),
  })
  ;
export type IntentDetail = z.infer<typeof detailSchema>;

export const deliveriesSchema = z
  .object({
    intent: z.string(),
    events: z.array(
      z.object({
        event: z.string(),
        seq: z.int(),
        status: statusName,
        code: statusCode,
        state: z.string().meta({ description: "pending | delivered | failed | skipped" }),
        attempts: z.int(),
        nextAttemptAt: when.nullable(),
        created: when,
        completed: when.nullable(),
        deliveries: z.array(
          z.object({
            attempt: z.int(),
            at: when,
            url: z.string(),
            httpStatus: z.int().nullable(),
            latencyMs: z.number(),
            error: z.string().nullable(),
            response: z.string().nullable(),
          }),
        ),
      }),
    ),
  })
  ;
export type Deliveries = z.infer<typeof deliveriesSchema>;

export const endpointSchema = z
  .object({
    url: z.string().nullable(),
    enabled: z.boolean(),
    disabledAt: when.nullable(),
    disabledReason: z.string().nullable(),
    failingSince: when.nullable(),
    pending: z.int(),
    failed: z.int(),
    secrets: z.array(z.object({ id: z.string(), created: when, expires: when.nullable() })),
  })
  ;
export type WebhookEndpoint = z.infer<typeof endpointSchema>;

export const rotatedSecretSchema = z.object({ id: z.string(), secret: z.string().meta({ description: "whsec_…, shown once" }), previousExpire: when });
export const redeliveredEventSchema = z.object({ event: z.string(), state: z.literal("pending") });
export const redeliveredSinceSchema = z.object({ requeued: z.int(), since: z.string() });
export const declinedSchema = z.object({ reason: z.string() });
export const emptySchema = z.object({}).meta({ description: "always {}" });

const merchantRow = z.object({ id: z.string(), name: z.string(), webhookUrl: z.string().nullable() }).catchall(z.unknown());
export const merchantsSchema = z.object({ merchants: z.array(merchantRow) });
export const createdMerchantSchema = merchantRow.extend({ apiKey: z.string().meta({ description: "shown once" }), webhookSecret: z.string().meta({ description: "shown once" }) });
export const updatedMerchantSchema = z.object({ merchant: merchantRow });
export const issuedKeySchema = z.object({ id: z.string(), apiKey: z.string().meta({ description: "shown once" }), prefix: z.string() });

export const healthSchema = z.object({ database: z.unknown() }).catchall(z.unknown());

/** Every answer: `{code, message, data}`, `data` always an object; on errors the HTTP status equals `code`. */
export const envelopeSchema = z.object({ code: z.int(), message: z.string(), data: z.record(z.string(), z.unknown()) });
export const fieldErrorsSchema = z.array(z.object({ field: z.string(), message: z.string() }));
export const errorDataSchema = z.looseObject({ errors: fieldErrorsSchema.optional(), retryAfter: z.int().optional() }).meta({ description: "field errors (400), retryAfter (429), or the facts of the refusal (e.g. the current status)" });
