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
        /** Create a payment intent */
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
         * Query the status of an intent
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
         * The merchant's event feed: every status any intent entered, oldest first, each with the intent's fields (for keeping a copy without webhooks)
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
         * How many payments were created in a range and what they add up to, by status group, from the service's own tables
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
         * The intents created in a range, by creation time, with their amount and current status
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
         * An intent's fields and every status it entered (extension)
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
        /** Initialize an ec_remote intent for a cardholder's phone */
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
        /** Submit a card_present transaction (JSON form, or one compact JWE as application/jose) */
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
        /** Cancel an intent before authorization started: its family's expired status, reason canceled (extension) */
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
        /** Give back all or part of an authorized intent: several partial refunds up to its amount (extension) */
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
         * An intent's refunds, oldest first, with its refunded total and what remains (extension)
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
         * The intent's webhook events and every delivery attempt
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
         * Deliver one webhook event again (same webhook-id, fresh retry schedule)
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
        /** Deliver again every event given up on (failed) since a time */
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
         * The merchant's webhook endpoint: URL, enabled or why not, backlog, secrets in force
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the webhook URL and/or re-enable deliveries */
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
        /** A new signing secret (shown once); the old one keeps signing during the overlap */
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
         * The merchant's webhook endpoints (the first one first): URL, event types, state, backlog, secrets in force
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Add a webhook endpoint (at most 16): its URL, the event types it receives, its own signing secret (answered once) */
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
         * One webhook endpoint
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["getWebhookEndpointById"];
        put?: never;
        post?: never;
        /**
         * Delete an endpoint with its secrets, queue and delivery log (not the first endpoint)
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Change an endpoint's URL, event types or description, disable it (its events wait) or enable it (deliveries resume where they stopped) */
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
        /** A new signing secret for this endpoint (shown once); its old one keeps signing during the overlap */
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
        /** Send a signed sample event of a type to the endpoint now, and answer what its receiver did (status, latency, headers, the first 2 KB) or why it could not be reached */
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
        /** Send a signed sample event to a URL that is no endpoint yet (a check before saving it), signed with a secret made for this test, and answer what its receiver did */
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
         * An endpoint's last 24 hours at a glance and its delivery log, newest first, filtered by state, event type or intent
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
        /** Send again every event of a window that this endpoint did not receive successfully, in order per intent */
        post: operations["recoverWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
        /** Sandbox: walk an intent to a status through every intermediate one */
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
        /** Sandbox: a pending refund (test amount ending in .14) succeeds or fails, as the processor would tell later */
        post: operations["settleRefund"];
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
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        get: operations["listMerchants"];
        put?: never;
        /** Create a merchant (API key and webhook secret shown once) */
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
        /** Rename a merchant or set its webhook URL */
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
         * Issue another API key (shown once)
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
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
         * Liveness and database readiness (no key needed)
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
         * Readiness for a load balancer (no key needed): 503 not_ready while starting, migrating, stopping, or while the database does not answer
         * @description Takes no request body: send none, or an empty JSON object ({}); anything else is 400 invalid_request, field (body).
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
}
export interface components {
    schemas: {
        /** @description A new intent: its id, and the QR (qr_present) or the transaction keys (card_present, shown once) */
        CreatedIntent: {
            intent: string;
            /** @description qr_present: the QR to show */
            qr?: components["schemas"]["QrPayload"];
            /** @description card_present: the keys of this intent's transaction, shown once */
            keys?: {
                /** @description ECDSA P-256 private key, PKCS#8 PEM (sign the JWT with ES256) */
                signature: string;
                /** @description 256-bit AES key, standard base64 (encrypt the JWE with dir + A256GCM) */
                encryption: string;
            };
        };
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
            description: string;
            /** @description Why: the endpoint answered 410 Gone, or deliveries failing since a time */
            reason: string;
            disabled: components["schemas"]["DateTime"];
            /** @description The start of the run of failures that disabled it (null after a 410) */
            failingSince: components["schemas"]["DateTime"] | null;
        };
        /** @description An endpoint's last 24 hours at a glance and a page of its delivery log */
        EndpointDeliveries: {
            endpoint: string;
            /** @description The last 24 hours at a glance, from at most the endpoint's 1 000 latest events of that window */
            summary: {
                /** @description 24 hours ago */
                since: components["schemas"]["DateTime"];
                /** @description its events since then that the summary read (at most the latest 1 000) */
                events: number;
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
                event: string;
                /** @enum {string} */
                type: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled";
                /** @description null for endpoint.disabled */
                intent: string | null;
                seq: number;
                /** @enum {string} */
                state: "pending" | "delivered" | "failed" | "skipped";
                attempts: number;
                nextAttemptAt: components["schemas"]["DateTime"] | null;
                created: components["schemas"]["DateTime"];
                completed: components["schemas"]["DateTime"] | null;
                /** @description its latest attempt; null before the first */
                last: {
                    at: components["schemas"]["DateTime"];
                    latencyMs: number;
                    /** @description the receiver's answer; null when there was none */
                    httpStatus: number | null;
                    /** @description why there was no answer, as the system said it */
                    error: string | null;
                    /** @description the kind of that failure: dns (the name does not resolve), refused (nothing listens), timeout, certificate (not trusted, expired or for another name), tls, reset, address_not_allowed (a private address outside sandbox), invalid_url, connection */
                    failure: ("dns" | "refused" | "timeout" | "certificate" | "tls" | "reset" | "address_not_allowed" | "invalid_url" | "connection") | null;
                } | null;
            }[];
            /** @description The cursor of the next (older) page as `before`; null at the end */
            next: string | null;
        };
        /** @description A feed event of the merchant's own: an endpoint the service disabled */
        EndpointEvent: {
            /** @description The event's id (evt_…): the `webhook-id` of the endpoint.disabled webhook */
            event: string;
            /** @constant */
            type: "endpoint.disabled";
            /** @description When the service disabled the endpoint */
            at: components["schemas"]["DateTime"];
            endpoint: components["schemas"]["DisabledEndpoint"];
        };
        /** @description field errors (400), retryAfter (429), or the facts of the refusal (e.g. the current status) */
        ErrorData: {
            errors?: {
                field: string;
                message: string;
            }[];
            retryAfter?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of the event feed */
        EventPage: {
            /** @description Oldest first: the intents' events, and the merchant's own (endpoint.disabled) */
            data: (components["schemas"]["IntentEvent"] | components["schemas"]["EndpointEvent"])[];
            /** @description The cursor to read on from (`after`), also when this page is empty: keep it */
            next: string;
            /** @description More events follow now: read again at once with `after=next` */
            has_more: boolean;
        };
        /**
         * Format: date-time
         * @description An ISO 8601 date-time with its offset (Z or ±HH:MM), from 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z once its offset is applied
         * @example 2026-11-25T06:00:00Z
         */
        Instant: string;
        /** @description An intent: its fields, its current status and every status it entered */
        Intent: {
            intent: string;
            /** @enum {string} */
            payment: "card_present" | "qr_present" | "ec_remote";
            amount: number;
            data: components["schemas"]["PurchaseData"];
            status: components["schemas"]["StatusName"];
            code: components["schemas"]["StatusCode"];
            reason: string | null;
            phoneLast4: string | null;
            cardLast4?: string | null;
            qr?: components["schemas"]["QrPayload"] | null;
            created: components["schemas"]["DateTime"];
            expires: components["schemas"]["DateTime"] | null;
            events: {
                seq: number;
                status: components["schemas"]["StatusName"];
                code: components["schemas"]["StatusCode"];
                reason: string | null;
                at: components["schemas"]["DateTime"];
            }[];
            /** @description What its refunds give back: succeeded and pending ones (0 when none) */
            refunded?: number;
            /** @description What can still be refunded: amount - refunded (0 unless authorized) */
            remaining?: number;
        };
        /** @description The webhook deliveries of an intent's events */
        IntentDeliveries: {
            intent: string;
            events: {
                event: string;
                /** @description the webhook endpoint (we_…) this entry's deliveries went to: an event has one entry per endpoint that receives its type */
                endpoint: string;
                seq: number;
                /**
                 * @description The event's type: intent.status_changed, or refund.pending | refund.succeeded | refund.failed (a refund's event: `status` and `code` stay the intent's). Absent from services before this field.
                 * @enum {string}
                 */
                type?: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed";
                /** @description refund.* events: the refund (its id, amount and status as the event told it); null for a status change */
                refund?: {
                    refund: string;
                    amount: number;
                    /** @enum {string} */
                    status: "refund_pending" | "refund_succeeded" | "refund_failed";
                } | null;
                status: components["schemas"]["StatusName"];
                code: components["schemas"]["StatusCode"];
                /**
                 * @description pending | delivered | failed | skipped
                 * @enum {string}
                 */
                state: "pending" | "delivered" | "failed" | "skipped";
                attempts: number;
                nextAttemptAt: components["schemas"]["DateTime"] | null;
                created: components["schemas"]["DateTime"];
                completed: components["schemas"]["DateTime"] | null;
                deliveries: {
                    attempt: number;
                    at: components["schemas"]["DateTime"];
                    url: string;
                    httpStatus: number | null;
                    latencyMs: number;
                    error: string | null;
                    response: string | null;
                }[];
            }[];
        };
        /** @description A feed event of an intent: a status it entered or a change of one of its refunds, with the intent's fields */
        IntentEvent: {
            /** @description The event's id (evt_…): the `webhook-id` of the status webhook that announced it */
            event: string;
            /**
             * @description What happened: intent.status_changed, refund.pending, refund.succeeded, refund.failed. Skip a type you do not know.
             * @enum {string}
             */
            type: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed";
            /** @description When the service entered the status */
            at: components["schemas"]["DateTime"];
            intent: string;
            /** @description The event's sequence number in the intent (1 for the first; statuses and refund changes count alike): apply a status only over a lower one */
            seq: number;
            status: components["schemas"]["StatusName"];
            code: components["schemas"]["StatusCode"];
            /** @description Why the intent failed or expired (or canceled), when it did */
            reason: string | null;
            /** @enum {string} */
            payment: "card_present" | "qr_present" | "ec_remote";
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
                intent: string;
                /** @enum {string} */
                payment: "card_present" | "qr_present" | "ec_remote";
                amount: number;
                branch: string;
                terminal: string;
                status: components["schemas"]["StatusName"];
                code: components["schemas"]["StatusCode"];
                seq: number;
                reason: string | null;
                created: components["schemas"]["DateTime"];
                /** @description When the intent entered its current status */
                updated: components["schemas"]["DateTime"];
            }[];
            /** @description The cursor of the next page (`after`), or null at the end */
            next: string | null;
            has_more: boolean;
        };
        /** @description A merchant of this service (admin API) */
        Merchant: {
            id: string;
            name: string;
            webhookUrl: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The merchant's first webhook endpoint, as /webhook-endpoint manages it */
        PrimaryWebhookEndpoint: {
            url: string | null;
            enabled: boolean;
            disabledAt: components["schemas"]["DateTime"] | null;
            disabledReason: string | null;
            failingSince: components["schemas"]["DateTime"] | null;
            pending: number;
            failed: number;
            secrets: {
                id: string;
                created: components["schemas"]["DateTime"];
                expires: components["schemas"]["DateTime"] | null;
            }[];
        };
        /** @description The purchase data of an intent, as created (trimmed) */
        PurchaseData: {
            branch: string;
            terminal: string;
            time: string;
            concept: string | null;
            ticket: string | null;
            items: {
                sku?: string;
                price?: string;
                description?: string;
                qty?: number;
            }[];
        };
        /** @description qr_present: what the QR code carries (CoDi-style, the charge sealed for the payer's bank) */
        QrPayload: {
            /** @description 19: payment request shown as a QR code */
            typ: number;
            v: {
                /** @description point of sale device id / key serial */
                dev: string;
            };
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
        /** @description A refund, as the refund operations answer it */
        Refund: {
            /** @description The refund's id (rf_…) */
            refund: string;
            intent: string;
            /** @description What this refund gives back, MXN */
            amount: number;
            /**
             * @description refund_pending, refund_succeeded or refund_failed
             * @enum {string}
             */
            status: "refund_pending" | "refund_succeeded" | "refund_failed";
            reason: ("requested_by_customer" | "duplicate" | "fraudulent" | "other") | null;
            /** @description Why it failed (refund_failed), e.g. refund_declined */
            failure: string | null;
            /** @description The intent's refunded total after this event (pending and succeeded refunds) */
            refunded: number;
            /** @description What can still be refunded after this event */
            remaining: number;
            /** @description When the refund was asked for: the day it counts on */
            created: components["schemas"]["DateTime"];
            note: string | null;
            updated: components["schemas"]["DateTime"];
        };
        /** @description A refund as its refund.* event tells it */
        RefundFacts: {
            /** @description The refund's id (rf_…) */
            refund: string;
            intent: string;
            /** @description What this refund gives back, MXN */
            amount: number;
            /**
             * @description refund_pending, refund_succeeded or refund_failed
             * @enum {string}
             */
            status: "refund_pending" | "refund_succeeded" | "refund_failed";
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
        /** @description An intent's refunds, oldest first, with what is refunded and what remains */
        RefundList: {
            intent: string;
            /** @description The intent's amount */
            amount: number;
            refunded: number;
            remaining: number;
            /** @description Oldest first */
            data: components["schemas"]["Refund"][];
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
            intent: string;
            status: components["schemas"]["StatusName"];
            code: components["schemas"]["StatusCode"];
        };
        /** @description How many payments a range holds and what they add up to, by status group */
        Totals: {
            from: components["schemas"]["DateTime"];
            to: components["schemas"]["DateTime"];
            branch: string | null;
            terminal: string | null;
            /** @description Every payment created in the range, whatever its status */
            total: {
                count: number;
                /**
                 * @description Exact sum, e.g. "1234.50"
                 * @example 1234.50
                 */
                amount: string;
            };
            /** @description Refunds asked for in the range (whenever their payment was made), of the range's branch/terminal: succeeded and still pending */
            refunds?: {
                succeeded: {
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                pending: {
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
            /** @description By status group: canceled is an expired status with reason canceled; expired is every other expired one */
            groups: {
                authorized: {
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                in_progress: {
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                failed: {
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                expired: {
                    count: number;
                    /**
                     * @description Exact sum, e.g. "1234.50"
                     * @example 1234.50
                     */
                    amount: string;
                };
                canceled: {
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
        /** @description A webhook endpoint: where events go, which types, whether enabled, its backlog and secrets in force */
        WebhookEndpoint: {
            /** @example we_4mJ0hTq1cW8kYv3nZr7sPa */
            id: string;
            /** @description null only for the merchant's first endpoint while it has no URL (its events are skipped) */
            url: string | null;
            /** @description "*" or the event types it receives */
            events: string[];
            description: string;
            /** @description the merchant's first endpoint: the one GET/PATCH /webhook-endpoint manage; it cannot be deleted */
            primary: boolean;
            enabled: boolean;
            disabledAt: components["schemas"]["DateTime"] | null;
            disabledReason: string | null;
            failingSince: components["schemas"]["DateTime"] | null;
            created: components["schemas"]["DateTime"];
            updated: components["schemas"]["DateTime"];
            /** @description its deliveries still to make (due or waiting for a retry) */
            pending: number;
            /** @description its deliveries given up on */
            failed: number;
            /** @description its signing secrets in force (never the secrets themselves) */
            secrets: {
                id: string;
                created: components["schemas"]["DateTime"];
                expires: components["schemas"]["DateTime"] | null;
            }[];
        };
        /** @description What a sample event sent to an endpoint got back */
        WebhookTest: {
            /** @description the sample's webhook-id (an event that exists nowhere else) */
            event: string;
            type: string;
            url: string | null;
            /** @description false when the endpoint has no URL (the first endpoint set to none) */
            sent: boolean;
            /** @description the receiver's answer; null when there was none */
            httpStatus: number | null;
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
                    /** @enum {string} */
                    payment: "card_present" | "qr_present" | "ec_remote";
                    /** @description A JSON number greater than 0 and at most 9999999.99, with at most two decimals as written (142.83 yes, 142.835 no: 400 invalid_request). The document cannot state the decimals exactly (multipleOf 0.01 makes standard validators refuse valid amounts such as 0.07), so this sentence is the rule. */
                    amount: number;
                    data: {
                        branch: string & (unknown & unknown & unknown);
                        terminal: string & (unknown & unknown & unknown);
                        /**
                         * Format: date-time
                         * @description The point of sale's time, in UTC, YYYY-MM-DDTHH:MM:SS.SSSZ; from 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z once its offset is applied
                         */
                        time: string;
                        concept?: string & (unknown & unknown);
                        ticket?: string & (unknown & unknown & unknown);
                        items: {
                            sku?: (string & (unknown & unknown)) | number;
                            price?: string | number;
                            description?: string & (unknown & unknown);
                            qty?: number;
                        }[];
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404 */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description How many to answer at most (1 to 500, default 100) */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    getTotals: {
        parameters: {
            query: {
                /** @description Payments created at or after this instant */
                from: components["schemas"]["Instant"];
                /** @description Payments created before this instant (after from) */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listIntents: {
        parameters: {
            query: {
                /** @description Payments created at or after this instant */
                from: components["schemas"]["Instant"];
                /** @description Payments created before this instant (after from) */
                to: components["schemas"]["Instant"];
                /** @description Only this branch (data.branch) */
                branch?: string & (unknown & unknown & unknown);
                /** @description Only this point of sale (data.terminal) */
                terminal?: string & (unknown & unknown & unknown);
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404 */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description The intent identifier */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description The intent identifier */
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
                    JWE: string;
                    JWT: string;
                    /** @description 16 digits, Luhn-valid (a rule JSON Schema cannot state: checked by the server) */
                    card: string;
                    nip: string;
                    /** @description ISO 7813 track 2 whose PAN equals card (checked by the server) */
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
                        data: {
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404 */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404 */
                intent: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description What to give back, MXN, at most 2 decimals; without it, the whole remaining amount */
                    amount?: number;
                    /** @enum {string} */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404 */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404 */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description An event's id (evt_…), as a webhook's webhook-id or the feed's event */
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
                        data: {
                            event: string;
                            /** @constant */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                        data: {
                            requeued: number;
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                    url?: (string & (unknown & unknown & unknown)) | null;
                    /** @constant */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                        data: {
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                        data: {
                            endpoints: components["schemas"]["WebhookEndpoint"][];
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                    events?: ("*" | "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled")[];
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
                        data: {
                            /** @example we_4mJ0hTq1cW8kYv3nZr7sPa */
                            id: string;
                            /** @description null only for the merchant's first endpoint while it has no URL (its events are skipped) */
                            url: string | null;
                            /** @description "*" or the event types it receives */
                            events: string[];
                            description: string;
                            /** @description the merchant's first endpoint: the one GET/PATCH /webhook-endpoint manage; it cannot be deleted */
                            primary: boolean;
                            enabled: boolean;
                            disabledAt: components["schemas"]["DateTime"] | null;
                            disabledReason: string | null;
                            failingSince: components["schemas"]["DateTime"] | null;
                            created: components["schemas"]["DateTime"];
                            updated: components["schemas"]["DateTime"];
                            /** @description its deliveries still to make (due or waiting for a retry) */
                            pending: number;
                            /** @description its deliveries given up on */
                            failed: number;
                            /** @description its signing secrets in force (never the secrets themselves) */
                            secrets: {
                                id: string;
                                created: components["schemas"]["DateTime"];
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A webhook endpoint's id (we_…) */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A webhook endpoint's id (we_…) */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A webhook endpoint's id (we_…) */
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
                     * @description "*" for every type, or a list of intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled, each once
                     * @example [
                     *       "*"
                     *     ]
                     * @example [
                     *       "intent.status_changed"
                     *     ]
                     */
                    events?: ("*" | "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled")[];
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A webhook endpoint's id (we_…) */
                endpoint: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
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
                        data: {
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A webhook endpoint's id (we_…) */
                endpoint: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type?: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled";
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                    /** @enum {string} */
                    type?: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled";
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
                        data: {
                            /** @description the sample's webhook-id (an event that exists nowhere else) */
                            event: string;
                            type: string;
                            url: string | null;
                            /** @description false when the endpoint has no URL (the first endpoint set to none) */
                            sent: boolean;
                            /** @description the receiver's answer; null when there was none */
                            httpStatus: number | null;
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                type?: "intent.status_changed" | "refund.pending" | "refund.succeeded" | "refund.failed" | "endpoint.disabled";
                /** @description Only this intent's events */
                intent?: string;
                /** @description The `next` of the previous page; omitted: from the first */
                before?: string;
                /** @description How many to answer at most (1 to 500, default 100) */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description A webhook endpoint's id (we_…) */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A webhook endpoint's id (we_…) */
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
                        data: {
                            endpoint: string;
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description The intent's id (cp_…, qp_… or ec_…); one that is not this merchant's is 404 */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A refund's id (rf_…) */
                refund: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
                        data: components["schemas"]["ErrorData"];
                    };
                };
            };
        };
    };
    listMerchants: {
        parameters: {
            query?: never;
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
                        data: {
                            merchants: components["schemas"]["Merchant"][];
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                    name: string & (unknown & unknown & unknown);
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
                        data: {
                            id: string;
                            name: string;
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A merchant's id */
                merchant: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string & (unknown & unknown & unknown);
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A merchant's id */
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
                        data: {
                            id: string;
                            /** @description shown once */
                            apiKey: string;
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description A merchant's id */
                merchant: string;
                /** @description An API key's id (as the admin API listed or issued it) */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                        data: {
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                        data: {
                            /** @constant */
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
                        message: "invalid_request" | "invalid_json" | "webhook_headers_missing" | "api_key_missing" | "api_key_invalid" | "admin_token_invalid" | "jwe_invalid" | "webhook_signature_invalid" | "webhook_timestamp_stale" | "jwt_signature_invalid" | "jwt_stale" | "txn_declined" | "forbidden" | "not_found" | "intent_not_found" | "merchant_not_found" | "api_key_not_found" | "event_not_found" | "refund_not_found" | "till_not_found" | "drawer_not_found" | "webhook_endpoint_not_found" | "method_not_allowed" | "request_timeout" | "cursor_unknown" | "payment_type_not_allowed" | "intent_already_initialized" | "intent_final" | "authorization_in_progress" | "transition_not_allowed" | "intent_state_changed" | "idempotency_key_reused" | "jwt_replayed" | "intent_not_refundable" | "refund_exceeds_remaining" | "refund_not_pending" | "drawer_not_open" | "drawer_already_open" | "drawer_still_open" | "drawer_cash_short" | "drawer_close_unconfirmed" | "webhook_endpoint_limit" | "webhook_endpoint_primary" | "sandbox_disabled" | "payload_too_large" | "headers_too_large" | "unsupported_media_type" | "jwt_claim_mismatch" | "jwe_payload_mismatch" | "rate_limited" | "internal_error" | "database_unavailable" | "issuer_unavailable" | "webhook_receiver_unconfigured" | "server_overloaded" | "not_ready" | "payment_api_unavailable" | "issuer_timeout";
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
                /** @description The event's id (evt_…): the same on every attempt; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks) */
                "webhook-signature": string;
                /** @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's */
                "caja-sequence": string;
                /** @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled */
                "caja-event-type": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /** @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events */
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
                /** @description The event's id (evt_…): the same on every attempt; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks) */
                "webhook-signature": string;
                /** @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's */
                "caja-sequence": string;
                /** @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled */
                "caja-event-type": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /** @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "refund.pending";
                    /** Format: date-time */
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
                /** @description The event's id (evt_…): the same on every attempt; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks) */
                "webhook-signature": string;
                /** @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's */
                "caja-sequence": string;
                /** @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled */
                "caja-event-type": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /** @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "refund.succeeded";
                    /** Format: date-time */
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
                /** @description The event's id (evt_…): the same on every attempt; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks) */
                "webhook-signature": string;
                /** @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's */
                "caja-sequence": string;
                /** @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled */
                "caja-event-type": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /** @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "refund.failed";
                    /** Format: date-time */
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
                /** @description The event's id (evt_…): the same on every attempt; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of id.timestamp.body>, one per secret in force (Standard Webhooks) */
                "webhook-signature": string;
                /** @description The event's sequence number in its intent (statuses and refund changes count alike): one intent's webhooks are sent in this order; 0 for endpoint.disabled, which is no intent's */
                "caja-sequence": string;
                /** @description intent.status_changed, refund.pending, refund.succeeded, refund.failed or endpoint.disabled */
                "caja-event-type": string;
                /** @description intent.status_changed only: why the intent failed or expired, when it did */
                "caja-status-reason"?: string;
                /** @description 1 on a sample sent by POST /webhook-endpoints/{endpoint}/test or POST /webhook-tests (its ids exist nowhere else: never apply it); absent on real events */
                "caja-test"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "endpoint.disabled";
                    /** Format: date-time */
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
}
