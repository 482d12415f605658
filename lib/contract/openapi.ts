import { z } from "zod";
import { ERRORS, type ErrorCode } from "../errors";
import { INTENT_ID } from "./ids";
import { OPERATIONS, PARAM_NOT_FOUND, type Operation } from "./operations";
import { endpointDisabledSchema, errorDataSchema, payoutSchema, REFUND_EVENT_TYPES, refundFactsSchema, statusRecordSchema } from "./responses";
import { ENDPOINT_DISABLED, PAYOUT_EVENT_TYPES, WEBHOOK_EVENT_MEANING } from "./webhook-events";
import { ALL_STATUSES } from "./statuses";
import { INSTANT_RANGE_RULE } from "./requests";
import { API_EXAMPLES, errorExample, type RecordedExample } from "./api-examples";
import { OPERATION_DOCS } from "./operation-docs";
import { describeFields } from "./field-glossary";

/**
 * The OpenAPI 3.1 document of the payment intent API, generated from the operation table and its
 * zod schemas (zod's own JSON Schema conversion, request bodies as input, answers as output): the
 * router serves exactly these operations, so the two cannot drift apart.
 */
/**
 * The named schemas met while building the document (a zod schema with `.meta({ id })`): each is
 * written once under components.schemas and referenced wherever it is used. Reset by buildOpenApi.
 */
let named = new Map<string, string>();
const COMPONENT = "#/components/schemas/";

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12", reused: "inline" }) as Record<string, unknown>;
  const { $schema: _ignored, $defs, id, ...rest } = JSON.parse(JSON.stringify(converted).replaceAll('"#/$defs/', `"${COMPONENT}`)) as Record<string, unknown>;
  const defs = { ...($defs as Record<string, object> | undefined), ...(typeof id === "string" ? { [id]: rest } : {}) };
  for (const [name, definition] of Object.entries(defs)) {
    const text = JSON.stringify(definition);
    // one name, one definition: a schema named for answers must not be used for a request whose form differs
    if (named.has(name) && named.get(name) !== text) throw new Error(`the named schema ${name} differs between its uses (${io})`);
    named.set(name, text);
  }
  return typeof id === "string" ? { $ref: `${COMPONENT}${id}` } : rest;
}

const COMMON: Record<Operation["auth"], ErrorCode[]> = {
  apiKey: ["api_key_missing", "api_key_invalid", "rate_limited", "internal_error", "database_unavailable", "server_overloaded"],
  admin: ["admin_token_invalid", "internal_error", "database_unavailable", "server_overloaded"],
  none: ["database_unavailable"],
};
const BODY_ERRORS: ErrorCode[] = ["invalid_request", "invalid_json", "payload_too_large", "unsupported_media_type"];

const envelope = (messages: string[], data: object) => ({
  type: "object",
  required: ["code", "message", "data"],
  properties: {
    code: { type: "integer", description: "The HTTP status of the answer, repeated in the body" },
    message: {
      ...(messages.length === 1 ? { type: "string", const: messages[0] } : { type: "string", enum: messages }),
      description: "What happened, as a stable snake_case word: branch on it (it never changes meaning)",
    },
    data,
  },
});

function errorResponses(codes: ErrorCode[]) {
  const byStatus = new Map<number, string[]>();
  for (const code of new Set(codes)) byStatus.set(ERRORS[code], [...(byStatus.get(ERRORS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, messages]) => [
        String(status),
        {
          description: messages.join(", "),
          ...(status === 429 || status === 503 ? { headers: { "Retry-After": { description: "seconds to wait", schema: { type: "integer" } } } } : {}),
          content: { "application/json": { schema: envelope(messages, { $ref: "#/components/schemas/ErrorData" }), examples: examplesOf(messages.map((message) => [message, errorExample(message as ErrorCode)])) } },
        },
      ]),
  );
}

/** An OpenAPI `examples` map from named values (the name is also the summary). */
const examplesOf = (entries: Array<[string, unknown]>) => Object.fromEntries(entries.map(([name, value]) => [name, { summary: name.replaceAll("_", " "), value }]));

/** The recorded exchanges of an operation (scripts/record-api-examples.ts), by name. */
const recordedOf = (op: Operation): Array<[string, RecordedExample]> => Object.entries(API_EXAMPLES.operations[op.id] ?? {});

/** What each path parameter names. */
const PATH_PARAMETERS: Record<string, string> = {
  intent: "The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404",
  event: "An event's id (evt_…), as a webhook's webhook-id or the feed's event",
  refund: "A refund's id (rf_…)",
  endpoint: "A webhook endpoint's id (we_…)",
  merchant: "A merchant's id",
  key: "An API key's id (as the admin API listed or issued it)",
};

