import { z } from "zod";
import { ERRORS } from "../errors";
import { createMerchantSchema, updateMerchantSchema } from "./merchants/schemas";
import { advanceSchema, createIntentSchema, initSchema } from "./schemas";
import { ALL_STATUSES, STATUS_CODES } from "./statuses";
import { endpointPatchSchema, redeliverSinceSchema, rotateSecretSchema } from "./webhooks/schemas";

/**
 * The OpenAPI 3.1 document of the whole API, served at /api/openapi.json. Request bodies come
 * from the same zod schemas that validate requests, so the document cannot drift from the code.
 */
function jsonSchema(schema: z.ZodType) {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

const envelope = (message: string | string[], data: object) => ({
  type: "object",
  required: ["code", "message", "data"],
  properties: {
    code: { type: "integer" },
    message: Array.isArray(message) ? { type: "string", enum: message } : { type: "string", const: message },
    data,
  },
});

const empty = { type: "object", maxProperties: 0 };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ "application/json": { schema } });
const ok = (description: string, message: string, data: object, headers?: object) => ({
  200: { description, content: json(envelope(message, data)), ...(headers ? { headers } : {}) },
});

function errors(...codes: Array<keyof typeof ERRORS>) {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) byStatus.set(ERRORS[code], [...(byStatus.get(ERRORS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, messages]) => [
      String(status),
      { description: messages.join(", "), content: json(envelope(messages, ref("ErrorData"))) },
    ]),
  );
}

const common = ["api_key_missing", "api_key_invalid", "rate_limited", "internal_error", "database_unavailable"] as const;
const bodyErrors = ["invalid_request", "invalid_json", "payload_too_large", "unsupported_media_type", "idempotency_key_reused"] as const;

const apiKey = [{ ApiKey: [] }];
const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: "Same key and body within 24 h replays the first response (header Idempotent-Replayed: true); a different body is 409.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};
const xIntent = { name: "X-Intent", in: "header", required: true, description: "The intent identifier", schema: { type: "string" } };
const intentPath = { name: "intent", in: "path", required: true, schema: { type: "string", pattern: "^(cp|qp|ec)_[0-9A-Za-z]{16,64}$" } };

