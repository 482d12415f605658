/**
 * The one error type of the app. Each code has a fixed HTTP status and a stable snake_case
 * message (the envelope's `message`): clients branch on them, so they never change meaning.
 */
export const ERRORS = {
  invalid_request: 400,
  invalid_json: 400,
  webhook_headers_missing: 400,
  api_key_missing: 401,
  api_key_invalid: 401,
  admin_token_invalid: 401,
  jwe_invalid: 401,
  webhook_signature_invalid: 401,
  webhook_timestamp_stale: 401,
  jwt_signature_invalid: 401,
  jwt_stale: 401,
  txn_declined: 402,
  forbidden: 403,
  not_found: 404,
  intent_not_found: 404,
  merchant_not_found: 404,
  api_key_not_found: 404,
  event_not_found: 404,
  refund_not_found: 404,
  payout_not_found: 404,
  till_not_found: 404,
  drawer_not_found: 404,
  webhook_endpoint_not_found: 404,
  invoice_not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  cursor_unknown: 410,
  payment_type_not_allowed: 409,
  intent_already_initialized: 409,
  intent_final: 409,
  authorization_in_progress: 409,
  transition_not_allowed: 409,
  intent_state_changed: 409,
  idempotency_key_reused: 409,
  jwt_replayed: 409,
  intent_not_refundable: 409,
  refund_exceeds_remaining: 409,
  refund_not_pending: 409,
  payout_not_pending: 409,
  payout_account_missing: 409,
  drawer_not_open: 409,
  drawer_already_open: 409,
  drawer_still_open: 409,
  drawer_cash_short: 409,
  drawer_close_unconfirmed: 409,
  webhook_endpoint_limit: 409,
  webhook_endpoint_primary: 409,
  invoicing_not_ready: 409,
  sale_not_invoiceable: 409,
  invoice_busy: 409,
  invoice_not_cancelable: 409,
  sandbox_disabled: 403,
  payload_too_large: 413,
  headers_too_large: 431,
  unsupported_media_type: 415,
  jwt_claim_mismatch: 422,
  jwe_payload_mismatch: 422,
  pac_refused: 422,
  rate_limited: 429,
  internal_error: 500,
  database_unavailable: 503,
  issuer_unavailable: 503,
  webhook_receiver_unconfigured: 503,
  server_overloaded: 503,
  not_ready: 503,
  payment_api_unavailable: 502,
  pac_unavailable: 503,
  issuer_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERRORS;
export type FieldError = { field: string; message: string };

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly data: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = "AppError";
    this.status = ERRORS[code];
  }

  static invalid(errors: FieldError[]): AppError {
    return new AppError("invalid_request", { errors });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