/** A value a recorded exchange gave this parameter, as the parameter's example. */
function recordedValue(op: Operation, where: "params" | "query" | "headers", name: string, schema: { type?: unknown } = {}): { example?: string | number } {
  const value = recordedOf(op).map(([, example]) => example[where]?.[name]).find((found) => found !== undefined);
  if (value === undefined) return {};
  return { example: schema.type === "integer" || schema.type === "number" ? Number(value) : value };
}

function parameters(op: Operation) {
  const list: object[] = Object.entries(op.params ?? {}).map(([name, pattern]) => ({
    name,
    in: "path",
    required: true,
    ...(PATH_PARAMETERS[name] ? { description: PATH_PARAMETERS[name] } : {}),
    schema: { type: "string", pattern: pattern.source },
    ...recordedValue(op, "params", name),
  }));
  if (op.query) {
    // each member of the query schema is a parameter; its description moves up to the parameter
    const object = jsonSchema(op.query, "input") as { properties?: Record<string, { description?: string }>; required?: string[] };
    for (const [name, { description, ...schema }] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: "query", required: (object.required ?? []).includes(name), ...(description ? { description } : {}), schema, ...recordedValue(op, "query", name, schema) });
    }
  }
  if (op.intentHeader) {
    list.push({ name: "X-Intent", in: "header", required: true, description: "The intent identifier", schema: { type: "string", pattern: `^\\s*${INTENT_ID.source.slice(1, -1)}\\s*$` }, ...recordedValue(op, "headers", "x-intent") });
  }
  if (takesIdempotencyKey(op)) {
    list.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description:
        "Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused.",
      schema: { type: "string", pattern: "^[!-~]{1,255}$" },
    });
  }
  return list;
}

function requestBody(op: Operation) {
  if (!op.body) return undefined;
  const content: Record<string, { schema: object; examples?: object }> = {};
  const sent = (text: boolean) => recordedOf(op).filter(([, example]) => example.request !== undefined && (typeof example.request === "string") === text);
  const withExamples = (schema: object, list: Array<[string, RecordedExample]>) => ({ schema, ...(list.length > 0 ? { examples: examplesOf(list.map(([name, example]) => [name, example.request])) } : {}) });
  if (op.body.json) content["application/json"] = withExamples(jsonSchema(op.body.json, "input"), sent(false));
  if (op.body.jose) content["application/jose"] = withExamples(jsonSchema(op.body.jose, "input"), sent(true));
  if (Object.keys(content).length === 0) return undefined; // a POST without a body
  return { required: !op.body.optional, content };
}

const NO_BODY = "Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).";
/** What a POST or DELETE that takes no body declares: nothing, or `{}` (which common clients send by default). */
const EMPTY_BODY = { required: false, content: { "application/json": { schema: { type: "object", maxProperties: 0, description: "Nothing, or {}" } } } };
const REPLAYED = {
  "Idempotent-Replayed": {
    description: "true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer)",
    schema: { type: "string", const: "true" },
  },
};

/** The document's tags: each operation's resource, in the order a reader meets them. */
const TAGS = [
  { name: "Payment intents", description: "Create an intent of a payment type, query its status, initialize an ec_remote charge by phone, send a card_present transaction, cancel." },
  { name: "Refunds", description: "Give back all or part of an authorized payment, and list an intent's refunds." },
  { name: "Books", description: "Keep a copy of the payments without webhooks: the event feed, the totals of a range and the intents created in it." },
  { name: "Webhooks", description: "Endpoints that receive signed events (Standard Webhooks), their deliveries, redelivery and recovery, samples." },
  { name: "Sandbox", description: "Move an intent or settle a refund by hand (sandbox mode only: 403 sandbox_disabled in live mode)." },
  { name: "Admin", description: "Merchants and their API keys (the ADMIN_API_TOKEN bearer token)." },
  { name: "Operations", description: "Liveness and readiness for a load balancer or an orchestrator." },
] as const;

function tagOf(op: Operation): (typeof TAGS)[number]["name"] {
  if (op.path.startsWith("/admin/")) return "Admin";
  if (op.path.startsWith("/sandbox/")) return "Sandbox";
  if (op.auth === "none") return "Operations";
  if (/^\/(webhook-|deliveries\/)|\/deliveries$/.test(op.path)) return "Webhooks";
  if (/\/refunds?$/.test(op.path)) return "Refunds";
  if (op.budget === "books") return "Books";
  return "Payment intents";
}

const takesIdempotencyKey = (op: Operation) => op.method === "POST" && op.auth !== "none";

