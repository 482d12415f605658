import { checkHealth } from "../../system/check-health";
import { checkReadiness } from "../../system/check-readiness";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/database-errors";
import { AppError } from "../../errors";
import { CANCELED_REASON } from "../../contract/statuses";
import { advanceIntent } from "../intents/advance-intent";
import { cancelIntent } from "../intents/cancel-intent";
import { submitCardTransaction, type TransactionOutcome } from "../card/submit-card-transaction";
import { createIntent } from "../intents/create-intent";
import { getTotals } from "../intents/get-totals";
import { listIntents } from "../intents/list-intents";
import { listEvents } from "../intents/list-events";
import { createRefund } from "../refunds/create-refund";
import { listRefunds } from "../refunds/list-refunds";
import { settleRefund } from "../refunds/settle-refund";
import { gatewayConfig, requireSandbox } from "../gateway-config";
import { getIntentDetail } from "../intents/get-intent-detail";
import { getIntentStatus } from "../intents/get-intent-status";
import { initEcPayment } from "../intents/init-ec-payment";
import { createMerchant } from "../merchants/create-merchant";
import { issueApiKey } from "../merchants/issue-api-key";
import { listMerchants } from "../merchants/list-merchants";
import { revokeApiKey } from "../merchants/revoke-api-key";
import { updateMerchant } from "../merchants/update-merchant";
import { getWebhookEndpoint } from "../webhooks/get-webhook-endpoint";
import { listDeliveries } from "../webhooks/list-deliveries";
import { redeliverEvent } from "../webhooks/redeliver-event";
import { redeliverFailedEvents } from "../webhooks/redeliver-failed-events";
import { rotateWebhookSecret } from "../webhooks/rotate-webhook-secret";
import { updateWebhookEndpoint } from "../webhooks/update-webhook-endpoint";
import { primaryEndpointId } from "../webhooks/primary-endpoint-id";
import { changeWebhookEndpoint } from "../webhooks/change-webhook-endpoint";
import { createWebhookEndpoint } from "../webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "../webhooks/delete-webhook-endpoint";
import { findWebhookEndpoint } from "../webhooks/find-webhook-endpoint";
import { listWebhookEndpoints } from "../webhooks/list-webhook-endpoints";
import { listEndpointDeliveries } from "../webhooks/list-endpoint-deliveries";
import { recoverWebhookEndpoint } from "../webhooks/recover-webhook-endpoint";
import { deliveryAddresses } from "../webhooks/delivery-addresses";
import { testWebhookEndpoint } from "../webhooks/test-webhook-endpoint";
import { testWebhookUrl } from "../webhooks/test-webhook-url";
import { getBalance } from "../balance/get-balance";
import { getPricing } from "../balance/get-pricing";
import { listBalanceTransactions } from "../balance/list-balance-transactions";
import { setPricing } from "../balance/set-pricing";
import { findPayout } from "../balance/find-payout";
import { getPayoutAccount } from "../balance/get-payout-account";
import { listPayouts } from "../balance/list-payouts";
import { runSandboxPayouts } from "../balance/run-sandbox-payouts";
import { setPayoutAccount } from "../balance/set-payout-account";
import { settlePayout } from "../balance/settle-payout";
import { findMerchant } from "../merchants/find-merchant";
import type { ApiSuccess, HandlerContext, Handlers } from "./router";

/** Both rotations (the first endpoint's, any endpoint's): the overlap asked for, or the configured one. */
function rotateSecretOf(endpointId: string, { merchant, input, atomically }: Pick<HandlerContext<"rotateWebhookSecret">, "merchant" | "input" | "atomically">) {
  const { env, masterKey } = gatewayConfig();
  return atomically(async (tx) => ({
    message: "secret_rotated",
    data: await rotateWebhookSecret(tx, masterKey, merchant, endpointId, input?.overlapSeconds ?? env.WEBHOOK_SECRET_OVERLAP_SECONDS),
  }));
}

const OUTCOMES: Record<TransactionOutcome["outcome"], (o: TransactionOutcome) => ApiSuccess> = {
  approved: () => ({ message: "txn_success", data: {} }),
  declined: (o) => ({ code: 402, message: "txn_declined", data: { reason: "reason" in o ? o.reason : "" } }),
  timeout: () => ({ code: 504, message: "issuer_timeout", data: {} }),
};

/**
 * The service API's entry points, one per operation of the contract (lib/contract/operations.ts):
 * the router has authenticated, read and parsed the request; each calls one domain function and
 * shapes its answer. State changes go through `atomically` (the Idempotency-Key's unit of work).
 */
