import type { z } from "zod";
import type { ErrorCode } from "../errors";
import { compactJweSchema, transactionJsonSchema } from "./card-fields";
import { EVENT_ID, INTENT_ID, PAYOUT_ID, REFUND_ID, WEBHOOK_ENDPOINT_ID } from "./ids";
import {
  advanceSchema,
  balanceTransactionsQuerySchema,
  cancelIntentSchema,
  payoutAccountChangeSchema,
  payoutsQuerySchema,
  pricingChangeSchema,
  runPayoutsSchema,
  settlePayoutSchema,
  createIntentSchema,
  createMerchantSchema,
  createWebhookEndpointSchema,
  recoverWebhookEndpointSchema,
  endpointDeliveriesQuerySchema,
  testWebhookEndpointSchema,
  testWebhookUrlSchema,
  endpointPatchSchema,
  feedQuerySchema,
  initSchema,
  intentListQuerySchema,
  redeliverSinceSchema,
  refundRequestSchema,
  rotateSecretSchema,
  settleRefundSchema,
  totalsQuerySchema,
  updateMerchantSchema,
  webhookEndpointChangeSchema,
  wholeListQuerySchema,
} from "./requests";
import {
  balanceSchema,
  balanceTransactionListSchema,
  payoutAccountSchema,
  payoutDetailSchema,
  payoutListSchema,
  payoutSchema,
  pricingSchema,
  createdMerchantSchema,
  createdSchema,
  createdWebhookEndpointSchema,
  recoveredSchema,
  webhookTestSchema,
  webhookUrlTestSchema,
  endpointDeliveriesSchema,
  declinedSchema,
  deliveriesSchema,
  detailSchema,
  emptySchema,
  endpointSchema,
  feedSchema,
  healthSchema,
  readySchema,
  intentListSchema,
  issuedKeySchema,
  merchantsSchema,
  redeliveredEventSchema,
  redeliveredSinceSchema,
  refundListSchema,
  refundSchema,
  rotatedSecretSchema,
  statusRecordSchema,
  totalsSchema,
  updatedMerchantSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from "./responses";

/**
 * Every operation of the payment intent API, once: the service's router is built from this table
 * (a path, a method, a handler by `id`), and so is the OpenAPI document. Paths are relative to
 * `/api` and written as in OpenAPI (`{intent}`).
 */
export type Operation = {
  id: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  summary: string;
  /** `apiKey`: X-Api-Key of a merchant; `admin`: Authorization: Bearer <ADMIN_API_TOKEN>; `none`: public. */
  auth: "apiKey" | "admin" | "none";
  /** Path parameters and the pattern a real one has (anything else is simply not found). */
  params?: Record<string, RegExp>;
  /** The X-Intent header names the intent (required). */
  intentHeader?: boolean;
  /**
   * Query parameters: an object schema of the URL's parameters (strings, parsed and coerced by it).
   * A parameter it does not name, or one given twice, is refused. Without it, the query is ignored.
   */
  query?: z.ZodObject;
  /**
   * Whose rate limit a request spends: the merchant's (unset), or the books' own budget
   * (FEED_RATE_LIMIT_PER_SECOND): reading the feed, the totals and the list, so a busy point of sale
   * never spends what a dashboard needs to keep its copy of the payments.
   */
  budget?: "books";
  /** The request body: its schema per media type; `optional` = may be empty (then no content type is needed). */
  body?: { json?: z.ZodType; jose?: z.ZodType; optional?: boolean };
  /** Success answers: HTTP status, the envelope's message, the schema of `data`. */
  responses: Array<{ status: number; message: string; data: z.ZodType; description: string; headers?: Record<string, string> }>;
  /** Error messages this operation answers besides the common ones of its kind. */
  errors?: ErrorCode[];
  /**
   * Rules between fields that JSON Schema cannot state (each is also checked by the server): the
   * document writes them in the operation's description and, for tools, as `x-rules`.
   */
  rules?: CrossFieldRule[];
};

/**
 * `field` must be `rule` (after: a later instant; same_pan: track 2's card number; same_card_data:
 * the JWE's plaintext; less_than: a smaller number; at_most: no more than; sum_equals: add up to;
 * required_with: present once the other is) `of` another.
 */
export type CrossFieldRule = { field: string; rule: "after" | "same_pan" | "same_card_data" | "less_than" | "at_most" | "sum_equals" | "required_with"; of: string; says: string };

const TO_AFTER_FROM: CrossFieldRule = { field: "to", rule: "after", of: "from", says: "to must be a later instant than from (400 invalid_request, field to)" };

/**
 * What a path parameter that names nothing answers (404): a malformed one and one that exists
 * nowhere alike. The document lists it for every operation that takes the parameter.
 */
export const PARAM_NOT_FOUND: Record<string, ErrorCode> = {
  intent: "intent_not_found",
  event: "event_not_found",
  refund: "refund_not_found",
  payout: "payout_not_found",
  merchant: "merchant_not_found",
  key: "api_key_not_found",
  endpoint: "webhook_endpoint_not_found",
};

const intentParam = { intent: INTENT_ID };
const endpointParam = { endpoint: WEBHOOK_ENDPOINT_ID };

export const OPERATIONS = [
  {
    id: "createIntent",
    method: "POST",
    path: "/payment/intent",
    summary: "Create a payment intent",
    auth: "apiKey",
    body: { json: createIntentSchema },
    responses: [{ status: 200, message: "intent_success", data: createdSchema, description: "Created: its id, and the QR (qr_present) or the transaction keys (card_present)" }],
    // the item tax extension (docs/api-reference.md, "Item tax data (extension)"); lib/contract/ticket-lines.ts adds the lines up
    rules: [
      {
        field: "data.items[].discount",
        rule: "at_most",
        of: "data.items[].price, data.items[].qty, data.items[].quantity",
        says: "an item's discount is at most its gross, price × quantity (qty, or 1) rounded half up to the cent (400 invalid_request, field data.items[N].discount)",
      },
      {
        field: "data.items[].price, data.items[].iva",
        rule: "required_with",
        of: "data.items[].iva",
        says: "once any item carries iva, every item carries price and iva (400 invalid_request, field data.items[N].price or data.items[N].iva: is required when any item carries iva)",
      },
      {
        field: "data.items",
        rule: "sum_equals",
        of: "amount, data.tip",
        says:
          "once any item carries iva, the items' totals (each price × quantity rounded half up to the cent, less its discount) plus data.tip add up to amount exactly (400 invalid_request, field data.items: \"the lines add up to 118.00 and the tip to 0.00, not the amount 120.00\"); without iva on any item the items are not added up",
      },
      { field: "data.tip", rule: "less_than", of: "amount", says: "data.tip is less than amount (400 invalid_request, field data.tip)" },
    ],
  },
  {
    id: "getIntentStatus",
    method: "GET",
    path: "/payment/{intent}/status",
    summary: "Query the status of an intent",
    auth: "apiKey",
    params: intentParam,
    responses: [
      {
        status: 200,
        message: "check_success",
        data: statusRecordSchema,
        description: "The status record",
        headers: { "X-Status-Reason": "why the intent failed or expired, when it did" },
      },
    ],
    errors: ["intent_not_found"],
  },
  {
    id: "listEvents",
    method: "GET",
    path: "/payment/events",
    summary: "The merchant's event feed: every status any intent entered, oldest first, each with the intent's fields (for keeping a copy without webhooks)",
    auth: "apiKey",
    budget: "books",
    query: feedQuerySchema,
    responses: [{ status: 200, message: "events_success", data: feedSchema, description: "A page of events, the cursor after it, and whether more follow now" }],
    errors: ["cursor_unknown"],
  },
  {
    id: "getTotals",
    method: "GET",
    path: "/payment/totals",
    summary: "How many payments were created in a range and what they add up to, by status group, from the service's own tables",
    auth: "apiKey",
    budget: "books",
    query: totalsQuerySchema,
    responses: [{ status: 200, message: "totals_success", data: totalsSchema, description: "The range's totals" }],
    rules: [TO_AFTER_FROM],
  },
  {
    id: "listIntents",
    method: "GET",
    path: "/payment/intents",
    summary: "The intents created in a range, by creation time, with their amount and current status",
    auth: "apiKey",
    budget: "books",
    query: intentListQuerySchema,
    responses: [{ status: 200, message: "intents_success", data: intentListSchema, description: "A page of intents, oldest first" }],
    rules: [TO_AFTER_FROM],
  },
  {
    id: "getIntentDetail",
    method: "GET",
    path: "/payment/{intent}",
    summary: "An intent's fields and every status it entered (extension)",
    auth: "apiKey",
    params: intentParam,
    responses: [{ status: 200, message: "detail_success", data: detailSchema, description: "The intent, history oldest first" }],
    errors: ["intent_not_found"],
  },
  {
    id: "initEcPayment",
    method: "POST",
    path: "/payment/init",
    summary: "Initialize an ec_remote intent for a cardholder's phone",
    auth: "apiKey",
    intentHeader: true,
    body: { json: initSchema },
    responses: [{ status: 200, message: "ec_inited", data: emptySchema, description: "Initialized (status ec_inited)" }],
    errors: ["intent_not_found", "payment_type_not_allowed", "intent_already_initialized", "intent_final", "intent_state_changed"],
  },
  {
    id: "submitCardTransaction",
    method: "POST",
    path: "/payment/transaction",
    summary: "Submit a card_present transaction (JSON form, or one compact JWE as application/jose)",
    auth: "apiKey",
    intentHeader: true,
    body: { json: transactionJsonSchema, jose: compactJweSchema },
    responses: [
      { status: 200, message: "txn_success", data: emptySchema, description: "Approved (status cp_authorized)" },
      { status: 402, message: "txn_declined", data: declinedSchema, description: "Declined by the issuer (status cp_error_x)" },
      { status: 504, message: "issuer_timeout", data: emptySchema, description: "The issuer did not answer in time (status cp_error_x, reason issuer_timeout)" },
    ],
    errors: [
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
    ],
    rules: [
      { field: "track2", rule: "same_pan", of: "card", says: "track 2's card number equals card (400 invalid_request, field track2)" },
      { field: "JWE", rule: "same_card_data", of: "card, nip, track2", says: "the JWE's plaintext {card, nip, track2} equals the body's three fields (422 jwe_payload_mismatch)" },
    ],
  },
  {
    id: "cancelIntent",
    method: "POST",
    path: "/payment/{intent}/cancel",
    summary: "Cancel an intent before authorization started: its family's expired status, reason canceled (extension)",
    auth: "apiKey",
    params: intentParam,
    body: { json: cancelIntentSchema, optional: true },
    responses: [
      {
        status: 200,
        message: "cancel_success",
        data: statusRecordSchema,
        description: "Canceled (or already canceled): the status record, qr_expired, ec_expired or cp_expired",
        headers: { "X-Status-Reason": "canceled (the reason of the expired status)" },
      },
    ],
    errors: ["intent_not_found", "authorization_in_progress", "intent_final", "intent_state_changed"],
  },
  {
    id: "createRefund",
    method: "POST",
    path: "/payment/{intent}/refund",
    summary: "Give back all or part of an authorized intent: several partial refunds up to its amount (extension)",
    auth: "apiKey",
    params: intentParam,
    body: { json: refundRequestSchema, optional: true },
    responses: [
      {
        status: 200,
        message: "refund_success",
        data: refundSchema,
        description:
          "The refund and its first status: refund_succeeded, refund_pending (settles later, announced by a refund.succeeded or refund.failed webhook) or refund_failed (nothing given back); refunded and remaining are the intent's after it",
      },
    ],
    errors: ["intent_not_found", "intent_not_refundable", "refund_exceeds_remaining"],
  },
  {
    id: "listRefunds",
    method: "GET",
    path: "/payment/{intent}/refunds",
    summary: "An intent's refunds, oldest first, with its refunded total and what remains (extension)",
    auth: "apiKey",
    params: intentParam,
    query: wholeListQuerySchema,
    responses: [{ status: 200, message: "refunds_success", data: refundListSchema, description: "The refunds as they stand now" }],
    errors: ["intent_not_found"],
  },
  {
    id: "listDeliveries",
    method: "GET",
    path: "/payment/{intent}/deliveries",
    summary: "The intent's webhook events and every delivery attempt",
    auth: "apiKey",
    params: intentParam,
    query: wholeListQuerySchema,
    responses: [{ status: 200, message: "deliveries_success", data: deliveriesSchema, description: "Events in sequence order" }],
    errors: ["intent_not_found"],
  },
  {
    id: "redeliverEvent",
    method: "POST",
    path: "/deliveries/{event}/redeliver",
    summary: "Deliver one webhook event again (same webhook-id, fresh retry schedule)",
    auth: "apiKey",
    params: { event: EVENT_ID },
    responses: [{ status: 200, message: "redeliver_success", data: redeliveredEventSchema, description: "Queued" }],
    errors: ["event_not_found"],
  },
  {
    id: "redeliverFailedEvents",
    method: "POST",
    path: "/deliveries/redeliver",
    summary: "Deliver again every event given up on (failed) since a time",
    auth: "apiKey",
    body: { json: redeliverSinceSchema },
    responses: [{ status: 200, message: "redeliver_success", data: redeliveredSinceSchema, description: "Queued" }],
  },
  {
    id: "getWebhookEndpoint",
    method: "GET",
    path: "/webhook-endpoint",
    summary: "The merchant's webhook endpoint: URL, enabled or why not, backlog, secrets in force",
    auth: "apiKey",
    responses: [{ status: 200, message: "endpoint_success", data: endpointSchema, description: "The endpoint" }],
  },
  {
    id: "updateWebhookEndpoint",
    method: "PATCH",
    path: "/webhook-endpoint",
    summary: "Change the webhook URL and/or re-enable deliveries",
    auth: "apiKey",
    body: { json: endpointPatchSchema },
    responses: [{ status: 200, message: "endpoint_success", data: endpointSchema, description: "The endpoint" }],
  },
  {
    id: "rotateWebhookSecret",
    method: "POST",
    path: "/webhook-endpoint/rotate-secret",
    summary: "A new signing secret (shown once); the old one keeps signing during the overlap",
    auth: "apiKey",
    body: { json: rotateSecretSchema, optional: true },
    responses: [{ status: 200, message: "secret_rotated", data: rotatedSecretSchema, description: "Rotated" }],
  },
  {
    id: "listWebhookEndpoints",
    method: "GET",
    path: "/webhook-endpoints",
    summary: "The merchant's webhook endpoints (the first one first): URL, event types, state, backlog, secrets in force",
    auth: "apiKey",
    responses: [{ status: 200, message: "endpoints_success", data: webhookEndpointListSchema, description: "Every endpoint" }],
  },
  {
    id: "createWebhookEndpoint",
    method: "POST",
    path: "/webhook-endpoints",
    summary: "Add a webhook endpoint (at most 16): its URL, the event types it receives, its own signing secret (answered once)",
    auth: "apiKey",
    body: { json: createWebhookEndpointSchema },
    responses: [{ status: 200, message: "endpoint_created", data: createdWebhookEndpointSchema, description: "Created; it receives the events that happen from now on" }],
    errors: ["webhook_endpoint_limit"],
  },
  {
    id: "getWebhookEndpointById",
    method: "GET",
    path: "/webhook-endpoints/{endpoint}",
    summary: "One webhook endpoint",
    auth: "apiKey",
    params: endpointParam,
    responses: [{ status: 200, message: "endpoint_success", data: webhookEndpointSchema, description: "The endpoint" }],
    errors: ["webhook_endpoint_not_found"],
  },
  {
    id: "changeWebhookEndpoint",
    method: "PATCH",
    path: "/webhook-endpoints/{endpoint}",
    summary: "Change an endpoint's URL, event types or description, disable it (its events wait) or enable it (deliveries resume where they stopped)",
    auth: "apiKey",
    params: endpointParam,
    body: { json: webhookEndpointChangeSchema },
    responses: [{ status: 200, message: "endpoint_success", data: webhookEndpointSchema, description: "The endpoint as changed" }],
    errors: ["webhook_endpoint_not_found"],
  },
  {
    id: "deleteWebhookEndpoint",
    method: "DELETE",
    path: "/webhook-endpoints/{endpoint}",
    summary: "Delete an endpoint with its secrets, queue and delivery log (not the first endpoint)",
    auth: "apiKey",
    params: endpointParam,
    responses: [{ status: 200, message: "endpoint_deleted", data: emptySchema, description: "Deleted" }],
    errors: ["webhook_endpoint_not_found", "webhook_endpoint_primary"],
  },
  {
    id: "rotateWebhookEndpointSecret",
    method: "POST",
    path: "/webhook-endpoints/{endpoint}/rotate-secret",
    summary: "A new signing secret for this endpoint (shown once); its old one keeps signing during the overlap",
    auth: "apiKey",
    params: endpointParam,
    body: { json: rotateSecretSchema, optional: true },
    responses: [{ status: 200, message: "secret_rotated", data: rotatedSecretSchema, description: "Rotated" }],
    errors: ["webhook_endpoint_not_found"],
  },
  {
    id: "testWebhookEndpoint",
    method: "POST",
    path: "/webhook-endpoints/{endpoint}/test",
    summary: "Send a signed sample event of a type to the endpoint now, and answer what its receiver did (status, latency, headers, the first 2 KB) or why it could not be reached",
    auth: "apiKey",
    params: endpointParam,
    body: { json: testWebhookEndpointSchema, optional: true },
    responses: [{ status: 200, message: "test_sent", data: webhookTestSchema, description: "What happened (a receiver's error is still a 200 here: the test ran)" }],
    errors: ["webhook_endpoint_not_found"],
  },
  {
    id: "testWebhookUrl",
    method: "POST",
    path: "/webhook-tests",
    summary: "Send a signed sample event to a URL that is no endpoint yet (a check before saving it), signed with a secret made for this test, and answer what its receiver did",
    auth: "apiKey",
    body: { json: testWebhookUrlSchema },
    responses: [{ status: 200, message: "test_sent", data: webhookUrlTestSchema, description: "What happened, and the test's secret (a receiver's error is still a 200 here: the test ran)" }],
  },
  {
    id: "listEndpointDeliveries",
    method: "GET",
    path: "/webhook-endpoints/{endpoint}/deliveries",
    summary: "An endpoint's last 24 hours at a glance and its delivery log, newest first, filtered by state, event type or intent",
    auth: "apiKey",
    params: endpointParam,
    query: endpointDeliveriesQuerySchema,
    responses: [{ status: 200, message: "deliveries_success", data: endpointDeliveriesSchema, description: "The summary and a page of the log" }],
    errors: ["webhook_endpoint_not_found"],
  },
  {
    id: "recoverWebhookEndpoint",
    method: "POST",
    path: "/webhook-endpoints/{endpoint}/recover",
    summary: "Send again every event of a window that this endpoint did not receive successfully, in order per intent",
    auth: "apiKey",
    params: endpointParam,
    body: { json: recoverWebhookEndpointSchema },
    responses: [{ status: 200, message: "recover_queued", data: recoveredSchema, description: "How many were queued" }],
    errors: ["webhook_endpoint_not_found"],
    rules: [{ field: "until", rule: "after", of: "since", says: "until must be a later instant than since (400 invalid_request, field until)" }],
  },
  {
    id: "getBalance",
    method: "GET",
    path: "/balance",
    summary: "The balance: available, pending, and the next payout",
    auth: "apiKey",
    budget: "books",
    responses: [{ status: 200, message: "balance_success", data: balanceSchema, description: "The merchant's balance now" }],
  },
  {
    id: "listBalanceTransactions",
    method: "GET",
    path: "/balance/transactions",
    summary: "List balance transactions (the ledger), oldest first",
    auth: "apiKey",
    budget: "books",
    query: balanceTransactionsQuerySchema,
    responses: [{ status: 200, message: "balance_transactions_success", data: balanceTransactionListSchema, description: "A page of the ledger" }],
    rules: [TO_AFTER_FROM],
  },
  {
    id: "listPayouts",
    method: "GET",
    path: "/payouts",
    summary: "List payouts (depósitos), newest first",
    auth: "apiKey",
    budget: "books",
    query: payoutsQuerySchema,
    responses: [{ status: 200, message: "payouts_success", data: payoutListSchema, description: "A page of payouts" }],
  },
  {
    id: "getPayout",
    method: "GET",
    path: "/payouts/{payout}",
    summary: "A payout with the balance transactions it settled",
    auth: "apiKey",
    budget: "books",
    params: { payout: PAYOUT_ID },
    responses: [{ status: 200, message: "payout_success", data: payoutDetailSchema, description: "The payout and what it settled" }],
    errors: ["payout_not_found"],
  },
  {
    id: "getPayoutAccount",
    method: "GET",
    path: "/payout-account",
    summary: "Where payouts go (the CLABE masked)",
    auth: "apiKey",
    budget: "books",
    responses: [{ status: 200, message: "payout_account_success", data: payoutAccountSchema, description: "The bank account, or nulls when none is set" }],
  },
  {
    id: "setPayoutAccount",
    method: "PATCH",
    path: "/payout-account",
    summary: "Set the bank account payouts go to (a CLABE, checked)",
    auth: "apiKey",
    body: { json: payoutAccountChangeSchema },
    responses: [{ status: 200, message: "payout_account_updated", data: payoutAccountSchema, description: "The account from now on (masked)" }],
  },
  {
    id: "advanceIntent",
    method: "POST",
    path: "/sandbox/{intent}/advance",
    summary: "Sandbox: walk an intent to a status through every intermediate one",
    auth: "apiKey",
    params: intentParam,
    body: { json: advanceSchema },
    responses: [{ status: 200, message: "advance_success", data: statusRecordSchema, description: "The new status record" }],
    errors: ["sandbox_disabled", "intent_not_found", "transition_not_allowed", "intent_final", "intent_state_changed"],
  },
  {
    id: "settleRefund",
    method: "POST",
    path: "/sandbox/refunds/{refund}/settle",
    summary: "Sandbox: a pending refund (test amount ending in .14) succeeds or fails, as the processor would tell later",
    auth: "apiKey",
    params: { refund: REFUND_ID },
    body: { json: settleRefundSchema },
    responses: [{ status: 200, message: "refund_success", data: refundSchema, description: "The refund as it settled" }],
    errors: ["sandbox_disabled", "refund_not_found", "refund_not_pending"],
  },
  {
    id: "runPayouts",
    method: "POST",
    path: "/sandbox/payouts/run",
    summary: "Sandbox: run a business day's cut-off now (pay out what is available by then)",
    auth: "apiKey",
    body: { json: runPayoutsSchema, optional: true },
    responses: [{ status: 200, message: "payouts_success", data: payoutListSchema, description: "The payouts made now (none when nothing is due or the day's payout exists)" }],
    errors: ["sandbox_disabled", "payout_account_missing"],
  },
  {
    id: "settlePayout",
    method: "POST",
    path: "/sandbox/payouts/{payout}/settle",
    summary: "Sandbox: a pending payout is paid, fails or is canceled, as the bank would tell later",
    auth: "apiKey",
    params: { payout: PAYOUT_ID },
    body: { json: settlePayoutSchema },
    responses: [{ status: 200, message: "payout_success", data: payoutSchema, description: "The payout as it settled" }],
    errors: ["sandbox_disabled", "payout_not_found", "payout_not_pending"],
  },
  {
    id: "listMerchants",
    method: "GET",
    path: "/admin/merchants",
    summary: "List merchants",
    auth: "admin",
    query: wholeListQuerySchema,
    responses: [{ status: 200, message: "merchants_success", data: merchantsSchema, description: "Merchants with their key prefixes" }],
  },
  {
    id: "createMerchant",
    method: "POST",
    path: "/admin/merchants",
    summary: "Create a merchant (API key and webhook secret shown once)",
    auth: "admin",
    body: { json: createMerchantSchema },
    responses: [{ status: 200, message: "merchant_created", data: createdMerchantSchema, description: "Created" }],
  },
  {
    id: "updateMerchant",
    method: "PATCH",
    path: "/admin/merchants/{merchant}",
    summary: "Rename a merchant or set its webhook URL",
    auth: "admin",
    params: { merchant: /^[A-Za-z0-9_]{1,64}$/ },
    body: { json: updateMerchantSchema },
    responses: [{ status: 200, message: "merchant_updated", data: updatedMerchantSchema, description: "Updated" }],
    errors: ["merchant_not_found"],
  },
  {
    id: "issueApiKey",
    method: "POST",
    path: "/admin/merchants/{merchant}/keys",
    summary: "Issue another API key (shown once)",
    auth: "admin",
    params: { merchant: /^[A-Za-z0-9_]{1,64}$/ },
    responses: [{ status: 200, message: "api_key_issued", data: issuedKeySchema, description: "Issued" }],
    errors: ["merchant_not_found"],
  },
  {
    id: "revokeApiKey",
    method: "DELETE",
    path: "/admin/merchants/{merchant}/keys/{key}",
    summary: "Revoke an API key",
    auth: "admin",
    params: { merchant: /^[A-Za-z0-9_]{1,64}$/, key: /^[A-Za-z0-9_]{1,64}$/ },
    responses: [{ status: 200, message: "api_key_revoked", data: emptySchema, description: "Revoked (or already revoked)" }],
    errors: ["merchant_not_found", "api_key_not_found"],
  },
  {
    id: "getPricing",
    method: "GET",
    path: "/admin/merchants/{merchant}/pricing",
    summary: "A merchant's fees in force, per payment type",
    auth: "admin",
    params: { merchant: /^[A-Za-z0-9_]{1,64}$/ },
    responses: [{ status: 200, message: "pricing_success", data: pricingSchema, description: "The pricing in force now" }],
    errors: ["merchant_not_found"],
  },
  {
    id: "setPricing",
    method: "PATCH",
    path: "/admin/merchants/{merchant}/pricing",
    summary: "Set a merchant's fee for a payment type, for payments authorized from now on",
    auth: "admin",
    params: { merchant: /^[A-Za-z0-9_]{1,64}$/ },
    body: { json: pricingChangeSchema },
    responses: [{ status: 200, message: "pricing_updated", data: pricingSchema, description: "The pricing in force from now on" }],
    errors: ["merchant_not_found"],
  },
  {
    id: "checkHealth",
    method: "GET",
    path: "/health",
    summary: "Liveness and database readiness (no key needed)",
    auth: "none",
    responses: [{ status: 200, message: "ok", data: healthSchema, description: "Serving, database answering" }],
  },
  {
    id: "checkReadiness",
    method: "GET",
    path: "/ready",
    summary: "Readiness for a load balancer (no key needed): 503 not_ready while starting, migrating, stopping, or while the database does not answer",
    auth: "none",
    responses: [{ status: 200, message: "ok", data: readySchema, description: "Send requests here" }],
    errors: ["not_ready"],
  },
] as const satisfies readonly Operation[];

export type OperationId = (typeof OPERATIONS)[number]["id"];