function operationObject(op: Operation) {
  const body = requestBody(op);
  const errors = [
    ...COMMON[op.auth],
    ...(body ? BODY_ERRORS : (["invalid_request"] as ErrorCode[])),
    ...(op.query ? (["invalid_request"] as ErrorCode[]) : []),
    ...(takesIdempotencyKey(op) ? (["invalid_request", "idempotency_key_reused"] as ErrorCode[]) : []),
    ...Object.keys(op.params ?? {}).map((name) => PARAM_NOT_FOUND[name] ?? "not_found"),
    ...(op.errors ?? []),
  ];
  const answered = (status: number): Array<[string, unknown]> => recordedOf(op).filter(([, example]) => example.status === status).map(([name, example]) => [name, example.answer]);
  const success = Object.fromEntries(
    op.responses.map((r) => {
      const headers = {
        ...Object.fromEntries(Object.entries(r.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: "string" } }])),
        ...(takesIdempotencyKey(op) ? REPLAYED : {}),
      };
      return [
        String(r.status),
        {
          description: r.description,
          ...(Object.keys(headers).length > 0 ? { headers } : {}),
          content: { "application/json": { schema: envelope([r.message], jsonSchema(r.data, "output")), examples: examplesOf(answered(r.status)) } },
        },
      ];
    }),
  );
  return {
    operationId: op.id,
    summary: OPERATION_DOCS[op.id]!.summary,
    description: [OPERATION_DOCS[op.id]!.description, ...(op.rules ? [`Rules across fields: ${op.rules.map((rule) => rule.says).join("; ")}.`] : []), ...(body ? [] : [NO_BODY])].join("\n\n"),
    ...(op.rules ? { "x-rules": op.rules.map(({ field, rule, of }) => ({ field, rule, of })) } : {}),
    tags: [tagOf(op)],
    security: op.auth === "apiKey" ? [{ ApiKey: [] }] : op.auth === "admin" ? [{ AdminToken: [] }] : [],
    parameters: parameters(op),
    ...(body ? { requestBody: body } : op.method !== "GET" ? { requestBody: EMPTY_BODY } : {}),
    responses: {
      ...success,
      ...errorResponses(errors),
      default: { description: "Any other error, in the same envelope", content: { "application/json": { schema: envelope(Object.keys(ERRORS), { $ref: "#/components/schemas/ErrorData" }) } } },
    },
  };
}

const WEBHOOK_HEADERS = [
  ["webhook-id", "The event's id (evt_…): the same on every attempt; deduplicate on it"],
  ["webhook-timestamp", "Unix seconds of this attempt"],
  ["webhook-signature", "v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)"],
  ["caja-sequence", "The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's"],
  ["caja-event-type", "intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled"],
  ["caja-event-time", "When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event"],
  ["caja-status-reason", "intent.status_changed only: why the intent failed or expired, when it did"],
  ["caja-test", "1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events"],
] as const;

/** `intent.status_changed` → `webhookIntentStatusChanged` */
const webhookOperationId = (type: string) => `webhook${type.split(/[._]/).map((word) => word[0]!.toUpperCase() + word.slice(1)).join("")}`;

function webhookItem(type: string, summary: string, body: Record<string, unknown>) {
  const recorded = API_EXAMPLES.webhooks[type];
  return {
    post: {
      operationId: webhookOperationId(type),
      summary,
      tags: ["Webhooks"],
      parameters: WEBHOOK_HEADERS.map(([name, description]) => ({
        name,
        in: "header",
        required: name !== "caja-status-reason" && name !== "caja-test",
        description,
        schema: { type: "string" },
        ...(name === "caja-test" ? { example: "1" } : recorded?.headers[name] !== undefined ? { example: recorded.headers[name] } : {}),
      })),
      requestBody: { required: true, content: { "application/json": { schema: body, ...(recorded ? { examples: examplesOf([[type, recorded.body]]) } : {}) } } },
      responses: { "2XX": { description: "Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried)" } },
    },
  };
}

/** The webhooks the service sends the merchant's endpoint, by event type. */
function webhooks() {
  const items: Record<string, object> = {
    "intent.status_changed": webhookItem("intent.status_changed", "An intent entered a status: the spec's body {intent, status, code}", jsonSchema(statusRecordSchema, "output")),
  };
  for (const type of REFUND_EVENT_TYPES) {
    items[type] = webhookItem(type, `A refund ${type === "refund.pending" ? "is pending (it settles later)" : type === "refund.succeeded" ? "succeeded" : "failed (nothing was given back)"}: {type, timestamp, data}`, {
      type: "object",
      required: ["type", "timestamp", "data"],
      properties: { type: { type: "string", const: type }, timestamp: { type: "string", format: "date-time" }, data: jsonSchema(refundFactsSchema, "output") },
    });
  }
  items[ENDPOINT_DISABLED] = webhookItem(ENDPOINT_DISABLED, WEBHOOK_EVENT_MEANING[ENDPOINT_DISABLED], {
    type: "object",
    required: ["type", "timestamp", "data"],
    properties: { type: { type: "string", const: ENDPOINT_DISABLED }, timestamp: { type: "string", format: "date-time" }, data: jsonSchema(endpointDisabledSchema, "output") },
  });
  for (const type of PAYOUT_EVENT_TYPES) {
    items[type] = webhookItem(type, WEBHOOK_EVENT_MEANING[type], {
      type: "object",
      required: ["type", "timestamp", "data"],
      properties: { type: { type: "string", const: type }, timestamp: { type: "string", format: "date-time" }, data: jsonSchema(payoutSchema, "output") },
    });
  }
  return items;
}

