/**
 * What the reference says of each operation: a short title (the OpenAPI `summary`, what a sidebar
 * shows) and a description a reader can act on (when to call it, what it changes, what it refuses).
 * Keyed by the operation table's ids: a test checks that every operation has one, and no other.
 */
export const OPERATION_DOCS: Record<string, { summary: string; description: string }> = {
  createIntent: {
    summary: "Create a payment intent",
    description:
      "Starts a payment of one of three types. `qr_present` answers the CoDi-style QR to show the payer (`qr`); `card_present` answers the intent's own keys to sign and encrypt its card transaction (`keys`: shown once, never stored in the clear); `ec_remote` answers the id only (initialize it with POST /payment/init). The intent starts in its type's created status (qr_created 100, cp_created 130, ec_created 109) and every status it enters afterwards is sent as a webhook and written to the event feed. Send an Idempotency-Key to retry safely.",
  },
  getIntentStatus: {
    summary: "Query an intent's status",
    description:
      "The spec's status record {intent, status, code} of any payment type, as the webhook sends it. After a failure or an expiry the header X-Status-Reason says why (for example issuer_timeout or canceled). Poll it when a webhook is late; the feed is cheaper for many intents.",
  },
  listEvents: {
    summary: "Read the event feed",
    description:
      "Every status any of the merchant's intents entered and every refund change, oldest first, each with the intent's fields: the way to keep a copy of the payments without webhooks, or to catch up after an outage. Keep `next` and read on with `after=next`; while `has_more` is true, read again at once. Spends the books' own rate budget, never the point of sale's.",
  },
  getTotals: {
    summary: "Add up a range",
    description:
      "How many payments were created in [from, to) and what they add up to, by status group (authorized, in progress, failed, expired, canceled), with the refunds asked for in the range and the net. Computed from the service's own tables: compare them with your copy to know that your books balance.",
  },
  listIntents: {
    summary: "List the intents of a range",
    description:
      "The intents created in [from, to), oldest first, each with its amount and current status: what to compare with your copy when the totals disagree. Page with `after=next` while `has_more` is true.",
  },
  getIntentDetail: {
    summary: "Retrieve an intent with its history",
    description:
      "An intent's fields (payment type, amount, branch, terminal, purchase data) and every status it entered, oldest first, with the reason of a failure or an expiry: what a support agent reads to answer \"what happened to this payment\".",
  },
  initEcPayment: {
    summary: "Initialize an ec_remote intent",
    description:
      "Sends an ec_remote charge to the cardholder's phone (10 digits; only its last 4 are kept) and moves the intent from ec_created to ec_inited (110). Allowed once, only for ec_remote and only from ec_created; the intent is named by the X-Intent header.",
  },
  submitCardTransaction: {
    summary: "Submit a card transaction",
    description:
      "The card_present transaction of the intent named by X-Intent, in one of two forms: JSON ({JWE, JWT, card, nip, track2}) or one compact JWE (application/jose) whose payload is the signed JWT. The JWT is signed (ES256) with the intent's keys.signature and the JWE encrypted (dir + A256GCM) with keys.encryption. The intent moves cp_created → cp_progress → cp_authorized (200), or cp_error_x: declined (402, data.reason) or no answer from the issuer (504). The nip, track 2 and full card number are never stored nor logged.",
  },
  cancelIntent: {
    summary: "Cancel an intent",
    description:
      "Ends an intent that has not started authorizing: it enters its payment type's expired status with reason canceled, and the webhook says so. An intent whose authorization is in flight or done cannot be canceled (409): refund an authorized one instead. Canceling an intent already canceled answers its record again.",
  },
  createRefund: {
    summary: "Refund an intent",
    description:
      "Gives back all or part of an authorized intent; several partial refunds may follow one another up to its amount. The answer is the refund with the intent's refunded total and what remains. In the sandbox an amount ending in .14 stays pending until settled (POST /sandbox/refunds/{refund}/settle), as a processor's late answer would; every change is a webhook (refund.pending, refund.succeeded, refund.failed).",
  },
  listRefunds: {
    summary: "List an intent's refunds",
    description: "An intent's refunds, oldest first, with its amount, the refunded total (pending and succeeded refunds) and what can still be refunded.",
  },
  listDeliveries: {
    summary: "List an intent's webhook deliveries",
    description:
      "Every webhook event of one intent, in sequence order, with each delivery attempt to each endpoint: when, the HTTP status or why there was no answer, and when the next retry is due. What to read when a merchant says a webhook never came.",
  },
  redeliverEvent: {
    summary: "Redeliver one event",
    description:
      "Queues one webhook event for delivery again with the same webhook-id (receivers deduplicate on it) and a fresh retry schedule, whatever its state: for a receiver that lost it or was fixed since.",
  },
  redeliverFailedEvents: {
    summary: "Redeliver the failed events since a time",
    description:
      "Queues again every event given up on (state failed) since a time, in order per intent: what to do once a receiver that was down is back. Answers how many were queued.",
  },
  getWebhookEndpoint: {
    summary: "Retrieve the primary webhook endpoint",
    description:
      "The merchant's first webhook endpoint (the spec's single webhook URL): its URL, whether it is enabled or why not, its backlog and the secrets in force (their ids and expiry, never their values).",
  },
  updateWebhookEndpoint: {
    summary: "Update the primary webhook endpoint",
    description:
      "Changes the first endpoint's URL and/or enables it again after it was disabled by failures or a 410; deliveries resume where they stopped. The URL must be http(s), without credentials, at most 2 048 characters.",
  },
  rotateWebhookSecret: {
    summary: "Rotate the primary endpoint's secret",
    description:
      "Makes a new signing secret for the first endpoint and answers it once. During the overlap (default WEBHOOK_SECRET_OVERLAP_SECONDS, 24 h; at most 30 days) every webhook carries one signature per secret in force, so the receiver can switch without losing an event.",
  },
  listWebhookEndpoints: {
    summary: "List webhook endpoints",
    description: "The merchant's webhook endpoints, the first one first: URL, event types, state, backlog and the secrets in force (never their values).",
  },
  createWebhookEndpoint: {
    summary: "Create a webhook endpoint",
    description:
      "Adds an endpoint (at most 16 per merchant) with its URL, the event types it receives (or \"*\" for all) and a description. Each endpoint has its own signing secret, answered once here. Events are delivered to it from its creation on.",
  },
  getWebhookEndpointById: {
    summary: "Retrieve a webhook endpoint",
    description: "One endpoint: URL, event types, description, enabled or disabled and why, its backlog and the secrets in force.",
  },
  changeWebhookEndpoint: {
    summary: "Update a webhook endpoint",
    description:
      "Changes an endpoint's URL, event types or description; disables it (its events wait in its queue, nothing is lost) or enables it (deliveries resume where they stopped, in order per intent).",
  },
  deleteWebhookEndpoint: {
    summary: "Delete a webhook endpoint",
    description:
      "Deletes an endpoint with its secrets, its queue and its delivery log. The first endpoint (the spec's webhook URL) cannot be deleted: disable it or change its URL instead.",
  },
  rotateWebhookEndpointSecret: {
    summary: "Rotate an endpoint's secret",
    description:
      "A new signing secret for this endpoint, answered once; its old one keeps signing alongside during the overlap (default 24 h), so the receiver can switch without losing an event.",
  },
  testWebhookEndpoint: {
    summary: "Send a test event to an endpoint",
    description:
      "Sends a signed sample event of the chosen type to the endpoint now, marked with the caja-test header and ids that exist nowhere else, and answers what its receiver did: status, latency, headers and the first 2 KB of its body, or why it could not be reached. The sample is not queued nor retried.",
  },
  testWebhookUrl: {
    summary: "Send a test event to a URL",
    description:
      "The same check for a URL that is no endpoint yet, before saving it: the sample is signed with a secret made for this test (answered, so the receiver's verification can be checked too).",
  },
  listEndpointDeliveries: {
    summary: "List an endpoint's deliveries",
    description:
      "The endpoint's last 24 hours at a glance (delivered, failed, pending, p95 latency, the latest error) and its delivery log, newest first, filtered by state, event type or intent. Page back with `before=next`.",
  },
  recoverWebhookEndpoint: {
    summary: "Recover an endpoint's missed events",
    description:
      "Sends again every event of a window [since, until) that this endpoint did not receive successfully, in order per intent: what to run after a receiver's outage. Answers how many were queued.",
  },
  advanceIntent: {
    summary: "Move an intent (sandbox)",
    description:
      "Sandbox only: walks an intent to a status through every intermediate status a real payment would pass, each sent as a webhook, so an integration can be tested without a payer or an issuer. 403 sandbox_disabled in live mode.",
  },
  getBalance: {
    summary: "Read the balance",
    description:
      "What the merchant holds in no payout: `available` (payable at the next cut-off; negative when refunds passed it, then deducted from the next payouts) and `pending` (payable on a later business day), and the next payout's day and amount (zero without a bank account). Each payment is available the business day after its own (America/Mexico_City; after the cut-off, PAYOUT_CUTOFF, a sale belongs to the next business day; weekends and bank holidays skipped). Spends the books' own rate budget.",
  },
  listBalanceTransactions: {
    summary: "List balance transactions",
    description:
      "The ledger, oldest first: each payment's gross, fee and the fee's IVA; each refund (when asked for) and its return when it fails; each payout's amount out and its return when it fails. Every row moves the merchant's balance by `amount` and another account by its opposite, so any range sums to zero. Filter by `type`, by `payout` (what one payout settled) or by creation range.",
  },
  listPayouts: {
    summary: "List payouts",
    description:
      "The merchant's payouts (depósitos), newest first: one per business day at most, made at the day's cut-off from the balance available by then, with its status, arrival day and clave de rastreo.",
  },
  getPayout: {
    summary: "Read a payout",
    description: "A payout with every balance transaction it settled, oldest first, then its own line: as the bank statement shows the deposit after what it adds up. They sum to zero.",
  },
  getPayoutAccount: {
    summary: "Read the bank account",
    description: "Where payouts go: the CLABE masked but for its last 4 digits, its bank and the holder's name; nulls when none is set (then nothing is paid out and the balance waits).",
  },
  setPayoutAccount: {
    summary: "Set the bank account",
    description:
      "Sets the CLABE payouts go to from the next cut-off on: 18 digits with a known bank and city and a valid check digit, else 400 invalid_request on `clabe`. Stored sealed; only its last 4 digits and its bank are kept in the clear. A payout already sent keeps its account.",
  },
  runPayouts: {
    summary: "Run a cut-off (sandbox)",
    description:
      "Sandbox only: the cut-off of `date` (today, or the next business day on a weekend or holiday) now, for this merchant: what is available by that day goes out as one payout, sent to the simulated bank (a CLABE whose account number is 00000000002 fails, 00000000003 stays pending; any other is paid at once). Nothing is made when nothing is due or the day already has its payout. 409 payout_account_missing without a bank account; 403 sandbox_disabled in live mode.",
  },
  settlePayout: {
    summary: "Settle a pending payout (sandbox)",
    description:
      "Sandbox only: a pending payout is paid, fails or is canceled now, as the bank would tell later; a failed or canceled payout's amount returns to the balance (the next cut-off pays it again). Its payout.* webhook follows. 403 sandbox_disabled in live mode.",
  },
  settleRefund: {
    summary: "Settle a pending refund (sandbox)",
    description:
      "Sandbox only: a pending refund (a test amount ending in .14) succeeds or fails now, as the processor would tell later; the refund's webhook follows. 403 sandbox_disabled in live mode.",
  },
  listMerchants: {
    summary: "List merchants",
    description: "Admin API: every merchant of this service, with its webhook URL. Authenticated with the ADMIN_API_TOKEN bearer token.",
  },
  createMerchant: {
    summary: "Create a merchant",
    description: "Admin API: creates a merchant with its first API key and webhook secret, both answered once (only their hashes and the sealed secret are kept).",
  },
  updateMerchant: {
    summary: "Update a merchant",
    description: "Admin API: renames a merchant or sets its webhook URL (its first endpoint's).",
  },
  issueApiKey: {
    summary: "Issue an API key",
    description: "Admin API: another API key for a merchant, answered once; keys work side by side, so a key can be replaced without downtime (issue, deploy, revoke the old one).",
  },
  revokeApiKey: {
    summary: "Revoke an API key",
    description: "Admin API: a revoked key is refused (401 api_key_invalid) at once on the instance that revoked it, and within API_KEY_CACHE_SECONDS (default 10) on the others.",
  },
  getPricing: {
    summary: "Read a merchant's pricing",
    description: "Admin API: the fee in force now for each payment type (a percentage, a fixed amount, the IVA rate on the fee), the merchant's own or the service's default.",
  },
  setPricing: {
    summary: "Set a merchant's pricing",
    description:
      "Admin API: a payment type's fee for the merchant, for payments authorized from now on (a payment already booked keeps its fee). The fee is rounded per payment to the cent, half away from zero, and its IVA likewise.",
  },
  checkHealth: {
    summary: "Liveness",
    description: "Whether the process runs and how its database answers; no key needed. For monitoring; a load balancer should use GET /ready.",
  },
  checkReadiness: {
    summary: "Readiness",
    description:
      "200 when this instance takes traffic; 503 not_ready while it starts, migrates, drains before stopping, or while its database does not answer (with Retry-After). No key needed.",
  },
};
