import { ERRORS, type ErrorCode } from "../errors";
import recorded from "./api-examples.json";

/**
 * The examples of the OpenAPI document. Those of the operations and webhooks are recorded from the
 * API itself (scripts/record-api-examples.ts writes api-examples.json); those of the errors are
 * made here from the error table, one per message, with the `data` that message carries.
 */
export type RecordedExample = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The body as sent: a JSON value, or the text of a non-JSON body (application/jose). */
  request?: unknown;
  status: number;
  answer: unknown;
};
export type ApiExamples = {
  /** operation id → example name (a payment type, an outcome, or the HTTP status) → the exchange */
  operations: Record<string, Record<string, RecordedExample>>;
  /** event type → what the receiver got */
  webhooks: Record<string, { headers: Record<string, string>; body: unknown }>;
};

export const API_EXAMPLES = recorded as ApiExamples;

/** What a recorded example shows instead of a secret the API answers once (keys, signing secrets). */
export const REDACTED = "<answered once: redacted from this example>";
/** The members whose values are such secrets, wherever they appear in an answer. */
const SECRET_MEMBERS = new Set(["signature", "encryption", "secret", "apiKey", "webhookSecret"]);

/** A copy of a recorded value with every secret member's string replaced by REDACTED. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([name, member]) => [name, SECRET_MEMBERS.has(name) && typeof member === "string" ? REDACTED : redactSecrets(member)]));
}

/** What an error's `data` holds, where it holds more than nothing. */
const ERROR_DATA: Partial<Record<ErrorCode, Record<string, unknown>>> = {
  invalid_request: { errors: [{ field: "amount", message: "must have at most 2 decimals" }] },
  invalid_json: { errors: [{ field: "(body)", message: "must be a well-formed JSON document" }] },
  rate_limited: { retryAfter: 1 },
  server_overloaded: { retryAfter: 1 },
  intent_final: { status: "qr_authorized" },
  authorization_in_progress: { status: "qr_progress" },
  transition_not_allowed: { status: "cp_progress" },
  jwt_claim_mismatch: { claim: "amount" },
};

/** The envelope of an error answer, as the server writes it. */
export function errorExample(code: ErrorCode) {
  return { code: ERRORS[code], message: code, data: ERROR_DATA[code] ?? {} };
}