export type ApiServer = { url: string; description: string };

/**
 * The document's servers when it is served: the deployment that served it first, at the address the
 * client used (absolute, so a tool that downloaded the document calls the same place), then the
 * published sandbox and live base URLs, when configured and not the same.
 */
export function apiServers(served: { origin: string; mode: "sandbox" | "live" }, published: { sandbox?: string; live?: string } = {}): ApiServer[] {
  const list: ApiServer[] = [{ url: `${served.origin}/api`, description: `This deployment (${served.mode} mode)` }];
  for (const [mode, url] of [["sandbox", published.sandbox], ["live", published.live]] as const) {
    const trimmed = url?.replace(/\/+$/, "");
    if (trimmed && !list.some((server) => server.url === trimmed)) list.push({ url: trimmed, description: mode === "sandbox" ? "Sandbox: test keys (sk_sandbox_…), simulated issuer and bank" : "Live: real payments (sk_live_…)" });
  }
  return list;
}

/**
 * The document; `servers` are where the API is reached (default: relative `/api`, which a client
 * resolves against wherever it fetched the document; the served document lists absolute ones).
 */
export function buildOpenApi(servers: ApiServer[] = [{ url: "/api", description: "The deployment that served this document" }]) {
  named = new Map();
  jsonSchema(errorDataSchema, "output");
  const paths: Record<string, Record<string, object>> = {};
  for (const op of OPERATIONS as readonly Operation[]) (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op);
  const sent = webhooks();
  const schemas = Object.fromEntries([...named].sort(([a], [b]) => a.localeCompare(b)).map(([name, text]) => [name, JSON.parse(text) as object]));
  for (const [name, schema] of Object.entries(schemas)) describeFields(schema, name);
  describeFields(paths);
  describeFields(sent);
  return {
    openapi: "3.1.0",
    info: {
      title: "Caja payment intent API",
      version: "1.0.0",
      summary: "Payment intents for Mexican shops: card present, CoDi-style QR and e-commerce by phone, with signed webhooks, an event feed and refunds.",
      contact: { name: "Caja API support: the operator of the deployment that served this document" },
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      description:
        "Payment intents of three types (card_present, qr_present, ec_remote). Every answer is the envelope {code, message, data}; on errors the HTTP status equals code. " +
        `Status names are exact, misspellings included: ${ALL_STATUSES.join(", ")}. ` +
        "Amounts are JSON numbers with at most two decimals as written (142.83 yes, 142.835 no): the document states that in words, not as multipleOf 0.01, which standard validators evaluate in binary floating point and fail on valid amounts such as 0.07. " +
        "Text lengths count Unicode code points after surrounding white space is trimmed, as JSON Schema counts characters: an emoji is 1, a family emoji joined by ZWJ is 5, an e with a combining accent is 2; the server and the document's patterns (u flag) count alike. " +
        "An operation without a request body takes none or an empty JSON object ({}); anything else is 400 invalid_request, field (body). " +
        "Every operation refuses a query parameter it does not take (400 naming it). " +
        `Every date-time it takes is ${INSTANT_RANGE_RULE} (x-minimum and x-maximum state it on each such field); outside that, 400 naming the field. ` +
        "A POST that takes an Idempotency-Key answers a replayed answer with the header Idempotent-Replayed: true.",
    },
    servers,
    tags: TAGS,
    security: [{ ApiKey: [] }],
    components: {
      securitySchemes: {
        ApiKey: { type: "apiKey", in: "header", name: "X-Api-Key", description: "A merchant's API key (sk_sandbox_… or sk_live_…), issued by the admin API and shown once; every operation but the admin API's and the probes takes one." },
        AdminToken: { type: "http", scheme: "bearer", description: "The service's ADMIN_API_TOKEN, for the admin API (merchants and their keys)." },
      },
      schemas,
    },
    paths,
    webhooks: sent,
  };
}
