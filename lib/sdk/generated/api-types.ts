// The payment intent API's types, generated from its OpenAPI document (lib/contract/openapi.ts)
// by openapi-typescript: `npm run sdk:types` writes it, lib/sdk/sdk.test.ts fails when it is stale.
// Do not edit.
export interface paths {
    "/payment/intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment intent
         * @description Starts a payment of one of three types. `qr_present` answers the CoDi-style QR to show the payer (`qr`); `card_present` answers the intent's own keys to sign and encrypt its card transaction (`keys`: shown once, never stored in the clear); `ec_remote` answers the id only (initialize it with POST /payment/init). The intent starts in its type's created status (qr_created 100, cp_created 130, ec_created 109) and every status it enters afterwards is sent as a webhook and written to the event feed. Send an Idempotency-Key to retry safely.
         *
         *     Rules across fields: an item's discount is at most its gross, price × quantity (qty, or 1) rounded half up to the cent (400 invalid_request, field data.items[N].discount); once any item carries iva, every item carries price and iva (400 invalid_request, field data.items[N].price or data.items[N].iva: is required when any item carries iva); once any item carries iva, the items' totals (each price × quantity rounded half up to the cent, less its discount) plus data.tip add up to amount exactly (400 invalid_request, field data.items: "the lines add up to 118.00 and the tip to 0.00, not the amount 120.00"); without iva on any item the items are not added up; data.tip is less than amount (400 invalid_request, field data.tip).
         */
        post: operations["createIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{intent}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Query an intent's status
         * @description The spec's status record {intent, status, code} of any payment type, as the webhook sends it. After a failure or an expiry the header X-Status-Reason says why (for example issuer_timeout or canceled). Poll it when a webhook is late; the feed is cheaper for many intents.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getIntentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the event feed
         * @description Every status any of the merchant's intents entered and every refund change, oldest first, each with the intent's fields: the way to keep a copy of the payments without webhooks, or to catch up after an outage. Keep `next` and read on with `after=next`; while `has_more` is true, read again at once. Spends the books' own rate budget, never the point of sale's.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Add up a range
         * @description How many payments were created in [from, to) and what they add up to, by status group (authorized, in progress, failed, expired, canceled), with the refunds asked for in the range and the net. Computed from the service's own tables: compare them with your copy to know that your books balance.
         *
         *     Rules across fields: to must be a later instant than from (400 invalid_request, field to).
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/intents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the intents of a range
         * @description The intents created in [from, to), oldest first, each with its amount and current status: what to compare with your copy when the totals disagree. Page with `after=next` while `has_more` is true.
         *
         *     Rules across fields: to must be a later instant than from (400 invalid_request, field to).
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listIntents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{intent}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an intent with its history
         * @description An intent's fields (payment type, amount, branch, terminal, purchase data) and every status it entered, oldest first, with the reason of a failure or an expiry: what a support agent reads to answer "what happened to this payment".
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getIntentDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize an ec_remote intent
         * @description Sends an ec_remote charge to the cardholder's phone (10 digits; only its last 4 are kept) and moves the intent from ec_created to ec_inited (110). Allowed once, only for ec_remote and only from ec_created; the intent is named by the X-Intent header.
         */
        post: operations["initEcPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a card transaction
         * @description The card_present transaction of the intent named by X-Intent, in one of two forms: JSON ({JWE, JWT, card, nip, track2}) or one compact JWE (application/jose) whose payload is the signed JWT. The JWT is signed (ES256) with the intent's keys.signature and the JWE encrypted (dir + A256GCM) with keys.encryption. The intent moves cp_created → cp_progress → cp_authorized (200), or cp_error_x: declined (402, data.reason) or no answer from the issuer (504). The nip, track 2 and full card number are never stored nor logged.
         *
         *     Rules across fields: track 2's card number equals card (400 invalid_request, field track2); the JWE's plaintext {card, nip, track2} equals the body's three fields (422 jwe_payload_mismatch).
         */
        post: operations["submitCardTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{intent}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an intent
         * @description Ends an intent that has not started authorizing: it enters its payment type's expired status with reason canceled, and the webhook says so. An intent whose authorization is in flight or done cannot be canceled (409): refund an authorized one instead. Canceling an intent already canceled answers its record again.
         */
        post: operations["cancelIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{intent}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund an intent
         * @description Gives back all or part of an authorized intent; several partial refunds may follow one another up to its amount. The answer is the refund with the intent's refunded total and what remains. In the sandbox an amount ending in .14 stays pending until settled (POST /sandbox/refunds/{refund}/settle), as a processor's late answer would; every change is a webhook (refund.pending, refund.succeeded, refund.failed).
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{intent}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an intent's refunds
         * @description An intent's refunds, oldest first, with its amount, the refunded total (pending and succeeded refunds) and what can still be refunded.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{intent}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an intent's webhook deliveries
         * @description Every webhook event of one intent, in sequence order, with each delivery attempt to each endpoint: when, the HTTP status or why there was no answer, and when the next retry is due. What to read when a merchant says a webhook never came.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{event}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver one event
         * @description Queues one webhook event for delivery again with the same webhook-id (receivers deduplicate on it) and a fresh retry schedule, whatever its state: for a receiver that lost it or was fixed since.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver the failed events since a time
         * @description Queues again every event given up on (state failed) since a time, in order per intent: what to do once a receiver that was down is back. Answers how many were queued.
         */
        post: operations["redeliverFailedEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the primary webhook endpoint
         * @description The merchant's first webhook endpoint (the spec's single webhook URL): its URL, whether it is enabled or why not, its backlog and the secrets in force (their ids and expiry, never their values).
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the primary webhook endpoint
         * @description Changes the first endpoint's URL and/or enables it again after it was disabled by failures or a 410; deliveries resume where they stopped. The URL must be http(s), without credentials, at most 2 048 characters.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/webhook-endpoint/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the primary endpoint's secret
         * @description Makes a new signing secret for the first endpoint and answers it once. During the overlap (default WEBHOOK_SECRET_OVERLAP_SECONDS, 24 h; at most 30 days) every webhook carries one signature per secret in force, so the receiver can switch without losing an event.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The merchant's webhook endpoints, the first one first: URL, event types, state, backlog and the secrets in force (never their values).
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Adds an endpoint (at most 16 per merchant) with its URL, the event types it receives (or "*" for all) and a description. Each endpoint has its own signing secret, answered once here. Events are delivered to it from its creation on.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpoint}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint
         * @description One endpoint: URL, event types, description, enabled or disabled and why, its backlog and the secrets in force.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getWebhookEndpointById"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes an endpoint with its secrets, its queue and its delivery log. The first endpoint (the spec's webhook URL) cannot be deleted: disable it or change its URL instead.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes an endpoint's URL, event types or description; disables it (its events wait in its queue, nothing is lost) or enables it (deliveries resume where they stopped, in order per intent).
         */
        patch: operations["changeWebhookEndpoint"];
        trace?: never;
    };
    "/webhook-endpoints/{endpoint}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's secret
         * @description A new signing secret for this endpoint, answered once; its old one keeps signing alongside during the overlap (default 24 h), so the receiver can switch without losing an event.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpoint}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to an endpoint
         * @description Sends a signed sample event of the chosen type to the endpoint now, marked with the caja-test header and ids that exist nowhere else, and answers what its receiver did: status, latency, headers and the first 2 KB of its body, or why it could not be reached. The sample is not queued nor retried.
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to a URL
         * @description The same check for a URL that is no endpoint yet, before saving it: the sample is signed with a secret made for this test (answered, so the receiver's verification can be checked too).
         */
        post: operations["testWebhookUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpoint}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries
         * @description The endpoint's last 24 hours at a glance (delivered, failed, pending, p95 latency, the latest error) and its delivery log, newest first, filtered by state, event type or intent. Page back with `before=next`.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listEndpointDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{endpoint}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover an endpoint's missed events
         * @description Sends again every event of a window [since, until) that this endpoint did not receive successfully, in order per intent: what to run after a receiver's outage. Answers how many were queued.
         *
         *     Rules across fields: until must be a later instant than since (400 invalid_request, field until).
         */
        post: operations["recoverWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the balance
         * @description What the merchant holds in no payout: `available` (payable at the next cut-off; negative when refunds passed it, then deducted from the next payouts) and `pending` (payable on a later business day), and the next payout's day and amount (zero without a bank account). Each payment is available the business day after its own (America/Mexico_City; after the cut-off, PAYOUT_CUTOFF, a sale belongs to the next business day; weekends and bank holidays skipped). Spends the books' own rate budget.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List balance transactions
         * @description The ledger, oldest first: each payment's gross, fee and the fee's IVA; each refund (when asked for) and its return when it fails; each payout's amount out and its return when it fails. Every row moves the merchant's balance by `amount` and another account by its opposite, so any range sums to zero. Filter by `type`, by `payout` (what one payout settled) or by creation range.
         *
         *     Rules across fields: to must be a later instant than from (400 invalid_request, field to).
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listBalanceTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payouts
         * @description The merchant's payouts (depósitos), newest first: one per business day at most, made at the day's cut-off from the balance available by then, with its status, arrival day and clave de rastreo.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/{payout}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payout
         * @description A payout with every balance transaction it settled, oldest first, then its own line: as the bank statement shows the deposit after what it adds up. They sum to zero.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the bank account
         * @description Where payouts go: the CLABE masked but for its last 4 digits, its bank and the holder's name; nulls when none is set (then nothing is paid out and the balance waits).
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getPayoutAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the bank account
         * @description Sets the CLABE payouts go to from the next cut-off on: 18 digits with a known bank and city and a valid check digit, else 400 invalid_request on `clabe`. Stored sealed; only its last 4 digits and its bank are kept in the clear. A payout already sent keeps its account.
         */
        patch: operations["setPayoutAccount"];
        trace?: never;
    };
    "/sandbox/{intent}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an intent (sandbox)
         * @description Sandbox only: walks an intent to a status through every intermediate status a real payment would pass, each sent as a webhook, so an integration can be tested without a payer or an issuer. 403 sandbox_disabled in live mode.
         */
        post: operations["advanceIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/refunds/{refund}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a pending refund (sandbox)
         * @description Sandbox only: a pending refund (a test amount ending in .14) succeeds or fails now, as the processor would tell later; the refund's webhook follows. 403 sandbox_disabled in live mode.
         */
        post: operations["settleRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payouts/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a cut-off (sandbox)
         * @description Sandbox only: the cut-off of `date` (today, or the next business day on a weekend or holiday) now, for this merchant: what is available by that day goes out as one payout, sent to the simulated bank (a CLABE whose account number is 00000000002 fails, 00000000003 stays pending; any other is paid at once). Nothing is made when nothing is due or the day already has its payout. 409 payout_account_missing without a bank account; 403 sandbox_disabled in live mode.
         */
        post: operations["runPayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payouts/{payout}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a pending payout (sandbox)
         * @description Sandbox only: a pending payout is paid, fails or is canceled now, as the bank would tell later; a failed or canceled payout's amount returns to the balance (the next cut-off pays it again). Its payout.* webhook follows. 403 sandbox_disabled in live mode.
         */
        post: operations["settlePayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List merchants
         * @description Admin API: every merchant of this service, with its webhook URL. Authenticated with the ADMIN_API_TOKEN bearer token.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listMerchants"];
        put?: never;
        /**
         * Create a merchant
         * @description Admin API: creates a merchant with its first API key and webhook secret, both answered once (only their hashes and the sealed secret are kept).
         */
        post: operations["createMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/merchants/{merchant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a merchant
         * @description Admin API: renames a merchant or sets its webhook URL (its first endpoint's).
         */
        patch: operations["updateMerchant"];
        trace?: never;
    };
    "/admin/merchants/{merchant}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an API key
         * @description Admin API: another API key for a merchant, answered once; keys work side by side, so a key can be replaced without downtime (issue, deploy, revoke the old one).
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        post: operations["issueApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/merchants/{merchant}/keys/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Admin API: a revoked key is refused (401 api_key_invalid) at once on the instance that revoked it, and within API_KEY_CACHE_SECONDS (default 10) on the others.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/merchants/{merchant}/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a merchant's pricing
         * @description Admin API: the fee in force now for each payment type (a percentage, a fixed amount, the IVA rate on the fee), the merchant's own or the service's default.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a merchant's pricing
         * @description Admin API: a payment type's fee for the merchant, for payments authorized from now on (a payment already booked keeps its fee). The fee is rounded per payment to the cent, half away from zero, and its IVA likewise.
         */
        patch: operations["setPricing"];
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Whether the process runs and how its database answers; no key needed. For monitoring; a load balancer should use GET /ready.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description 200 when this instance takes traffic; 503 not_ready while it starts, migrates, drains before stopping, or while its database does not answer (with Retry-After). No key needed.
         *
         *     Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "intent.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An intent entered a status: the spec's body {intent, status, code} */
        post: operations["webhookIntentStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A refund is pending (it settles later): {type, timestamp, data} */
        post: operations["webhookRefundPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A refund succeeded: {type, timestamp, data} */
        post: operations["webhookRefundSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A refund failed (nothing was given back): {type, timestamp, data} */
        post: operations["webhookRefundFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The service stopped delivering to another of the merchant's endpoints (it answered 410, or failed every attempt for too long): {type, timestamp, data} */
        post: operations["webhookEndpointDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A cut-off made a payout (depósito) and sent it to the bank: {type, timestamp, data} */
        post: operations["webhookPayoutCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The bank credited a payout: {type, timestamp, data} */
        post: operations["webhookPayoutPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payout failed; its amount is back in the balance: {type, timestamp, data} */
        post: operations["webhookPayoutFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payout was canceled; its amount is back in the balance: {type, timestamp, data} */
        post: operations["webhookPayoutCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The merchant's balance: available, pending, and the next payout */
        Balance: {
            /** @description Payable now: goes out at the next cut-off (negative: owed, deducted from the next payouts) */
            available: number;
            /** @description Becomes available on a later business day */
            pending: number;
            /**
             * @description The currency: MXN
             * @constant
             */
            currency: "MXN";
            /** @description The next payout, as the balance stands */
            nextPayout: {
                /** @description The business day of the next cut-off */
                date: components["schemas"]["Date"];
                /** @description What it would pay if nothing else moved (0 when nothing is due) */
                amount: number;
            };
            /** @description The cut-off's time of day, HH:MM, America/Mexico_City */
            cutoff: string;
            /** @description Whether a bank account is set (without one nothing is paid out) */
            account: boolean;
        };
        /** @description One movement of the merchant's money */
        BalanceTransaction: {
            /** @description The balance transaction's id (txn_…) */
            transaction: string;
            /**
             * @description payment (a payment's gross), fee and fee_tax (Caja's fee and its IVA), refund, refund_failure (a refund that failed, given back), payout (the amount out to the bank), payout_failure (a payout's amount back), adjustment
             * @enum {string}
             */
            type: "payment" | "fee" | "fee_tax" | "refund" | "refund_failure" | "payout" | "payout_failure" | "adjustment";
            /** @description How it moves the balance, MXN: positive in, negative out */
            amount: number;
            /** @description The intent it is of (payment, fee, fee_tax, refund, refund_failure) */
            intent: string | null;
            /** @description The refund it is of (refund, refund_failure) */
            refund: string | null;
            /** @description payout, payout_failure: the payout it is of */
            source: string | null;
            /** @description The payout that settled it (null while it is in the balance) */
            payout: string | null;
            /** @description The business day its money becomes payable */
            availableOn: components["schemas"]["Date"];
            created: components["schemas"]["DateTime"];
        };
        /** @description A page of balance transactions */
        BalanceTransactionList: {
            /** @description Oldest first */
            data: components["schemas"]["BalanceTransaction"][];
            /** @description More follow this page: read on with `after=next` */
            has_more: boolean;
            /** @description The cursor of the next page (`after`), or null when there is none */
            next: string | null;
        };
        /** @description A card_present intent: its fields, the card's last 4 digits once presented, its current status and every status it entered (never its keys) */
        CardPresentIntent: {
            /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
            intent: string;
            /** @description The intent's amount in MXN */
            amount: number;
            data: components["schemas"]["PurchaseData"];
            status: components["schemas"]["StatusName"];
            code: components["schemas"]["StatusCode"];
            /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
            reason: string | null;
            created: components["schemas"]["DateTime"];
            /** @description When the intent expires on its own if it has not reached a final status; null once it has */
            expires: components["schemas"]["DateTime"] | null;
            /** @description Every status the intent entered, oldest first */
            events: {
                /** @description The event's sequence number within its intent (1, 2, …): one intent's webhooks are sent in this order */
                seq: number;
                status: components["schemas"]["StatusName"];
                code: components["schemas"]["StatusCode"];
                /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
                reason: string | null;
                at: components["schemas"]["DateTime"];
            }[];
            /** @description What its refunds give back: succeeded and pending ones (0 when none) */
            refunded?: number;
            /** @description What can still be refunded: amount - refunded (0 unless authorized) */
            remaining?: number;
            /**
             * @description The payment type: card_present, qr_present or ec_remote (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            payment: "card_present";
            /** @description Always null: only a qr_present intent has a QR */
            qr: null;
            /** @description Always null: only an ec_remote intent has a phone */
            phoneLast4: null;
            /** @description The last 4 digits of the card, once presented; null before */
            cardLast4: string | null;
        };
        /** @description A new card_present intent: its id and the keys of its transaction, answered once */
        CreatedCardPresentIntent: {
            /** @description The new intent's id */
            intent: string;
            /**
             * @description The payment type: card_present, qr_present or ec_remote (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            payment: "card_present";
            keys: components["schemas"]["TransactionKeys"];
        };
        /** @description A new ec_remote intent: its id (initialize it with POST /payment/init) */
        CreatedEcRemoteIntent: {
            /** @description The new intent's id */
            intent: string;
            /**
             * @description The payment type: card_present, qr_present or ec_remote (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            payment: "ec_remote";
        };
        /** @description A new intent, by payment type: the QR (qr_present) or the transaction keys (card_present, answered once) */
        CreatedIntent: components["schemas"]["CreatedQrPresentIntent"] | components["schemas"]["CreatedCardPresentIntent"] | components["schemas"]["CreatedEcRemoteIntent"];
        /** @description A new qr_present intent: its id and the QR to show the payer */
        CreatedQrPresentIntent: {
            /** @description The new intent's id */
            intent: string;
            /**
             * @description The payment type: card_present, qr_present or ec_remote (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            payment: "qr_present";
            qr: components["schemas"]["QrPayload"];
        };
        /**
         * Format: date
         * @description A calendar day, YYYY-MM-DD (a business day in America/Mexico_City)
         */
        Date: string;
        /**
         * Format: date-time
         * @description An instant, ISO 8601 (the service writes UTC, with Z)
         */
        DateTime: string;
        /** @description An endpoint the service stopped delivering to */
        DisabledEndpoint: {
            /** @description The endpoint (we_…) the service stopped delivering to */
            endpoint: string;
            /** @description Its URL, without user, password, query or fragment */
            url: string;
            /** @description Free text the merchant gave it (at most 255 characters) */
            description: string;
            /** @description Why: the endpoint answered 410 Gone, or deliveries failing since a time */
            reason: string;
            disabled: components["schemas"]["DateTime"];
            /** @description The start of the run of failures that disabled it (null after a 410) */
            failingSince: components["schemas"]["DateTime"] | null;
        };
        /** @description An ec_remote intent: its fields, the phone's last 4 digits once initialized, its current status and every status it entered */
        EcRemoteIntent: {
            /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
            intent: string;
            /** @description The intent's amount in MXN */
            amount: number;
            data: components["schemas"]["PurchaseData"];
            status: components["schemas"]["StatusName"];
            code: components["schemas"]["StatusCode"];
            /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
            reason: string | null;
            created: components["schemas"]["DateTime"];
            /** @description When the intent expires on its own if it has not reached a final status; null once it has */
            expires: components["schemas"]["DateTime"] | null;
            /** @description Every status the intent entered, oldest first */
            events: {
                /** @description The event's sequence number within its intent (1, 2, …): one intent's webhooks are sent in this order */
                seq: number;
                status: components["schemas"]["StatusName"];
                code: components["schemas"]["StatusCode"];
                /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
                reason: string | null;
                at: components["schemas"]["DateTime"];
            }[];
            /** @description What its refunds give back: succeeded and pending ones (0 when none) */
            refunded?: number;
            /** @description What can still be refunded: amount - refunded (0 unless authorized) */
            remaining?: number;
            /**
             * @description The payment type: card_present, qr_present or ec_remote (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            payment: "ec_remote";
            /** @description Always null: only a qr_present intent has a QR */
            qr: null;
            /** @description The last 4 digits of the phone, once initialized; null before */
            phoneLast4: string | null;
            /** @description Always null: only a card_present intent has a card */
            cardLast4: null;
        };
        /** @description An endpoint's last 24 hours at a glance and a page of its delivery log */
        EndpointDeliveries: {
            /** @description The webhook endpoint's id (we_…) */
            endpoint: string;
            /** @description The last 24 hours at a glance, from at most the endpoint's 1 000 latest events of that window */
            summary: {
                /** @description 24 hours ago */
                since: components["schemas"]["DateTime"];
                /** @description its events since then that the summary read (at most the latest 1 000) */
                events: number;
                /** @description How many of its events were delivered */
                delivered: number;
                /** @description given up on */
                failed: number;
                /** @description still to deliver, or waiting for a retry */
                pending: number;
                /** @description 95th percentile of the answered attempts' latency; null with none */
                p95LatencyMs: number | null;
                /** @description its latest attempt that failed (no answer, or not 2xx) */
                lastError: {
                    at: components["schemas"]["DateTime"];
                    /** @description The event's id (evt_…): the webhook-id of every delivery of it */
                    event: string;
                    /** @description the receiver's answer; null when there was none */
                    httpStatus: number | null;
                    /** @description why there was no answer, as the system said it */
                    error: string | null;
                    /** @description the kind of that failure: dns (the name does not resolve), refused (nothing listens), timeout, certificate (not trusted, expired or for another name), tls, reset, address_not_allowed (a private address outside sandbox), invalid_url, connection */
                    failure: ("dns" | "refused" | "timeout" | "certificate" | "tls" | "reset" | "address_not_allowed" | "invalid_url" | "connection") | null;
                } | null;
            };
            /** @description Newest first */
            data: {
                /** @description The event's id (evt_…): the webhook-id of every delivery of it */
                event: string;
                /**
                 * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                 * @enum {string}
                 */
                type: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled" | "payout.created" | "payout.paid" | "payout.failed" | "payout.canceled";
                /** @description null for endpoint.disabled */
                intent: string | null;
                /** @description The event's sequence number within its intent (1, 2, …): one intent's webhooks are sent in this order */
                seq: number;
                /**
                 * @description The delivery's state: pending (to deliver or waiting for a retry), delivered, failed (given up on) or skipped
                 * @enum {string}
                 */
                state: "pending" | "delivered" | "failed" | "skipped";
                /** @description How many delivery attempts were made */
                attempts: number;
                /** @description When the next attempt is due; null when none is (delivered, or given up on) */
                nextAttemptAt: components["schemas"]["DateTime"] | null;
                created: components["schemas"]["DateTime"];
                /** @description When it was delivered or given up on; null while pending */
                completed: components["schemas"]["DateTime"] | null;
                /** @description its latest attempt; null before the first */
                last: {
                    at: components["schemas"]["DateTime"];
                    /** @description How long the receiver took to answer, in milliseconds */
                    latencyMs: number;
                    /** @description the receiver's answer; null when there was none */
                    httpStatus: number | null;
                    /** @description why there was no answer, as the system said it */
                    error: string | null;
                    /** @description the kind of that failure: dns (the name does not resolve), refused (nothing listens), timeout, certificate (not trusted, expired or for another name), tls, reset, address_not_allowed (a private address outside sandbox), invalid_url, connection */
                    failure: ("dns" | "refused" | "timeout" | "certificate" | "tls" | "reset" | "address_not_allowed" | "invalid_url" | "connection") | null;
                } | null;
            }[];
            /** @description More follow this page: read on with `before=next` */
            has_more: boolean;
            /** @description The cursor of the next page (`before`), or null when there is none */
            next: string | null;
        };
        /** @description A feed event of the merchant's own: an endpoint the service disabled */
        EndpointEvent: {
            /** @description The event's id (evt_…): the `webhook-id` of the endpoint.disabled webhook */
            event: string;
            /**
             * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.* (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "endpoint.disabled";
            /** @description When the service disabled the endpoint */
            at: components["schemas"]["DateTime"];
            endpoint: components["schemas"]["DisabledEndpoint"];
        };
        /** @description The facts of an error, by message: field errors (400), retryAfter (429, 503), the current status (409), … Each member says which messages carry it. */
        ErrorData: {
            /** @description invalid_request, invalid_json (400): the fields refused and why */
            errors?: {
                /** @description The field refused, as a path (data.items.0.price), or (body) for the body as a whole */
                field: string;
                /** @description What is wrong with it */
                message: string;
            }[];
            /** @description rate_limited (429), server_overloaded (503): seconds to wait, as the Retry-After header says */
            retryAfter?: number;
            /** @description intent_final, authorization_in_progress, transition_not_allowed, intent_not_refundable, intent_already_initialized (409): the intent's current status; refund_not_pending: the refund's */
            status?: string;
            /** @description transition_not_allowed (409): the status asked for */
            to?: string;
            /**
             * @description payment_type_not_allowed (409): the intent's payment type
             * @enum {string}
             */
            payment?: "card_present" | "qr_present" | "ec_remote";
            /**
             * @description jwt_claim_mismatch (422): the JWT claim that is wrong or missing
             * @enum {string}
             */
            claim?: "intent" | "amount" | "jti";
            /** @description refund_exceeds_remaining (409): what can still be refunded */
            remaining?: number;
            /** @description refund_exceeds_remaining (409): the intent's refunded total */
            refunded?: number;
            /** @description refund_exceeds_remaining (409): the amount asked for */
            amount?: number;
            /** @description payload_too_large (413): the largest body taken, in bytes */
            maxBytes?: number;
            /** @description unsupported_media_type (415): the content types the operation takes */
            accepted?: string[];
            /** @description webhook_endpoint_limit (409): how many endpoints a merchant may have */
            limit?: number;
            /** @description not_ready (503): starting, migrating, stopping or database_unavailable */
            reason?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of the event feed */
        EventPage: {
            /** @description Oldest first: the intents' events, and the merchant's own (endpoint.disabled, payout.*) */
            data: components["schemas"]["FeedEvent"][];
            /** @description The cursor to read on from (`after`), also when this page is empty: keep it. The one list whose `next` is never null (a resume cursor) */
            next: string;
            /** @description More events follow now: read again at once with `after=next` */
            has_more: boolean;
        };
        /** @description A feed event: an intent's (IntentEvent), an endpoint's (EndpointEvent) or a payout's (PayoutEvent), told apart by type */
        FeedEvent: components["schemas"]["IntentEvent"] | components["schemas"]["EndpointEvent"] | components["schemas"]["PayoutEvent"];
        /**
         * Format: date-time
         * @description An ISO 8601 date-time with its offset (Z or ±HH:MM), from 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z once its offset is applied
         * @example 2026-11-25T06:00:00Z
         */
        Instant: string;
        /** @description An intent, by payment type: its fields, its current status and every status it entered */
        Intent: components["schemas"]["QrPresentIntent"] | components["schemas"]["CardPresentIntent"] | components["schemas"]["EcRemoteIntent"];
        /** @description A page of the webhook deliveries of an intent's events */
        IntentDeliveries: {
            /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
            intent: string;
            /** @description In sequence order; an event's entries the first endpoint's first, then by the endpoint's creation */
            data: components["schemas"]["IntentDelivery"][];
            /** @description More follow this page: read on with `after=next` */
            has_more: boolean;
            /** @description The cursor of the next page (`after`), or null when there is none */
            next: string | null;
            /**
             * @deprecated
             * @description Deprecated: the same items as `data`, under the list's name from before the list convention; read `data`
             */
            events: components["schemas"]["IntentDelivery"][];
        };
        /** @description An intent's event as delivered to one endpoint, with every attempt */
        IntentDelivery: {
            /** @description The event's id (evt_…): the webhook-id of every delivery of it */
            event: string;
            /** @description the webhook endpoint (we_…) this entry's deliveries went to: an event has one entry per endpoint that receives its type */
            endpoint: string;
            /** @description The event's sequence number within its intent (1, 2, …): one intent's webhooks are sent in this order */
            seq: number;
            /**
             * @description The event's type: intent.status_changed, or refund.pending | refund.succeeded | refund.failed (a refund's event: `status` and `code` stay the intent's). Absent from services before this field.
             * @enum {string}
             */
            type?: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed";
            /** @description refund.* events: the refund (its id, amount and status as the event told it); null for a status change */
            refund?: {
                /** @description The refund's id (rf_…) */
                refund: string;
                /** @description The refund's amount in MXN */
                amount: number;
                /**
                 * @description The refund's status: pending, succeeded or failed
                 * @enum {string}
                 */
                status: "refund_pending" | "refund_succeeded" | "refund_failed";
            } | null;
            status: components["schemas"]["StatusName"];
            code: components["schemas"]["StatusCode"];
            /**
             * @description pending | delivered | failed | skipped
             * @enum {string}
             */
            state: "pending" | "delivered" | "failed" | "skipped";
            /** @description How many delivery attempts were made */
            attempts: number;
            /** @description When the next attempt is due; null when none is (delivered, or given up on) */
            nextAttemptAt: components["schemas"]["DateTime"] | null;
            created: components["schemas"]["DateTime"];
            /** @description When it was delivered or given up on; null while pending */
            completed: components["schemas"]["DateTime"] | null;
            /** @description Each attempt to deliver it to each endpoint */
            deliveries: {
                /** @description The attempt's number (1, 2, …) */
                attempt: number;
                at: components["schemas"]["DateTime"];
                /** @description The URL the webhooks are POSTed to */
                url: string;
                /** @description The receiver's HTTP status; null when it did not answer */
                httpStatus: number | null;
                /** @description How long the receiver took to answer, in milliseconds */
                latencyMs: number;
                /** @description Why there was no answer, as the system said it; null when there was one */
                error: string | null;
                /** @description The first bytes of the receiver's answer */
                response: string | null;
            }[];
        };
        /** @description A feed event of an intent: a status it entered or a change of one of its refunds, with the intent's fields */
        IntentEvent: {
            /** @description The event's id (evt_…): the `webhook-id` of the status webhook that announced it */
            event: string;
            /**
             * @description What happened: intent.status_changed, refund.pending, refund.succeeded, refund.failed. Skip a type you do not know. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed";
            /** @description When the service entered the status */
            at: components["schemas"]["DateTime"];
            /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
            intent: string;
            /** @description The event's sequence number in the intent (1 for the first; statuses and refund changes count alike): apply a status only over a lower one */
            seq: number;
            status: components["schemas"]["StatusName"];
            code: components["schemas"]["StatusCode"];
            /** @description Why the intent failed or expired (or canceled), when it did */
            reason: string | null;
            /**
             * @description The payment type: card_present, qr_present or ec_remote
             * @enum {string}
             */
            payment: "card_present" | "qr_present" | "ec_remote";
            /** @description The intent's amount in MXN */
            amount: number;
            data: components["schemas"]["PurchaseData"];
            /** @description When the intent was created */
            created: components["schemas"]["DateTime"];
            /** @description ec_remote: the last 4 digits of the phone, once initialized */
            phoneLast4: string | null;
            /** @description card_present: the last 4 digits of the card, once presented */
            cardLast4: string | null;
            /** @description refund.* events: the refund as the event tells it (status and code stay the intent's) */
            refund?: components["schemas"]["RefundFacts"];
        };
        /** @description A page of the intents created in a range */
        IntentPage: {
            /** @description By creation time, oldest first */
            data: {
                /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
                intent: string;
                /**
                 * @description The payment type: card_present, qr_present or ec_remote
                 * @enum {string}
                 */
                payment: "card_present" | "qr_present" | "ec_remote";
                /** @description An amount in MXN: a JSON number with at most two decimals */
                amount: number;
                /** @description The branch (sucursal) the payment was taken at, as the point of sale names it */
                branch: string;
                /** @description The terminal (till or device) that took it, as the point of sale names it */
                terminal: string;
                status: components["schemas"]["StatusName"];
                code: components["schemas"]["StatusCode"];
                /** @description The event's sequence number within its intent (1, 2, …): one intent's webhooks are sent in this order */
                seq: number;
                /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
                reason: string | null;
                created: components["schemas"]["DateTime"];
                /** @description When the intent entered its current status */
                updated: components["schemas"]["DateTime"];
            }[];
            /** @description More follow this page: read on with `after=next` */
            has_more: boolean;
            /** @description The cursor of the next page (`after`), or null when there is none */
            next: string | null;
        };
        /** @description A merchant of this service (admin API) */
        Merchant: {
            /** @description The merchant's id */
            id: string;
            /** @description The merchant's name */
            name: string;
            /** @description Where the merchant's webhooks go (its first endpoint's URL); null for none */
            webhookUrl: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of the service's merchants, oldest first */
        MerchantList: {
            /** @description Oldest first */
            data: components["schemas"]["Merchant"][];
            /** @description More follow this page: read on with `after=next` */
            has_more: boolean;
            /** @description The cursor of the next page (`after`), or null when there is none */
            next: string | null;
            /**
             * @deprecated
             * @description Deprecated: the same items as `data`, under the list's name from before the list convention; read `data`
             */
            merchants: components["schemas"]["Merchant"][];
        };
        /** @description A transfer of the available balance to the merchant's bank account (depósito) */
        Payout: {
            /** @description The payout's id (po_…) */
            payout: string;
            /** @description What it transfers, MXN: the sum of the balance transactions it settles */
            amount: number;
            /**
             * @description The currency: MXN
             * @constant
             */
            currency: "MXN";
            /**
             * @description pending (sent, the bank has not credited it yet), paid, failed or canceled (its amount is back in the balance)
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "canceled";
            /** @description Why it failed or was canceled, e.g. account_closed */
            failure: string | null;
            /** @description The business day whose cut-off made it */
            date: components["schemas"]["Date"];
            /** @description The day the bank credits it (SPEI: the same business day) */
            arrival: components["schemas"]["Date"];
            /** @description The clave de rastreo: find the transfer with it in the bank's statement or Banxico's CEP */
            trackingKey: string;
            /** @description The receiving bank */
            bank: string;
            /** @description The last 4 digits of the CLABE it went to */
            clabeLast4: string;
            created: components["schemas"]["DateTime"];
            /** @description When its status last changed */
            updated: components["schemas"]["DateTime"];
        };
        /** @description Where payouts go */
        PayoutAccount: {
            /** @description The CLABE, masked but for its last 4 digits; null when none is set */
            clabe: string | null;
            /** @description The bank, by the CLABE's first 3 digits */
            bank: string | null;
            /** @description The account holder's name, as the bank has it */
            holderName: string | null;
            /** @description When it was last set; null when none is set */
            updated: components["schemas"]["DateTime"] | null;
        };
        /** @description A payout with the balance transactions it settled */
        PayoutDetail: {
            /** @description The payout's id (po_…) */
            payout: string;
            /** @description What it transfers, MXN: the sum of the balance transactions it settles */
            amount: number;
            /**
             * @description The currency: MXN
             * @constant
             */
            currency: "MXN";
            /**
             * @description pending (sent, the bank has not credited it yet), paid, failed or canceled (its amount is back in the balance)
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "canceled";
            /** @description Why it failed or was canceled, e.g. account_closed */
            failure: string | null;
            /** @description The business day whose cut-off made it */
            date: components["schemas"]["Date"];
            /** @description The day the bank credits it (SPEI: the same business day) */
            arrival: components["schemas"]["Date"];
            /** @description The clave de rastreo: find the transfer with it in the bank's statement or Banxico's CEP */
            trackingKey: string;
            /** @description The receiving bank */
            bank: string;
            /** @description The last 4 digits of the CLABE it went to */
            clabeLast4: string;
            created: components["schemas"]["DateTime"];
            /** @description When its status last changed */
            updated: components["schemas"]["DateTime"];
            /** @description What it settled, oldest first, then its own payout line: they add up to zero */
            transactions: components["schemas"]["BalanceTransaction"][];
        };
        /** @description A feed event of the merchant's money: a payout (depósito) made, paid, failed or canceled */
        PayoutEvent: {
            /** @description The event's id (evt_…): the `webhook-id` of its payout.* webhook */
            event: string;
            /**
             * @description payout.created, payout.paid, payout.failed or payout.canceled (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "payout.created" | "payout.paid" | "payout.failed" | "payout.canceled";
            /** @description When the payout was made or changed */
            at: components["schemas"]["DateTime"];
            payout: components["schemas"]["Payout"];
        };
        /** @description A page of payouts, newest first */
        PayoutList: {
            /** @description Newest first */
            data: components["schemas"]["Payout"][];
            /** @description More follow this page: read on with `after=next` */
            has_more: boolean;
            /** @description The cursor of the next page (`after`), or null when there is none */
            next: string | null;
        };
        /** @description A merchant's fees */
        Pricing: {
            /** @description One per payment type: the pricing in force now */
            data: {
                /**
                 * @description The payment type: card_present, qr_present or ec_remote
                 * @enum {string}
                 */
                payment: "card_present" | "qr_present" | "ec_remote";
                /** @description Percent of the amount */
                percent: number;
                /** @description Fixed amount per payment, MXN */
                fixed: number;
                /** @description IVA rate on the fee, e.g. 0.16 */
                ivaRate: number;
                /** @description In force for payments authorized from this instant */
                since: components["schemas"]["DateTime"];
                /** @description The service's default (the merchant has no pricing of its own for this type) */
                default: boolean;
            }[];
        };
        /** @description The merchant's first webhook endpoint, as /webhook-endpoint manages it */
        PrimaryWebhookEndpoint: {
            /** @description The URL the webhooks are POSTed to */
            url: string | null;
            /** @description Whether events are delivered to it now (false: they wait in its queue, nothing is lost) */
            enabled: boolean;
            /** @description When it was disabled; null while enabled */
            disabledAt: components["schemas"]["DateTime"] | null;
            /** @description Why it was disabled, in words (it answered 410 Gone, or deliveries failed for too long); null while enabled or when disabled by hand */
            disabledReason: string | null;
            /** @description The start of the current run of failed deliveries; null when the latest delivery succeeded */
            failingSince: components["schemas"]["DateTime"] | null;
            /** @description How many of its events wait to be delivered (queued, or waiting for a retry) */
            pending: number;
            /** @description How many of its events were given up on */
            failed: number;
            /** @description Its signing secrets in force (their ids and expiry, never the secrets themselves) */
            secrets: {
                /** @description The secret's id (the secret itself is answered once, when it is made) */
                id: string;
                created: components["schemas"]["DateTime"];
                /** @description When it stops being accepted; null while it has no end */
                expires: components["schemas"]["DateTime"] | null;
            }[];
        };
        /** @description The purchase data of an intent, as created (trimmed) */
        PurchaseData: {
            /** @description The branch (sucursal) the payment was taken at, as the point of sale names it */
            branch: string;
            /** @description The terminal (till or device) that took it, as the point of sale names it */
            terminal: string;
            /** @description The point of sale's time of the purchase, in UTC */
            time: string;
            /** @description What the purchase is for, as the receipt prints it */
            concept: string | null;
            /** @description The point of sale's ticket number */
            ticket: string | null;
            /** @description The purchase's lines (at most 100) */
            items: {
                /** @description The item's SKU or code */
                sku?: string;
                /** @description The item's unit price in MXN */
                price?: string;
                /** @description What the item is, as the ticket prints it */
                description?: string;
                /** @description How many units */
                qty?: number;
                /** @description The quantity with decimals, when sent instead of qty, without trailing zeros ("0.75") */
                quantity?: string;
                /** @description The line's discount in MXN, IVA included ("5.00"), when sent */
                discount?: string;
                /**
                 * @description The line's IVA ("16", "8", "0" or "exempt"), when sent
                 * @enum {string}
                 */
                iva?: "16" | "8" | "0" | "exempt";
                /** @description The SAT ClaveProdServ (8 digits), when sent */
                product_key?: string;
                /** @description The SAT ClaveUnidad (H87, KGM, E48, ...), when sent */
                unit_key?: string;
            }[];
            /** @description The part of the amount that is a tip, MXN ("5.00"); present only when the creation sent data.tip */
            tip?: string;
        };
        /** @description qr_present: what the QR code carries (CoDi-style, the charge sealed for the payer's bank) */
        QrPayload: {
            /** @description 19: payment request shown as a QR code */
            typ: number;
            /** @description The QR's device data (dev: the collecting device) */
            v: {
                /** @description point of sale device id / key serial */
                dev: string;
            };
            /** @description The QR's identification: the intent (idc), a serial number (ser) and the encryption (enc) */
            ic: {
                /** @description the intent identifier */
                idc: string;
                /** @description serial of the merchant key that sealed cry */
                ser: number;
                /** @description algorithm of cry (A256GCM) */
                enc: string;
            };
            /** @description the sealed charge, base64url */
            cry: string;
        };
        /** @description A qr_present intent: its fields, the QR the point of sale shows, its current status and every status it entered */
        QrPresentIntent: {
            /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
            intent: string;
            /** @description The intent's amount in MXN */
            amount: number;
            data: components["schemas"]["PurchaseData"];
            status: components["schemas"]["StatusName"];
            code: components["schemas"]["StatusCode"];
            /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
            reason: string | null;
            created: components["schemas"]["DateTime"];
            /** @description When the intent expires on its own if it has not reached a final status; null once it has */
            expires: components["schemas"]["DateTime"] | null;
            /** @description Every status the intent entered, oldest first */
            events: {
                /** @description The event's sequence number within its intent (1, 2, …): one intent's webhooks are sent in this order */
                seq: number;
                status: components["schemas"]["StatusName"];
                code: components["schemas"]["StatusCode"];
                /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
                reason: string | null;
                at: components["schemas"]["DateTime"];
            }[];
            /** @description What its refunds give back: succeeded and pending ones (0 when none) */
            refunded?: number;
            /** @description What can still be refunded: amount - refunded (0 unless authorized) */
            remaining?: number;
            /**
             * @description The payment type: card_present, qr_present or ec_remote (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            payment: "qr_present";
            qr: components["schemas"]["QrPayload"];
            /** @description Always null: only an ec_remote intent has a phone */
            phoneLast4: null;
            /** @description Always null: only a card_present intent has a card */
            cardLast4: null;
        };
        /** @description A refund, as the refund operations answer it */
        Refund: {
            /** @description The refund's id (rf_…) */
            refund: string;
            /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
            intent: string;
            /** @description What this refund gives back, MXN */
            amount: number;
            /**
             * @description refund_pending, refund_succeeded or refund_failed
             * @enum {string}
             */
            status: "refund_pending" | "refund_succeeded" | "refund_failed";
            /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
            reason: ("requested_by_customer" | "duplicate" | "fraudulent" | "other") | null;
            /** @description Why it failed (refund_failed), e.g. refund_declined */
            failure: string | null;
            /** @description The intent's refunded total after this event (pending and succeeded refunds) */
            refunded: number;
            /** @description What can still be refunded after this event */
            remaining: number;
            /** @description When the refund was asked for: the day it counts on */
            created: components["schemas"]["DateTime"];
            /** @description Free text kept with the refund (at most 255 characters) */
            note: string | null;
            updated: components["schemas"]["DateTime"];
        };
        /** @description A refund as its refund.* event tells it */
        RefundFacts: {
            /** @description The refund's id (rf_…) */
            refund: string;
            /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
            intent: string;
            /** @description What this refund gives back, MXN */
            amount: number;
            /**
             * @description refund_pending, refund_succeeded or refund_failed
             * @enum {string}
             */
            status: "refund_pending" | "refund_succeeded" | "refund_failed";
            /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
            reason: ("requested_by_customer" | "duplicate" | "fraudulent" | "other") | null;
            /** @description Why it failed (refund_failed), e.g. refund_declined */
            failure: string | null;
            /** @description The intent's refunded total after this event (pending and succeeded refunds) */
            refunded: number;
            /** @description What can still be refunded after this event */
            remaining: number;
            /** @description When the refund was asked for: the day it counts on */
            created: components["schemas"]["DateTime"];
        };
        /** @description A page of an intent's refunds, oldest first, with what is refunded and what remains */
        RefundList: {
            /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
            intent: string;
            /** @description The intent's amount */
            amount: number;
            /** @description The intent's refunded total (all its refunds, not only this page's) */
            refunded: number;
            /** @description What can still be refunded */
            remaining: number;
            /** @description Oldest first */
            data: components["schemas"]["Refund"][];
            /** @description More follow this page: read on with `after=next` */
            has_more: boolean;
            /** @description The cursor of the next page (`after`), or null when there is none */
            next: string | null;
        };
        /**
         * @description The status's code: 100, 101, 102, 103, 104, 109, 110, 111, 112, 113, 114, 115, 116, 120, 121, 122, 123, 402
         * @enum {integer}
         */
        StatusCode: 100 | 101 | 102 | 103 | 104 | 109 | 110 | 111 | 112 | 113 | 114 | 115 | 116 | 120 | 121 | 122 | 123 | 402;
        /**
         * @description The status's name, exactly as the spec spells it (ec_conecting, ec_conected, ec_auhtorized included)
         * @example qr_created
         * @enum {string}
         */
        StatusName: "qr_created" | "qr_scanned" | "qr_progress" | "qr_authorized" | "qr_expired" | "qr_error_x" | "ec_created" | "ec_inited" | "ec_validating" | "ec_conecting" | "ec_conected" | "ec_progress" | "ec_auhtorized" | "ec_expired" | "ec_error_x" | "cp_created" | "cp_progress" | "cp_authorized" | "cp_expired" | "cp_error_x";
        /** @description An intent's status: the spec's status query answer and status webhook body */
        StatusRecord: {
            /** @description The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote) */
            intent: string;
            status: components["schemas"]["StatusName"];
            code: components["schemas"]["StatusCode"];
        };
        /** @description How many payments a range holds and what they add up to, by status group */
        Totals: {
            from: components["schemas"]["DateTime"];
            to: components["schemas"]["DateTime"];
            /** @description The branch the range was limited to; null for every branch */
            branch: string | null;
            /** @description The terminal the range was limited to; null for every terminal */
            terminal: string | null;
            /** @description Every payment created in the range, whatever its status */
            total: {
                /** @description How many */
                count: number;
                /**
                 * @description Exact sum, e.g. "1234.50"
                 * @example 1234.50
                 */
                amount: string;
            };
            /** @description Refunds asked for in the range (whenever their payment was made), of the range's branch/terminal: succeeded and still pending */
            refunds?: {
                /** @description Refunds that succeeded */
                succeeded: {
                    /** @description How many */
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                /** @description Refunds still pending (the processor has not answered yet) */
                pending: {
                    /** @description How many */
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
            };
            /** @description authorized.amount - refunds.succeeded.amount: what the range collected, net */
            net?: string;
            /** @description Caja's fees on the range's payments and their IVA, as exact decimals (an extension: the ledger's view of the range) */
            fees?: {
                /** @description Caja's fees on the range's payments, negative (the ledger's fee rows of the payments created in the range) */
                fee: string;
                /** @description The IVA on those fees, negative (the ledger's fee_tax rows) */
                tax: string;
            };
            /** @description net + fees.fee + fees.tax: what the range leaves the merchant after refunds and fees */
            payable?: string;
            /** @description What the ledger moved into the balance for the range, summed from its own rows: the range's payments' gross, fee and IVA, and the refunds asked for in it (a failed one nets to zero). Equals payable − refunds.pending.amount − unbooked.amount when the ledger agrees with the payments */
            ledger?: string;
            /** @description What the ledger does not hold of the range, by design */
            unbooked?: {
                /** @description Authorized payments of the range with no row in the ledger: paid before the ledger began (it starts with its migration) */
                count: number;
                /** @description Their gross less their refunds asked for in the range (succeeded or pending): what the ledger leaves out of the range by design */
                amount: string;
            };
            /** @description By status group: canceled is an expired status with reason canceled; expired is every other expired one */
            groups: {
                /** @description Payments authorized (refunds are counted apart) */
                authorized: {
                    /** @description How many */
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                /** @description Payments not in a final status yet */
                in_progress: {
                    /** @description How many */
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                /** @description Payments that failed (declined, errors) */
                failed: {
                    /** @description How many */
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                /** @description Payments that expired on their own */
                expired: {
                    /** @description How many */
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                /** @description Payments canceled (an expired status with reason canceled) */
                canceled: {
                    /** @description How many */
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
            };
            /** @description When the service added them up */
            at: components["schemas"]["DateTime"];
        };
        /** @description card_present: the keys of this intent's transaction, answered once (never again, not even by GET /payment/{intent}) */
        TransactionKeys: {
            /** @description ECDSA P-256 private key, PKCS#8 PEM (sign the JWT with ES256) */
            signature: string;
            /** @description 256-bit AES key, standard base64 (encrypt the JWE with dir + A256GCM) */
            encryption: string;
        };
        /** @description A webhook endpoint: where events go, which types, whether enabled, its backlog and secrets in force */
        WebhookEndpoint: {
            /**
             * @description The endpoint's id (we_…)
             * @example we_4mJ0hTq1cW8kYv3nZr7sPa
             */
            id: string;
            /** @description null only for the merchant's first endpoint while it has no URL (its events are skipped) */
            url: string | null;
            /** @description "*" or the event types it receives */
            events: string[];
            /** @description Free text the merchant gave it (at most 255 characters) */
            description: string;
            /** @description the merchant's first endpoint: the one GET/PATCH /webhook-endpoint manage; it cannot be deleted */
            primary: boolean;
            /** @description Whether events are delivered to it now (false: they wait in its queue, nothing is lost) */
            enabled: boolean;
            /** @description When it was disabled; null while enabled */
            disabledAt: components["schemas"]["DateTime"] | null;
            /** @description Why it was disabled, in words (it answered 410 Gone, or deliveries failed for too long); null while enabled or when disabled by hand */
            disabledReason: string | null;
            /** @description The start of the current run of failed deliveries; null when the latest delivery succeeded */
            failingSince: components["schemas"]["DateTime"] | null;
            created: components["schemas"]["DateTime"];
            updated: components["schemas"]["DateTime"];
            /** @description its deliveries still to make (due or waiting for a retry) */
            pending: number;
            /** @description its deliveries given up on */
            failed: number;
            /** @description its signing secrets in force (never the secrets themselves) */
            secrets: {
                /** @description The secret's id (the secret itself is answered once, when it is made) */
                id: string;
                created: components["schemas"]["DateTime"];
                /** @description When it stops being accepted; null while it has no end */
                expires: components["schemas"]["DateTime"] | null;
            }[];
        };
        /** @description Every webhook endpoint of the merchant (at most 16: one page, has_more false and next null) */
        WebhookEndpointList: {
            /** @description The first endpoint first, then by creation */
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description Always false: the whole list is one page */
            has_more: boolean;
            /** @description Always null: the whole list is one page */
            next: string | null;
            /**
             * @deprecated
             * @description Deprecated: the same items as `data`, under the list's name from before the list convention; read `data`
             */
            endpoints: components["schemas"]["WebhookEndpoint"][];
        };
        /** @description What a sample event sent to an endpoint got back */
        WebhookTest: {
            /** @description the sample's webhook-id (an event that exists nowhere else) */
            event: string;
            /** @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.* */
            type: string;
            /** @description The URL the webhooks are POSTed to */
            url: string | null;
            /** @description false when the endpoint has no URL (the first endpoint set to none) */
            sent: boolean;
            /** @description the receiver's answer; null when there was none */
            httpStatus: number | null;
            /** @description How long the receiver took to answer, in milliseconds */
            latencyMs: number;
            /** @description the answer's headers */
            headers: {
                [key: string]: string;
            };
            /** @description the first 2 KB of the answer's body */
            response: string | null;
            /** @description why there was no answer, as the system said it */
            error: string | null;
            /** @description the kind of that failure: dns (the name does not resolve), refused (nothing listens), timeout, certificate (not trusted, expired or for another name), tls, reset, address_not_allowed (a private address outside sandbox), invalid_url, connection */
            failure: ("dns" | "refused" | "timeout" | "certificate" | "tls" | "reset" | "address_not_allowed" | "invalid_url" | "connection") | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The payment type: card_present, qr_present or ec_remote
                     * @enum {string}
                     */
                    payment: "card_present" | "qr_present" | "ec_remote";
                    /** @description A JSON number greater than 0 and at most 9999999.99, with at most two decimals as written (142.83 yes, 142.835 no: 400 invalid_request). The document cannot state the decimals exactly (multipleOf 0.01 makes standard validators refuse valid amounts such as 0.07), so this sentence is the rule. */
                    amount: number;
                    /** @description What the operation answers */
                    data: {
                        /** @description The branch (sucursal) the payment was taken at, as the point of sale names it */
                        branch: string & (unknown & unknown & unknown);
                        /** @description The terminal (till or device) that took it, as the point of sale names it */
                        terminal: string & (unknown & unknown & unknown);
                        /**
                         * Format: date-time
                         * @description The point of sale's time, in UTC, YYYY-MM-DDTHH:MM:SS.SSSZ; from 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z once its offset is applied
                         */
                        time: string;
                        /** @description What the purchase is for, as the receipt prints it */
                        concept?: string & (unknown & unknown);
                        /** @description The point of sale's ticket number */
                        ticket?: string & (unknown & unknown & unknown);
                        /** @description The purchase's lines (at most 100) */
                        items: {
                            /** @description The item's SKU or code */
                            sku?: (string & (unknown & unknown)) | number;
                            /** @description The item's unit price in MXN */
                            price?: string | number;
                            /** @description What the item is, as the ticket prints it */
                            description?: string & (unknown & unknown);
                            /** @description How many units */
                            qty?: number;
                            /** @description A quantity with decimals, instead of qty (never both): above 0, at most 100000, at most 3 decimals ("0.750" kg of a weighed item); answered as written without trailing zeros ("0.75") */
                            quantity?: string;
                            /** @description The line's discount in MXN, IVA included (a string or a number, at most 2 decimals), at most the line's gross (price × quantity rounded half up to the cent); answered as a string ("5.00") */
                            discount?: string | number;
                            /**
                             * @description The line's IVA: "16" (general), "8" (border region), "0" (tasa cero) or "exempt"; the price includes it. Once any item carries it, every item carries price and iva and the lines add up to the amount (see the operation's rules)
                             * @enum {string}
                             */
                            iva?: "0" | "8" | "16" | "exempt";
                            /**
                             * @description The SAT product or service key (ClaveProdServ, c_ClaveProdServ): exactly 8 digits, e.g. 50181900
                             * @example 50181900
                             */
                            product_key?: string;
                            /**
                             * @description The SAT unit key (ClaveUnidad, c_ClaveUnidad): 2 or 3 uppercase letters or digits, e.g. H87 (pieza), KGM (kilogramo), E48 (servicio)
                             * @example H87
                             */
                            unit_key?: string;
                        }[];
                        /** @description The part of the amount that is a tip (propina), MXN: a JSON number of at least 0 with at most two decimals as written, less than amount; no IVA, not a line. Answered as a string ("5.00") when sent */
                        tip?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Created: its id, and the QR (qr_present) or the transaction keys (card_present) */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_success";
                        data: components["schemas"]["CreatedIntent"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getIntentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404
                 * @example qp_Rtgn3ESKyj4VeNhKZEAuD0
                 */
                intent: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status record */
            200: {
                headers: {
                    /** @description why the intent failed or expired, when it did */
                    "X-Status-Reason"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "check_success";
                        data: components["schemas"]["StatusRecord"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description intent_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description The `next` of the previous page; omitted: from the first */
                after?: string;
                /**
                 * @description How many to answer at most (1 to 500, default 100)
                 * @example 3
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events, the cursor after it, and whether more follow now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "events_success";
                        data: components["schemas"]["EventPage"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description cursor_unknown */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "cursor_unknown";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getTotals: {
        parameters: {
            query: {
                /**
                 * @description Payments created at or after this instant
                 * @example 2026-11-28T20:33:29.163Z
                 */
                from: components["schemas"]["Instant"];
                /**
                 * @description Payments created before this instant (after from)
                 * @example 2026-11-28T22:33:29.163Z
                 */
                to: components["schemas"]["Instant"];
                /** @description Only this branch (data.branch) */
                branch?: string & (unknown & unknown & unknown);
                /** @description Only this point of sale (data.terminal) */
                terminal?: string & (unknown & unknown & unknown);
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The range's totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "totals_success";
                        data: components["schemas"]["Totals"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listIntents: {
        parameters: {
            query: {
                /**
                 * @description Payments created at or after this instant
                 * @example 2026-11-28T20:33:29.163Z
                 */
                from: components["schemas"]["Instant"];
                /**
                 * @description Payments created before this instant (after from)
                 * @example 2026-11-28T22:33:29.163Z
                 */
                to: components["schemas"]["Instant"];
                /** @description Only this branch (data.branch) */
                branch?: string & (unknown & unknown & unknown);
                /** @description Only this point of sale (data.terminal) */
                terminal?: string & (unknown & unknown & unknown);
                /** @description The `next` of the previous page; omitted: from the first */
                after?: string;
                /**
                 * @description How many to answer at most (1 to 500, default 100)
                 * @example 2
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of intents, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intents_success";
                        data: components["schemas"]["IntentPage"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getIntentDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404
                 * @example qp_Rtgn3ESKyj4VeNhKZEAuD0
                 */
                intent: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The intent, history oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "detail_success";
                        data: components["schemas"]["Intent"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description intent_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    initEcPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The intent identifier
                 * @example ec_9X5OSkgPIjP8ivePitPa3a
                 */
                "X-Intent": string;
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The cardholder's phone: exactly 10 digits (only its last 4 are kept) */
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Initialized (status ec_inited) */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "ec_inited";
                        /** @description always {} */
                        data: Record<string, never>;
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description intent_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused, payment_type_not_allowed, intent_already_initialized, intent_final, intent_state_changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "idempotency_key_reused" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "intent_state_changed";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    submitCardTransaction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The intent identifier
                 * @example cp_0W425TXnEOwqw8nP94pALX
                 */
                "X-Intent": string;
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Compact JWE (alg dir, enc A256GCM) made with the intent's keys.encryption; its plaintext is {card, nip, track2}, equal to the body's */
                    JWE: string;
                    /** @description Compact JWS (ES256) signed with the intent's keys.signature; claims intent, amount, iat (within 5 minutes) and jti (once per intent) */
                    JWT: string;
                    /** @description 16 digits, Luhn-valid (a rule JSON Schema cannot state: checked by the server; x-luhn) */
                    card: string;
                    /** @description The card's PIN: exactly 4 digits (never stored nor logged) */
                    nip: string;
                    /** @description ISO 7813 track 2 whose PAN equals card (checked by the server; x-same-pan) */
                    track2: string;
                };
                "application/jose": string;
            };
        };
        responses: {
            /** @description Approved (status cp_authorized) */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "txn_success";
                        /** @description always {} */
                        data: Record<string, never>;
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid, jwe_invalid, jwt_signature_invalid, jwt_stale */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid" | "jwe_invalid" | "jwt_signature_invalid" | "jwt_stale";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Declined by the issuer (status cp_error_x) */
            402: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "txn_declined";
                        /** @description What the operation answers */
                        data: {
                            /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
                            reason: string;
                        };
                    };
                };
            };
            /** @description intent_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused, payment_type_not_allowed, intent_final, transition_not_allowed, intent_state_changed, jwt_replayed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "idempotency_key_reused" | "payment_type_not_allowed" | "intent_final" | "transition_not_allowed" | "intent_state_changed" | "jwt_replayed";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description jwt_claim_mismatch, jwe_payload_mismatch */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "jwt_claim_mismatch" | "jwe_payload_mismatch";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded, issuer_unavailable */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded" | "issuer_unavailable";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description The issuer did not answer in time (status cp_error_x, reason issuer_timeout) */
            504: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "issuer_timeout";
                        /** @description always {} */
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    cancelIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404
                 * @example qp_RK2x0WMmZAQL1WcBejC56e
                 */
                intent: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Canceled (or already canceled): the status record, qr_expired, ec_expired or cp_expired */
            200: {
                headers: {
                    /** @description canceled (the reason of the expired status) */
                    "X-Status-Reason"?: string;
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "cancel_success";
                        data: components["schemas"]["StatusRecord"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description intent_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused, authorization_in_progress, intent_final, intent_state_changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "idempotency_key_reused" | "authorization_in_progress" | "intent_final" | "intent_state_changed";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404
                 * @example qp_Rtgn3ESKyj4VeNhKZEAuD0
                 */
                intent: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description What to give back, MXN, at most 2 decimals; without it, the whole remaining amount */
                    amount?: number;
                    /**
                     * @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none
                     * @enum {string}
                     */
                    reason?: "requested_by_customer" | "duplicate" | "fraudulent" | "other";
                    /** @description Free text kept with the refund (at most 255 characters) */
                    note?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description The refund and its first status: refund_succeeded, refund_pending (settles later, announced by a refund.succeeded or refund.failed webhook) or refund_failed (nothing given back); refunded and remaining are the intent's after it */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "refund_success";
                        data: components["schemas"]["Refund"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description intent_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused, intent_not_refundable, refund_exceeds_remaining */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "idempotency_key_reused" | "intent_not_refundable" | "refund_exceeds_remaining";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listRefunds: {
        parameters: {
            query?: {
                /** @description The `next` of the previous page; omitted: from the first */
                after?: string;
                /** @description How many to answer at most (1 to 500, default 500) */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404
                 * @example qp_Rtgn3ESKyj4VeNhKZEAuD0
                 */
                intent: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refunds as they stand now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "refunds_success";
                        data: components["schemas"]["RefundList"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description intent_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                /** @description The `next` of the previous page; omitted: from the first */
                after?: string;
                /** @description How many to answer at most (1 to 500, default 500) */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404
                 * @example qp_Rtgn3ESKyj4VeNhKZEAuD0
                 */
                intent: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events in sequence order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "deliveries_success";
                        data: components["schemas"]["IntentDeliveries"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description intent_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description An event's id (evt_…), as a webhook's webhook-id or the feed's event
                 * @example evt_ntz0zP3DhlFgo0cA8mjSfq
                 */
                event: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Queued */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "redeliver_success";
                        /** @description What the operation answers */
                        data: {
                            /** @description The event's id (evt_…): the webhook-id of every delivery of it */
                            event: string;
                            /**
                             * @description The delivery's state: pending (to deliver or waiting for a retry), delivered, failed (given up on) or skipped
                             * @constant
                             */
                            state: "pending";
                        };
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description event_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "event_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    redeliverFailedEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Events given up on at or after this instant */
                    since: components["schemas"]["Instant"];
                };
            };
        };
        responses: {
            /** @description Queued */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "redeliver_success";
                        /** @description What the operation answers */
                        data: {
                            /** @description How many events were queued again */
                            requeued: number;
                            /** @description The instant it counted from */
                            since: string;
                        };
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "endpoint_success";
                        data: components["schemas"]["PrimaryWebhookEndpoint"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The URL the webhooks are POSTed to */
                    url?: (string & (unknown & unknown & unknown)) | null;
                    /**
                     * @description Whether events are delivered to it now (false: they wait in its queue, nothing is lost)
                     * @constant
                     */
                    enabled?: true;
                } | unknown | unknown;
            };
        };
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "endpoint_success";
                        data: components["schemas"]["PrimaryWebhookEndpoint"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Seconds the old secret keeps signing beside the new one (0 to 2 592 000; default WEBHOOK_SECRET_OVERLAP_SECONDS) */
                    overlapSeconds?: number;
                };
            };
        };
        responses: {
            /** @description Rotated */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "secret_rotated";
                        /** @description What the operation answers */
                        data: {
                            /** @description The object's id */
                            id: string;
                            /** @description whsec_…, shown once */
                            secret: string;
                            previousExpire: components["schemas"]["DateTime"];
                        };
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "endpoints_success";
                        data: components["schemas"]["WebhookEndpointList"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An http(s) URL of at most 2048 characters that a WHATWG URL parser accepts: the pattern admits some malformed hosts (a port above 65535, an IPv4 address out of range, a host with < > ^ | [ ] or an invalid xn-- label) that the server refuses (400); no pattern states the URL standard's host rules exactly. */
                    url: string & (unknown & unknown & unknown);
                    /**
                     * @description Event types it receives (default ["*"])
                     * @example [
                     *       "*"
                     *     ]
                     * @example [
                     *       "intent.status_changed"
                     *     ]
                     */
                    events?: ("*" | "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled" | "payout.created" | "payout.paid" | "payout.failed" | "payout.canceled")[];
                    /** @description Free text, at most 255 characters */
                    description?: string & (unknown & unknown);
                    /** @description false: created disabled (its events wait until it is enabled) */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created; it receives the events that happen from now on */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "endpoint_created";
                        /** @description What the operation answers */
                        data: {
                            /**
                             * @description The object's id
                             * @example we_4mJ0hTq1cW8kYv3nZr7sPa
                             */
                            id: string;
                            /** @description null only for the merchant's first endpoint while it has no URL (its events are skipped) */
                            url: string | null;
                            /** @description "*" or the event types it receives */
                            events: string[];
                            /** @description Free text the merchant gave it (at most 255 characters) */
                            description: string;
                            /** @description the merchant's first endpoint: the one GET/PATCH /webhook-endpoint manage; it cannot be deleted */
                            primary: boolean;
                            /** @description Whether events are delivered to it now (false: they wait in its queue, nothing is lost) */
                            enabled: boolean;
                            /** @description When it was disabled; null while enabled */
                            disabledAt: components["schemas"]["DateTime"] | null;
                            /** @description Why it was disabled, in words (it answered 410 Gone, or deliveries failed for too long); null while enabled or when disabled by hand */
                            disabledReason: string | null;
                            /** @description The start of the current run of failed deliveries; null when the latest delivery succeeded */
                            failingSince: components["schemas"]["DateTime"] | null;
                            created: components["schemas"]["DateTime"];
                            updated: components["schemas"]["DateTime"];
                            /** @description its deliveries still to make (due or waiting for a retry) */
                            pending: number;
                            /** @description its deliveries given up on */
                            failed: number;
                            /** @description its signing secrets in force (never the secrets themselves) */
                            secrets: {
                                /** @description The secret's id (the secret itself is answered once, when it is made) */
                                id: string;
                                created: components["schemas"]["DateTime"];
                                /** @description When it stops being accepted; null while it has no end */
                                expires: components["schemas"]["DateTime"] | null;
                            }[];
                            /** @description whsec_…, its signing secret, shown once */
                            secret: string;
                        };
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused, webhook_endpoint_limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "idempotency_key_reused" | "webhook_endpoint_limit";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getWebhookEndpointById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A webhook endpoint's id (we_…)
                 * @example we_nBX3u2J0Q6hEXQa0UlVgAw
                 */
                endpoint: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "endpoint_success";
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description webhook_endpoint_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "webhook_endpoint_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A webhook endpoint's id (we_…)
                 * @example we_nBX3u2J0Q6hEXQa0UlVgAw
                 */
                endpoint: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "endpoint_deleted";
                        /** @description always {} */
                        data: Record<string, never>;
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description webhook_endpoint_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "webhook_endpoint_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description webhook_endpoint_primary */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "webhook_endpoint_primary";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    changeWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A webhook endpoint's id (we_…)
                 * @example we_nBX3u2J0Q6hEXQa0UlVgAw
                 */
                endpoint: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An http(s) URL of at most 2048 characters that a WHATWG URL parser accepts: the pattern admits some malformed hosts (a port above 65535, an IPv4 address out of range, a host with < > ^ | [ ] or an invalid xn-- label) that the server refuses (400); no pattern states the URL standard's host rules exactly. */
                    url?: string & (unknown & unknown & unknown);
                    /**
                     * @description "*" for every type, or a list of intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled, payout.created, payout.paid, payout.failed, payout.canceled, each once
                     * @example [
                     *       "*"
                     *     ]
                     * @example [
                     *       "intent.status_changed"
                     *     ]
                     */
                    events?: ("*" | "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled" | "payout.created" | "payout.paid" | "payout.failed" | "payout.canceled")[];
                    /** @description Free text the merchant gave it (at most 255 characters) */
                    description?: string & (unknown & unknown);
                    /** @description false disables it (its events wait); true re-enables it and resumes where it stopped */
                    enabled?: boolean;
                } | unknown | unknown | unknown | unknown;
            };
        };
        responses: {
            /** @description The endpoint as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "endpoint_success";
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description webhook_endpoint_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "webhook_endpoint_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description A webhook endpoint's id (we_…)
                 * @example we_nBX3u2J0Q6hEXQa0UlVgAw
                 */
                endpoint: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Seconds the old secret keeps signing beside the new one (0 to 2 592 000; default WEBHOOK_SECRET_OVERLAP_SECONDS) */
                    overlapSeconds?: number;
                };
            };
        };
        responses: {
            /** @description Rotated */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "secret_rotated";
                        /** @description What the operation answers */
                        data: {
                            /** @description The object's id */
                            id: string;
                            /** @description whsec_…, shown once */
                            secret: string;
                            previousExpire: components["schemas"]["DateTime"];
                        };
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description webhook_endpoint_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "webhook_endpoint_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description A webhook endpoint's id (we_…)
                 * @example we_nBX3u2J0Q6hEXQa0UlVgAw
                 */
                endpoint: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @enum {string}
                     */
                    type?: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled" | "payout.created" | "payout.paid" | "payout.failed" | "payout.canceled";
                };
            };
        };
        responses: {
            /** @description What happened (a receiver's error is still a 200 here: the test ran) */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "test_sent";
                        data: components["schemas"]["WebhookTest"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description webhook_endpoint_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "webhook_endpoint_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    testWebhookUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An http(s) URL of at most 2048 characters that a WHATWG URL parser accepts: the pattern admits some malformed hosts (a port above 65535, an IPv4 address out of range, a host with < > ^ | [ ] or an invalid xn-- label) that the server refuses (400); no pattern states the URL standard's host rules exactly. */
                    url: string & (unknown & unknown & unknown);
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @enum {string}
                     */
                    type?: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled" | "payout.created" | "payout.paid" | "payout.failed" | "payout.canceled";
                };
            };
        };
        responses: {
            /** @description What happened, and the test's secret (a receiver's error is still a 200 here: the test ran) */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "test_sent";
                        /** @description What the operation answers */
                        data: {
                            /** @description the sample's webhook-id (an event that exists nowhere else) */
                            event: string;
                            /** @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.* */
                            type: string;
                            /** @description The URL the webhooks are POSTed to */
                            url: string | null;
                            /** @description false when the endpoint has no URL (the first endpoint set to none) */
                            sent: boolean;
                            /** @description the receiver's answer; null when there was none */
                            httpStatus: number | null;
                            /** @description How long the receiver took to answer, in milliseconds */
                            latencyMs: number;
                            /** @description the answer's headers */
                            headers: {
                                [key: string]: string;
                            };
                            /** @description the first 2 KB of the answer's body */
                            response: string | null;
                            /** @description why there was no answer, as the system said it */
                            error: string | null;
                            /** @description the kind of that failure: dns (the name does not resolve), refused (nothing listens), timeout, certificate (not trusted, expired or for another name), tls, reset, address_not_allowed (a private address outside sandbox), invalid_url, connection */
                            failure: ("dns" | "refused" | "timeout" | "certificate" | "tls" | "reset" | "address_not_allowed" | "invalid_url" | "connection") | null;
                            /** @description whsec_…, the secret made for this one test and signed with: try the receiver's verification with it */
                            secret: string;
                        };
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listEndpointDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries in this state (failed: given up on) */
                state?: "pending" | "delivered" | "failed" | "skipped";
                /** @description Only events of this type */
                type?: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled" | "payout.created" | "payout.paid" | "payout.failed" | "payout.canceled";
                /** @description Only this intent's events */
                intent?: string;
                /** @description The `next` of the previous page; omitted: from the first */
                before?: string;
                /**
                 * @description How many to answer at most (1 to 500, default 100)
                 * @example 2
                 */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description A webhook endpoint's id (we_…)
                 * @example we_nBX3u2J0Q6hEXQa0UlVgAw
                 */
                endpoint: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary and a page of the log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "deliveries_success";
                        data: components["schemas"]["EndpointDeliveries"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description webhook_endpoint_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "webhook_endpoint_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    recoverWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description A webhook endpoint's id (we_…)
                 * @example we_nBX3u2J0Q6hEXQa0UlVgAw
                 */
                endpoint: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The window's start (inclusive) */
                    since: components["schemas"]["Instant"];
                    /** @description The window's end (exclusive, after since); now unless given */
                    until?: components["schemas"]["Instant"];
                };
            };
        };
        responses: {
            /** @description How many were queued */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "recover_queued";
                        /** @description What the operation answers */
                        data: {
                            /** @description The webhook endpoint's id (we_…) */
                            endpoint: string;
                            /** @description How many events were queued again */
                            queued: number;
                            since: components["schemas"]["DateTime"];
                            until: components["schemas"]["DateTime"];
                        };
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description webhook_endpoint_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "webhook_endpoint_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchant's balance now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "balance_success";
                        data: components["schemas"]["Balance"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listBalanceTransactions: {
        parameters: {
            query?: {
                /** @description Only transactions of this type */
                type?: "payment" | "fee" | "fee_tax" | "refund" | "refund_failure" | "payout" | "payout_failure" | "adjustment";
                /** @description Only the transactions this payout settled */
                payout?: string;
                /** @description Only the transactions of this intent: its payment, fee, fee_tax, refunds (what it earned, and where it was paid out) */
                intent?: string;
                /** @description Transactions created at or after this instant */
                from?: components["schemas"]["Instant"];
                /** @description Transactions created before this instant (after from) */
                to?: components["schemas"]["Instant"];
                /** @description The `next` of the previous page; omitted: from the first */
                after?: string;
                /**
                 * @description How many to answer at most (1 to 500, default 100)
                 * @example 3
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the ledger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "balance_transactions_success";
                        data: components["schemas"]["BalanceTransactionList"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                /** @description Only payouts in this status */
                status?: "pending" | "paid" | "failed" | "canceled";
                /** @description The `next` of the previous page; omitted: from the first */
                after?: string;
                /** @description How many to answer at most (1 to 500, default 100) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payouts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payouts_success";
                        data: components["schemas"]["PayoutList"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example po_SatVa20Lh8mZbCn16hLwxp */
                payout: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout and what it settled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payout_success";
                        data: components["schemas"]["PayoutDetail"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payout_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payout_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank account, or nulls when none is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payout_account_success";
                        data: components["schemas"]["PayoutAccount"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    setPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The CLABE: 18 digits, a known bank and city, a valid check digit (rules JSON Schema cannot state: checked by the server; x-clabe)
                     * @example 002180123456789013
                     */
                    clabe: string;
                    /** @description The account holder's name, as the bank has it */
                    holderName: string & (unknown & unknown & unknown);
                };
            };
        };
        responses: {
            /** @description The account from now on (masked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payout_account_updated";
                        data: components["schemas"]["PayoutAccount"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    advanceIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404
                 * @example qp_Rtgn3ESKyj4VeNhKZEAuD0
                 */
                intent: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A status of the intent's family (see the status tables)
                     * @enum {string}
                     */
                    to: "qr_created" | "qr_scanned" | "qr_progress" | "qr_authorized" | "qr_expired" | "qr_error_x" | "ec_created" | "ec_inited" | "ec_validating" | "ec_conecting" | "ec_conected" | "ec_progress" | "ec_auhtorized" | "ec_expired" | "ec_error_x" | "cp_created" | "cp_progress" | "cp_authorized" | "cp_expired" | "cp_error_x";
                    /** @description Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The new status record */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "advance_success";
                        data: components["schemas"]["StatusRecord"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description sandbox_disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "sandbox_disabled";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description intent_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "intent_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused, transition_not_allowed, intent_final, intent_state_changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "idempotency_key_reused" | "transition_not_allowed" | "intent_final" | "intent_state_changed";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    settleRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description A refund's id (rf_…)
                 * @example rf_nAdQfOr9NqxZ1NoDR1gZsv
                 */
                refund: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Where to take it: the status to walk the intent to, or the refund's outcome
                     * @enum {string}
                     */
                    to: "refund_succeeded" | "refund_failed";
                };
            };
        };
        responses: {
            /** @description The refund as it settled */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "refund_success";
                        data: components["schemas"]["Refund"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description sandbox_disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "sandbox_disabled";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description refund_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "refund_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused, refund_not_pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "idempotency_key_reused" | "refund_not_pending";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    runPayouts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The business day whose cut-off to run: today or a later day (its available money is paid)
                     */
                    date?: string;
                };
            };
        };
        responses: {
            /** @description The payouts made now (none when nothing is due or the day's payout exists) */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payouts_success";
                        data: components["schemas"]["PayoutList"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description sandbox_disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "sandbox_disabled";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused, payout_account_missing */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "idempotency_key_reused" | "payout_account_missing";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    settlePayout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example po_SatVa20Lh8mZbCn16hLwxp */
                payout: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the simulated bank says of the pending payout
                     * @enum {string}
                     */
                    outcome: "paid" | "failed" | "canceled";
                    /** @description failed, canceled: why (default account_closed / canceled_by_bank) */
                    failure?: string & (unknown & unknown & unknown);
                };
            };
        };
        responses: {
            /** @description The payout as it settled */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payout_success";
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description api_key_missing, api_key_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "api_key_missing" | "api_key_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description sandbox_disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "sandbox_disabled";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payout_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payout_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused, payout_not_pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "idempotency_key_reused" | "payout_not_pending";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "rate_limited";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listMerchants: {
        parameters: {
            query?: {
                /** @description The `next` of the previous page; omitted: from the first */
                after?: string;
                /** @description How many to answer at most (1 to 500, default 500) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Merchants with their key prefixes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "merchants_success";
                        data: components["schemas"]["MerchantList"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description admin_token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "admin_token_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    createMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The merchant's name */
                    name: string & (unknown & unknown & unknown);
                    /** @description Where the merchant's webhooks go (its first endpoint's URL); null for none */
                    webhookUrl?: (string & (unknown & unknown & unknown)) | null;
                };
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "merchant_created";
                        /** @description What the operation answers */
                        data: {
                            /** @description The object's id */
                            id: string;
                            /** @description The merchant's name */
                            name: string;
                            /** @description Where the merchant's webhooks go (its first endpoint's URL); null for none */
                            webhookUrl: string | null;
                            /** @description shown once */
                            apiKey: string;
                            /** @description shown once */
                            webhookSecret: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description admin_token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "admin_token_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    updateMerchant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A merchant's id
                 * @example mer_XMlsKsWo9iMiFZup
                 */
                merchant: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The merchant's name */
                    name?: string & (unknown & unknown & unknown);
                    /** @description Where the merchant's webhooks go (its first endpoint's URL); null for none */
                    webhookUrl?: (string & (unknown & unknown & unknown)) | null;
                } | unknown | unknown;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "merchant_updated";
                        /** @description What the operation answers */
                        data: {
                            merchant: components["schemas"]["Merchant"];
                        };
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description admin_token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "admin_token_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description merchant_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "merchant_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    issueApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and same request within 24 h replays the first answer (header Idempotent-Replayed: true); the same key with another request is 409 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description A merchant's id
                 * @example mer_XMlsKsWo9iMiFZup
                 */
                merchant: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Issued */
            200: {
                headers: {
                    /** @description true when this is the stored answer of an earlier request with the same Idempotency-Key (absent on a first answer) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "api_key_issued";
                        /** @description What the operation answers */
                        data: {
                            /** @description The object's id */
                            id: string;
                            /** @description shown once */
                            apiKey: string;
                            /** @description The key's first characters, to recognise it (the key itself is answered once) */
                            prefix: string;
                        };
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description admin_token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "admin_token_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description merchant_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "merchant_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "idempotency_key_reused";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A merchant's id
                 * @example mer_XMlsKsWo9iMiFZup
                 */
                merchant: string;
                /**
                 * @description An API key's id (as the admin API listed or issued it)
                 * @example key_CaM5AQ129RHLxDWI
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Revoked (or already revoked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "api_key_revoked";
                        /** @description always {} */
                        data: Record<string, never>;
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description admin_token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "admin_token_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description merchant_not_found, api_key_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "merchant_not_found" | "api_key_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getPricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A merchant's id
                 * @example mer_XMlsKsWo9iMiFZup
                 */
                merchant: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pricing in force now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "pricing_success";
                        data: components["schemas"]["Pricing"];
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description admin_token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "admin_token_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description merchant_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "merchant_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    setPricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A merchant's id
                 * @example mer_XMlsKsWo9iMiFZup
                 */
                merchant: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The payment type: card_present, qr_present or ec_remote
                     * @enum {string}
                     */
                    payment: "card_present" | "qr_present" | "ec_remote";
                    /** @description Percent of the amount (3.5 = 3.5 %) */
                    percent: number;
                    /** @description Fixed amount per payment, MXN (omitted: the one in force for the type) */
                    fixed?: number;
                    /** @description IVA on the fee (0.08 in the northern border zone; omitted: the one in force for the type, 0.16 by default) */
                    ivaRate?: number;
                };
            };
        };
        responses: {
            /** @description The pricing in force from now on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "pricing_updated";
                        data: components["schemas"]["Pricing"];
                    };
                };
            };
            /** @description invalid_request, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description admin_token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "admin_token_invalid";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description merchant_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "merchant_not_found";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "payload_too_large";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "unsupported_media_type";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "internal_error";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, server_overloaded */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "server_overloaded";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Serving, database answering */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "ok";
                        /** @description What the operation answers */
                        data: {
                            /** @description How the database answers */
                            database: unknown;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "database_unavailable";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send requests here */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "ok";
                        /** @description What the operation answers */
                        data: {
                            /**
                             * @description Always true (a 503 not_ready says otherwise)
                             * @constant
                             */
                            ready: true;
                        };
                    };
                };
            };
            /** @description invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @constant
                         */
                        message: "invalid_request";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description database_unavailable, not_ready */
            503: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "database_unavailable" | "not_ready";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
            /** @description Any other error, in the same envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status of the answer, repeated in the body */
                        code: number;
                        /**
                         * @description What happened, as a stable snake_case word: branch on it (it never changes meaning)
                         * @enum {string}
                         */
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "payout_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "invoice_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "payout_not_pending" | "payout_account_missing" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "invoicing_not_ready" | "sale_not_invoiceable" | "invoice_busy" | "invoice_not_cancelable" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "pac_refused" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "pac_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    webhookIntentStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (evt_…): the same on every attempt; deduplicate on it
                 * @example evt_fTpIw2jBVhoecHgUCBLcHG
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt
                 * @example 1795901609
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)
                 * @example v1,R7o757I7Vek21quk3UWnC7TSAay8oRJoD1bv4Yd1tm8=
                 */
                "webhook-signature": string;
                /**
                 * @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's
                 * @example 1
                 */
                "caja-sequence": string;
                /**
                 * @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled
                 * @example intent.status_changed
                 */
                "caja-event-type": string;
                /**
                 * @description When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event
                 * @example 2026-11-28T21:33:29.556Z
                 */
                "caja-event-time": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /**
                 * @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events
                 * @example 1
                 */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusRecord"];
            };
        };
        responses: {
            /** @description Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookRefundPending: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (evt_…): the same on every attempt; deduplicate on it
                 * @example evt_BGZJUGKEdvbQdcamtceopy
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt
                 * @example 1795901609
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)
                 * @example v1,eKtoaLqDySELFkVtiUDvTo1RRRJ+NrJjx2fjDMswVE4=
                 */
                "webhook-signature": string;
                /**
                 * @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's
                 * @example 1
                 */
                "caja-sequence": string;
                /**
                 * @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled
                 * @example refund.pending
                 */
                "caja-event-type": string;
                /**
                 * @description When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event
                 * @example 2026-11-28T21:33:29.561Z
                 */
                "caja-event-time": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /**
                 * @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events
                 * @example 1
                 */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @constant
                     */
                    type: "refund.pending";
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    data: components["schemas"]["RefundFacts"];
                };
            };
        };
        responses: {
            /** @description Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookRefundSucceeded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (evt_…): the same on every attempt; deduplicate on it
                 * @example evt_muSgXsZ3bUzchJbD45lkYl
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt
                 * @example 1795901609
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)
                 * @example v1,2W60eIOv9+Ym6x+d4AvZlUE2w0UzqQWH79c4qbSjUmg= v1,GmzaYlx/h2Y1sA9XvxZS68e3VxYvcpJGO2xu6qhUZ28=
                 */
                "webhook-signature": string;
                /**
                 * @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's
                 * @example 1
                 */
                "caja-sequence": string;
                /**
                 * @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled
                 * @example refund.succeeded
                 */
                "caja-event-type": string;
                /**
                 * @description When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event
                 * @example 2026-11-28T21:33:29.540Z
                 */
                "caja-event-time": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /**
                 * @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events
                 * @example 1
                 */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @constant
                     */
                    type: "refund.succeeded";
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    data: components["schemas"]["RefundFacts"];
                };
            };
        };
        responses: {
            /** @description Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookRefundFailed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (evt_…): the same on every attempt; deduplicate on it
                 * @example evt_8toBInukvtgBhodebk39bv
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt
                 * @example 1795901609
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)
                 * @example v1,GCFL8QPuQlSfXzG58UdvKN4LMzhnPQDu86mC0MElMjo=
                 */
                "webhook-signature": string;
                /**
                 * @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's
                 * @example 1
                 */
                "caja-sequence": string;
                /**
                 * @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled
                 * @example refund.failed
                 */
                "caja-event-type": string;
                /**
                 * @description When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event
                 * @example 2026-11-28T21:33:29.570Z
                 */
                "caja-event-time": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /**
                 * @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events
                 * @example 1
                 */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @constant
                     */
                    type: "refund.failed";
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    data: components["schemas"]["RefundFacts"];
                };
            };
        };
        responses: {
            /** @description Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEndpointDisabled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (evt_…): the same on every attempt; deduplicate on it
                 * @example evt_M1mM392mrDl4n8yWIp3zAa
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt
                 * @example 1795901609
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)
                 * @example v1,YbYva5Sl4jThapGV62kZ4Nqhe/e8bztjvd2weAlt99o=
                 */
                "webhook-signature": string;
                /**
                 * @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's
                 * @example 0
                 */
                "caja-sequence": string;
                /**
                 * @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled
                 * @example endpoint.disabled
                 */
                "caja-event-type": string;
                /**
                 * @description When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event
                 * @example 2026-11-28T21:33:29.576Z
                 */
                "caja-event-time": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /**
                 * @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events
                 * @example 1
                 */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @constant
                     */
                    type: "endpoint.disabled";
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    data: components["schemas"]["DisabledEndpoint"];
                };
            };
        };
        responses: {
            /** @description Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPayoutCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (evt_…): the same on every attempt; deduplicate on it
                 * @example evt_FqAwiViZSFwngMgjTzXuqY
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt
                 * @example 1795901609
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)
                 * @example v1,NSsYSa8PoUcZbfkdls7+SEmQ9UB4Rp3Vr1CnEYwQyPI=
                 */
                "webhook-signature": string;
                /**
                 * @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's
                 * @example 1
                 */
                "caja-sequence": string;
                /**
                 * @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled
                 * @example payout.created
                 */
                "caja-event-type": string;
                /**
                 * @description When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event
                 * @example 2026-11-28T21:33:29.581Z
                 */
                "caja-event-time": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /**
                 * @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events
                 * @example 1
                 */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @constant
                     */
                    type: "payout.created";
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    data: components["schemas"]["Payout"];
                };
            };
        };
        responses: {
            /** @description Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPayoutPaid: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (evt_…): the same on every attempt; deduplicate on it
                 * @example evt_IMG9BwV8UIYcrNRlhJTBmX
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt
                 * @example 1795901609
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)
                 * @example v1,avnFXad+i6vndRxrf27j4ZUCcazs42yTvqUT+z7lIAo=
                 */
                "webhook-signature": string;
                /**
                 * @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's
                 * @example 1
                 */
                "caja-sequence": string;
                /**
                 * @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled
                 * @example payout.paid
                 */
                "caja-event-type": string;
                /**
                 * @description When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event
                 * @example 2026-11-28T21:33:29.588Z
                 */
                "caja-event-time": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /**
                 * @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events
                 * @example 1
                 */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @constant
                     */
                    type: "payout.paid";
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    data: components["schemas"]["Payout"];
                };
            };
        };
        responses: {
            /** @description Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPayoutFailed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (evt_…): the same on every attempt; deduplicate on it
                 * @example evt_b1XGXClmjOloeMZPya1lto
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt
                 * @example 1795901609
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)
                 * @example v1,Ne8cEGpEqKNJJL3PSOOo6rF3AB70gjPoTU4lJXkkl/g=
                 */
                "webhook-signature": string;
                /**
                 * @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's
                 * @example 1
                 */
                "caja-sequence": string;
                /**
                 * @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled
                 * @example payout.failed
                 */
                "caja-event-type": string;
                /**
                 * @description When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event
                 * @example 2026-11-28T21:33:29.591Z
                 */
                "caja-event-time": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /**
                 * @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events
                 * @example 1
                 */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @constant
                     */
                    type: "payout.failed";
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    data: components["schemas"]["Payout"];
                };
            };
        };
        responses: {
            /** @description Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPayoutCanceled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (evt_…): the same on every attempt; deduplicate on it
                 * @example evt_XTMr5rc3GXfS3IlTC9Grau
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt
                 * @example 1795901609
                 */
                "webhook-timestamp": string;
                /**
                 * @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks)
                 * @example v1,I81QhyGBJ/P8TaSCP9WaH7KtHMdiGQ2KO0FF0Smpx04=
                 */
                "webhook-signature": string;
                /**
                 * @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's
                 * @example 1
                 */
                "caja-sequence": string;
                /**
                 * @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled
                 * @example payout.canceled
                 */
                "caja-event-type": string;
                /**
                 * @description When the service recorded the event (ISO 8601, UTC, milliseconds): the same on every attempt, unlike webhook-timestamp; the time the feed gives the event
                 * @example 2026-11-28T21:33:29.595Z
                 */
                "caja-event-time": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /**
                 * @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events
                 * @example 1
                 */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*
                     * @constant
                     */
                    type: "payout.canceled";
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    data: components["schemas"]["Payout"];
                };
            };
        };
        responses: {
            /** @description Received: any 2xx ends the retries (410 disables the endpoint; anything else is retried) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