export function buildOpenApi(serverUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Caja payment intent API",
      version: "1.0.0",
      description:
        "Payment intents of three types (card_present, qr_present, ec_remote). Every response is the envelope {code, message, data}; on errors the HTTP status equals code. Status names are exact, misspellings included (ec_conecting, ec_conected, ec_auhtorized).",
    },
    servers: [{ url: serverUrl }],
    security: apiKey,
    components: {
      securitySchemes: {
        ApiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
        AdminToken: { type: "http", scheme: "bearer" },
      },
      schemas: {
        CreateIntentRequest: jsonSchema(createIntentSchema),
        InitRequest: jsonSchema(initSchema),
        AdvanceRequest: jsonSchema(advanceSchema),
        TransactionRequest: {
          type: "object",
          required: ["JWE", "JWT", "card", "nip", "track2"],
          properties: {
            JWE: { type: "string", description: "compact JWE, alg dir, enc A256GCM, plaintext {card, nip, track2}" },
            JWT: { type: "string", description: "compact JWS, ES256, claims intent, amount, iat (within 5 minutes), jti (once per intent)" },
            card: { type: "string", pattern: "^\\d{16}$", description: "16 digits, Luhn-valid" },
            nip: { type: "string", pattern: "^\\d{4}$" },
            track2: { type: "string", maxLength: 40, description: "ISO 7813 track 2 whose PAN equals card" },
          },
        },
        CreateMerchantRequest: jsonSchema(createMerchantSchema),
        UpdateMerchantRequest: jsonSchema(updateMerchantSchema),
        RedeliverRequest: jsonSchema(redeliverSinceSchema),
        EndpointPatch: jsonSchema(endpointPatchSchema),
        RotateSecretRequest: jsonSchema(rotateSecretSchema),
        WebhookEndpoint: {
          type: "object",
          required: ["url", "enabled", "disabledAt", "disabledReason", "failingSince", "pending", "failed", "secrets"],
          properties: {
            url: { type: ["string", "null"] },
            enabled: { type: "boolean" },
            disabledAt: { type: ["string", "null"], format: "date-time" },
            disabledReason: { type: ["string", "null"] },
            failingSince: { type: ["string", "null"], format: "date-time" },
            pending: { type: "integer" },
            failed: { type: "integer" },
            secrets: {
              type: "array",
              items: { type: "object", properties: { id: { type: "string" }, created: { type: "string" }, expires: { type: ["string", "null"] } } },
            },
          },
        },
        StatusName: { type: "string", enum: ALL_STATUSES },
        StatusRecord: {
          type: "object",
          additionalProperties: false,
          required: ["intent", "status", "code"],
          properties: { intent: { type: "string" }, status: ref("StatusName"), code: { type: "integer", enum: [...new Set(Object.values(STATUS_CODES))] } },
        },
        Qr: {
          type: "object",
          required: ["typ", "v", "ic", "cry"],
          properties: {
            typ: { type: "number", description: "19: payment request shown as a QR code" },
            v: { type: "object", required: ["dev"], properties: { dev: { type: "string", description: "point of sale device id / key serial" } } },
            ic: {
              type: "object",
              required: ["idc", "ser", "enc"],
              properties: {
                idc: { type: "string", description: "the intent identifier" },
                ser: { type: "number", description: "serial of the merchant key that sealed cry" },
                enc: { type: "string", description: "algorithm of cry (A256GCM)" },
              },
            },
            cry: { type: "string", description: "the sealed charge, base64url" },
          },
        },
        ErrorData: {
          type: "object",
          properties: {
            errors: {
              type: "array",
              items: { type: "object", required: ["field", "message"], properties: { field: { type: "string" }, message: { type: "string" } } },
            },
            retryAfter: { type: "integer" },
          },
        },
      },
    },
    paths: {
      "/payment/intent": {
        post: {
          summary: "Create a payment intent",
          parameters: [idempotencyKey],
          requestBody: { required: true, content: json(ref("CreateIntentRequest")) },
          responses: {
            ...ok("Created", "intent_success", {
              oneOf: [
                {
                  type: "object",
                  required: ["intent", "keys"],
                  properties: {
                    intent: { type: "string", pattern: "^cp_" },
                    keys: {
                      type: "object",
                      required: ["signature", "encryption"],
                      properties: {
                        signature: { type: "string", description: "ECDSA P-256 private key, PKCS#8 PEM (sign the JWT with ES256)" },
                        encryption: { type: "string", description: "256-bit AES key, standard base64 (encrypt the JWE with dir + A256GCM)" },
                      },
                    },
                  },
                },
                { type: "object", required: ["intent", "qr"], properties: { intent: { type: "string", pattern: "^qp_" }, qr: ref("Qr") } },
                { type: "object", required: ["intent"], additionalProperties: false, properties: { intent: { type: "string", pattern: "^ec_" } } },
              ],
            }),
            ...errors(...bodyErrors, ...common),
          },
        },
      },
      "/payment/{intent}/status": {
        get: {
          summary: "Query the status of an intent",
          parameters: [intentPath],
          responses: {
            ...ok("The status record", "check_success", ref("StatusRecord"), {
              "X-Status-Reason": { description: "why the intent failed or expired, when it did", schema: { type: "string" } },
            }),
            ...errors("intent_not_found", ...common),
          },
        },
      },
      "/payment/{intent}": {
        get: {
          summary: "An intent's fields and every status it entered (extension)",
          parameters: [intentPath],
          responses: {
            ...ok("The intent, history oldest first", "detail_success", {
              type: "object",
              required: ["intent", "payment", "amount", "data", "status", "code", "reason", "phoneLast4", "cardLast4", "qr", "created", "expires", "events"],
              properties: {
                intent: { type: "string" },
                payment: { type: "string", enum: ["card_present", "qr_present", "ec_remote"] },
                amount: { type: "number" },
                data: { type: "object", description: "branch, terminal, time, concept, ticket, items as created (sku and price as strings)" },
                status: ref("StatusName"),
                code: { type: "integer" },
                reason: { type: ["string", "null"] },
                phoneLast4: { type: ["string", "null"] },
                cardLast4: { type: ["string", "null"], description: "card_present: last 4 digits of the card, after a transaction" },
                qr: { oneOf: [ref("Qr"), { type: "null" }], description: "qr_present: the qr object returned at creation" },
                created: { type: "string", format: "date-time" },
                expires: { type: ["string", "null"], format: "date-time" },
                events: {
                  type: "array",
                  items: {
                    type: "object",
                    required: ["seq", "status", "code", "reason", "at"],
                    properties: {
                      seq: { type: "integer" },
                      status: ref("StatusName"),
                      code: { type: "integer" },
                      reason: { type: ["string", "null"] },
                      at: { type: "string", format: "date-time" },
                    },
                  },
                },
              },
            }),
            ...errors("intent_not_found", ...common),
          },
        },
      },
      "/payment/init": {
        post: {
          summary: "Initialize an ec_remote intent for a cardholder's phone",
          parameters: [xIntent, idempotencyKey],
          requestBody: { required: true, content: json(ref("InitRequest")) },
          responses: {
            ...ok("Initialized (status ec_inited)", "ec_inited", empty),
            ...errors(...bodyErrors, "intent_not_found", "payment_type_not_allowed", "intent_already_initialized", "intent_final", "intent_state_changed", ...common),
          },
        },
      },
      "/payment/transaction": {
        post: {
          summary: "Submit a card_present transaction (JSON form, or one compact JWE as application/jose)",
          parameters: [xIntent, idempotencyKey],
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: ref("TransactionRequest") },
              "application/jose": {
                schema: { type: "string", description: "compact JWE (dir, A256GCM) whose plaintext is the compact JWT (ES256) with claims intent, amount, iat, jti, card, nip, track2" },
              },
            },
          },
          responses: {
            ...ok("Approved (status cp_authorized)", "txn_success", empty),
            402: { description: "Declined by the issuer (status cp_error_x)", content: json(envelope("txn_declined", { type: "object", required: ["reason"], properties: { reason: { type: "string" } } })) },
            ...errors(
              ...bodyErrors,
              "intent_not_found",
              "payment_type_not_allowed",
              "intent_final",
              "transition_not_allowed",
              "intent_state_changed",
              "jwe_invalid",
              "jwt_signature_invalid",
              "jwt_stale",
              "jwt_replayed",
              "jwt_claim_mismatch",
              "jwe_payload_mismatch",
              "issuer_unavailable",
              "issuer_timeout",
              ...common,
            ),
          },
        },
      },
      "/payment/{intent}/deliveries": {
        get: {
          summary: "The intent's webhook events and every delivery attempt",
          parameters: [intentPath],
          responses: {
            ...ok("Events in sequence order", "deliveries_success", {
              type: "object",
              required: ["intent", "events"],
              properties: {
                intent: { type: "string" },
                events: {
                  type: "array",
                  items: {
                    type: "object",
                    required: ["event", "seq", "status", "code", "state", "attempts", "deliveries"],
                    properties: {
                      event: { type: "string", description: "the webhook-id" },
                      seq: { type: "integer" },
                      status: ref("StatusName"),
                      code: { type: "integer" },
                      state: { type: "string", enum: ["pending", "delivered", "failed", "skipped"] },
                      attempts: { type: "integer" },
                      nextAttemptAt: { type: ["string", "null"], format: "date-time" },
                      created: { type: "string", format: "date-time" },
                      completed: { type: ["string", "null"], format: "date-time" },
                      deliveries: {
                        type: "array",
                        items: {
                          type: "object",
                          required: ["attempt", "at", "url", "httpStatus", "latencyMs", "error", "response"],
                          properties: {
                            attempt: { type: "integer" },
                            at: { type: "string", format: "date-time" },
                            url: { type: "string" },
                            httpStatus: { type: ["integer", "null"] },
                            latencyMs: { type: "integer" },
                            error: { type: ["string", "null"] },
                            response: { type: ["string", "null"], description: "the first 1 KB of the answer" },
                          },
                        },
                      },
                    },
                  },
                },
              },
            }),
            ...errors("intent_not_found", ...common),
          },
        },
      },
      "/deliveries/{event}/redeliver": {
        post: {
          summary: "Deliver one webhook event again (same webhook-id, fresh retry schedule)",
          parameters: [{ name: "event", in: "path", required: true, schema: { type: "string" } }, idempotencyKey],
          responses: {
            ...ok("Queued", "redeliver_success", { type: "object", required: ["event", "state"], properties: { event: { type: "string" }, state: { const: "pending" } } }),
            ...errors("event_not_found", ...common),
          },
        },
      },
      "/deliveries/redeliver": {
        post: {
          summary: "Deliver again every event given up on (failed) since a time",
          parameters: [idempotencyKey],
          requestBody: { required: true, content: json(ref("RedeliverRequest")) },
          responses: {
            ...ok("Queued", "redeliver_success", { type: "object", required: ["requeued", "since"], properties: { requeued: { type: "integer" }, since: { type: "string" } } }),
            ...errors(...bodyErrors, ...common),
          },
        },
      },
      "/webhook-endpoint": {
        get: {
          summary: "The merchant's webhook endpoint: URL, enabled or why not, backlog, secrets in force",
          responses: { ...ok("The endpoint", "endpoint_success", ref("WebhookEndpoint")), ...errors(...common) },
        },
        patch: {
          summary: "Change the webhook URL and/or re-enable deliveries",
          requestBody: { required: true, content: json(ref("EndpointPatch")) },
          responses: { ...ok("The endpoint", "endpoint_success", ref("WebhookEndpoint")), ...errors("invalid_request", "invalid_json", "unsupported_media_type", ...common) },
        },
      },
      "/webhook-endpoint/rotate-secret": {
        post: {
          summary: "A new signing secret (shown once); the old one keeps signing during the overlap",
          requestBody: { required: false, content: json(ref("RotateSecretRequest")) },
          responses: {
            ...ok("Rotated", "secret_rotated", {
              type: "object",
              required: ["id", "secret", "previousExpire"],
              properties: { id: { type: "string" }, secret: { type: "string" }, previousExpire: { type: "string", format: "date-time" } },
            }),
            ...errors("invalid_request", "invalid_json", "unsupported_media_type", ...common),
          },
        },
      },
      "/sandbox/{intent}/advance": {
        post: {
          summary: "Sandbox: walk an intent to a status through every intermediate one",
          parameters: [intentPath, idempotencyKey],
          requestBody: { required: true, content: json(ref("AdvanceRequest")) },
          responses: {
            ...ok("The new status record", "advance_success", ref("StatusRecord")),
            ...errors(...bodyErrors, "sandbox_disabled", "intent_not_found", "transition_not_allowed", "intent_final", "intent_state_changed", ...common),
          },
        },
      },
      "/admin/merchants": {
        get: {
          summary: "List merchants",
          security: [{ AdminToken: [] }],
          responses: { ...ok("Merchants", "merchants_success", { type: "object" }), ...errors("admin_token_invalid", "internal_error") },
        },
        post: {
          summary: "Create a merchant (API key and webhook secret shown once)",
          security: [{ AdminToken: [] }],
          requestBody: { required: true, content: json(ref("CreateMerchantRequest")) },
          responses: {
            ...ok("Created", "merchant_created", {
              type: "object",
              required: ["id", "name", "apiKey", "webhookSecret"],
              properties: { id: { type: "string" }, name: { type: "string" }, webhookUrl: { type: ["string", "null"] }, apiKey: { type: "string" }, webhookSecret: { type: "string" } },
            }),
            ...errors("admin_token_invalid", "invalid_request", "invalid_json", "unsupported_media_type", "internal_error"),
          },
        },
      },
      "/admin/merchants/{merchant}": {
        patch: {
          summary: "Rename a merchant or set its webhook URL",
          security: [{ AdminToken: [] }],
          parameters: [{ name: "merchant", in: "path", required: true, schema: { type: "string" } }],
          requestBody: { required: true, content: json(ref("UpdateMerchantRequest")) },
          responses: { ...ok("Updated", "merchant_updated", { type: "object" }), ...errors("admin_token_invalid", "merchant_not_found", "invalid_request", "internal_error") },
        },
      },
      "/admin/merchants/{merchant}/keys": {
        post: {
          summary: "Issue another API key (shown once)",
          security: [{ AdminToken: [] }],
          parameters: [{ name: "merchant", in: "path", required: true, schema: { type: "string" } }],
          responses: { ...ok("Issued", "api_key_issued", { type: "object" }), ...errors("admin_token_invalid", "merchant_not_found", "internal_error") },
        },
      },
      "/admin/merchants/{merchant}/keys/{key}": {
        delete: {
          summary: "Revoke an API key",
          security: [{ AdminToken: [] }],
          parameters: [
            { name: "merchant", in: "path", required: true, schema: { type: "string" } },
            { name: "key", in: "path", required: true, schema: { type: "string" } },
          ],
          responses: { ...ok("Revoked", "api_key_revoked", empty), ...errors("admin_token_invalid", "api_key_not_found", "internal_error") },
        },
      },
    },
  };
}