export const HANDLERS: Handlers = {
  createIntent: ({ input, merchant, atomically }) => atomically(async (tx) => ({ message: "intent_success", data: await createIntent(tx, merchant, input) })),

  getIntentStatus: async ({ store, merchant, params }) => {
    const { record, reason } = await getIntentStatus(store, merchant, params.intent!);
    return { message: "check_success", data: record, headers: reason ? { "x-status-reason": reason } : undefined };
  },

  listEvents: async ({ store, merchant, query }) => ({ message: "events_success", data: await listEvents(store, merchant, query) }),

  getTotals: async ({ store, merchant, query }) => ({ message: "totals_success", data: await getTotals(store, merchant, query) }),

  listIntents: async ({ store, merchant, query }) => ({ message: "intents_success", data: await listIntents(store, merchant, query) }),

  getIntentDetail: async ({ store, merchant, params }) => ({ message: "detail_success", data: await getIntentDetail(store, merchant, params.intent!) }),

  initEcPayment: ({ input, merchant, intent, atomically }) =>
    atomically(async (tx) => {
      await initEcPayment(tx, merchant, intent, input.phone);
      return { message: "ec_inited", data: {} };
    }),

  // The issuer is asked between two commits (cp_progress, then the outcome), never inside a transaction.
  submitCardTransaction: ({ store, merchant, intent, input, mediaType, atomically }) =>
    submitCardTransaction(
      store,
      merchant,
      intent,
      mediaType === "application/jose" ? { form: "compact", jwe: input as string } : { form: "json", body: input as Exclude<typeof input, string> },
      (work) => atomically(work),
      (outcome) => OUTCOMES[outcome.outcome](outcome),
    ),

  cancelIntent: ({ merchant, params, atomically }) =>
    atomically(async (tx) => ({
      message: "cancel_success",
      data: await cancelIntent(tx, merchant, params.intent!),
      headers: { "x-status-reason": CANCELED_REASON },
    })),

  createRefund: ({ merchant, params, input, atomically }) =>
    atomically(async (tx) => ({ message: "refund_success", data: await createRefund(tx, merchant, params.intent!, input ?? {}) })),

  listRefunds: async ({ store, merchant, params, query }) => ({ message: "refunds_success", data: await listRefunds(store, merchant, params.intent!, query) }),

  // `events`: the list's name before the list convention, kept beside `data` (deprecated)
  listDeliveries: async ({ store, merchant, params, query }) => {
    const page = await listDeliveries(store, merchant, params.intent!, query);
    return { message: "deliveries_success", data: { ...page, events: page.data } };
  },

  redeliverEvent: ({ merchant, params, atomically }) => atomically(async (tx) => ({ message: "redeliver_success", data: await redeliverEvent(tx, merchant, params.event!) })),

  redeliverFailedEvents: ({ merchant, input, atomically }) =>
    atomically(async (tx) => ({ message: "redeliver_success", data: await redeliverFailedEvents(tx, merchant, input.since) })),

  getWebhookEndpoint: async ({ store, merchant }) => ({ message: "endpoint_success", data: await getWebhookEndpoint(store, merchant) }),

  updateWebhookEndpoint: async ({ store, merchant, input }) => {
    await updateWebhookEndpoint(store, merchant, { url: input.url, enable: input.enabled });
    return { message: "endpoint_success", data: await getWebhookEndpoint(store, merchant) };
  },

  rotateWebhookSecret: (ctx) => rotateSecretOf(primaryEndpointId(ctx.merchant.id), ctx),

  // At most 16: one page. `endpoints`: the list's name before the list convention (deprecated).
  listWebhookEndpoints: async ({ store, merchant }) => {
    const endpoints = await listWebhookEndpoints(store, merchant.id);
    return { message: "endpoints_success", data: { data: endpoints, has_more: false, next: null, endpoints } };
  },

  createWebhookEndpoint: ({ merchant, input, atomically }) =>
    atomically(async (tx) => ({ message: "endpoint_created", data: await createWebhookEndpoint(tx, gatewayConfig().masterKey, merchant, input) })),

  getWebhookEndpointById: async ({ store, merchant, params }) => ({ message: "endpoint_success", data: await findWebhookEndpoint(store, merchant, params.endpoint!) }),

  changeWebhookEndpoint: ({ merchant, params, input, atomically }) =>
    atomically(async (tx) => ({ message: "endpoint_success", data: await changeWebhookEndpoint(tx, merchant, params.endpoint!, input) })),

  deleteWebhookEndpoint: async ({ store, merchant, params }) => {
    await deleteWebhookEndpoint(store, merchant, params.endpoint!);
    return { message: "endpoint_deleted", data: {} };
  },

  rotateWebhookEndpointSecret: (ctx) => rotateSecretOf(ctx.params.endpoint!, ctx),

  // The receiver is called first, outside any transaction; only the answer is kept (Idempotency-Key).
  testWebhookEndpoint: async ({ store, merchant, params, input, atomically }) => {
    const { env, masterKey } = gatewayConfig();
    const config = { masterKey, timeoutMs: env.WEBHOOK_TIMEOUT_MS, addresses: deliveryAddresses() };
    const data = await testWebhookEndpoint(store, config, merchant, params.endpoint!, input?.type ?? "intent.status_changed");
    return atomically(async () => ({ message: "test_sent", data }));
  },

  // Like the endpoint's test: the receiver first, outside any transaction; the answer kept under an Idempotency-Key.
  testWebhookUrl: async ({ input, atomically }) => {
    const data = await testWebhookUrl({ timeoutMs: gatewayConfig().env.WEBHOOK_TIMEOUT_MS, addresses: deliveryAddresses() }, input.url, input.type ?? "intent.status_changed");
    return atomically(async () => ({ message: "test_sent", data }));
  },

  listEndpointDeliveries: async ({ store, merchant, params, query }) => ({
    message: "deliveries_success",
    data: await listEndpointDeliveries(store, merchant, params.endpoint!, query),
  }),

  recoverWebhookEndpoint: ({ merchant, params, input, atomically }) =>
    atomically(async (tx) => ({ message: "recover_queued", data: await recoverWebhookEndpoint(tx, merchant, params.endpoint!, input) })),

  advanceIntent: ({ merchant, params, input, atomically }) => {
    requireSandbox();
    return atomically(async (tx) => ({ message: "advance_success", data: await advanceIntent(tx, merchant, params.intent!, input.to, input.reason) }));
  },

  getBalance: async ({ store, merchant }) => ({ message: "balance_success", data: await getBalance(store, merchant.id, gatewayConfig().calendar) }),

  listBalanceTransactions: async ({ store, merchant, query }) => ({ message: "balance_transactions_success", data: await listBalanceTransactions(store, merchant.id, query) }),

  listPayouts: async ({ store, merchant, query }) => ({ message: "payouts_success", data: await listPayouts(store, merchant.id, query) }),

  getPayout: async ({ store, merchant, params }) => ({ message: "payout_success", data: await findPayout(store, merchant.id, params.payout!) }),

  getPayoutAccount: async ({ store, merchant }) => ({ message: "payout_account_success", data: await getPayoutAccount(store, merchant.id) }),

  setPayoutAccount: ({ merchant, input, atomically }) =>
    atomically(async (tx) => ({ message: "payout_account_updated", data: await setPayoutAccount(tx, gatewayConfig().masterKey, merchant.id, input) })),

  // the simulated bank answers at once: with an Idempotency-Key, the cut-off and the bank's answer are one transaction
  runPayouts: ({ merchant, input, atomically }) => {
    requireSandbox();
    return atomically(async (tx) => ({ message: "payouts_success", data: await runSandboxPayouts(tx, merchant.id, input?.date) }));
  },

  settlePayout: ({ merchant, params, input, atomically }) => {
    requireSandbox();
    const outcome = input.outcome === "paid" ? { status: "paid" as const } : { status: input.outcome, failure: input.failure ?? (input.outcome === "failed" ? "account_closed" : "canceled_by_bank") };
    return atomically(async (tx) => ({ message: "payout_success", data: await settlePayout(tx, merchant.id, params.payout!, outcome) }));
  },

  getPricing: async ({ store, params }) => {
    await findMerchant(store, params.merchant!);
    return { message: "pricing_success", data: await getPricing(store, params.merchant!) };
  },

  setPricing: ({ params, input, atomically }) =>
    atomically(async (tx) => {
      await findMerchant(tx, params.merchant!);
      return { message: "pricing_updated", data: await setPricing(tx, params.merchant!, input) };
    }),

  settleRefund: ({ merchant, params, input, atomically }) => {
    requireSandbox();
    return atomically(async (tx) => ({ message: "refund_success", data: await settleRefund(tx, merchant, params.refund!, input.to) }));
  },

  // `merchants`: the list's name before the list convention, kept beside `data` (deprecated)
  listMerchants: async ({ store, query }) => {
    const page = await listMerchants(store, query);
    return { message: "merchants_success", data: { ...page, merchants: page.data } };
  },

  createMerchant: ({ input, atomically }) => atomically(async (tx) => ({ message: "merchant_created", data: await createMerchant(tx, input) })),

  // the merchant's row and its first endpoint's change together, or not at all
  updateMerchant: ({ store, params, input }) =>
    store.transaction(async (tx) => ({ message: "merchant_updated" as const, data: { merchant: await updateMerchant(tx, params.merchant!, input) } })),

  issueApiKey: ({ params, atomically }) => atomically(async (tx) => ({ message: "api_key_issued", data: await issueApiKey(tx, params.merchant!) })),

  revokeApiKey: async ({ store, params }) => {
    await revokeApiKey(store, params.merchant!, params.key!);
    return { message: "api_key_revoked", data: {} };
  },

  checkHealth: async () => {
    const { ok, ...data } = await checkHealth();
    if (!ok) throw new AppError("database_unavailable", data, { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) });
    return { message: "ok", data };
  },

  checkReadiness: async () => {
    const readiness = await checkReadiness();
    if (!readiness.ready) throw new AppError("not_ready", { reason: readiness.reason }, { "retry-after": "1" });
    return { message: "ok", data: readiness };
  },
};
