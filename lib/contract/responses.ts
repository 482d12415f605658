import { z } from "zod";
import { BALANCE_TRANSACTION_TYPES, DELIVERY_STATES, PAYOUT_STATUSES, REFUND_REASONS, REFUND_STATUSES } from "./requests";
import { PAYOUT_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from "./webhook-events";
import { ALL_STATUSES, PAYMENT_TYPES, STATUS_CODES } from "./statuses";
import { IVA_RATES } from "./ticket-lines";

/**
 * The `data` of every success answer of the payment intent API. The service's answers are checked
 * against these in its contract tests, the dashboard parses what it receives with them, and the
 * OpenAPI document is generated from them. The dashboard must keep working against a newer
 * service: objects here accept extra fields, and a status it does not know stays a string.
 */
const when = z.iso.datetime({ offset: true }).meta({ id: "DateTime", description: "An instant, ISO 8601 (the service writes UTC, with Z)" });
/**
 * A status name, and its code: the document declares them as enums (a generated client knows every
 * name, misspellings included), while the dashboard's parsing keeps a name it does not know as a
 * string (a newer service may add one).
 */
const statusName = z.string().meta({ id: "StatusName", enum: [...ALL_STATUSES], description: "The status's name, exactly as the spec spells it (ec_conecting, ec_conected, ec_auhtorized included)", examples: ["qr_created"] });
const STATUS_CODE_VALUES = [...new Set(Object.values(STATUS_CODES))].sort((a, b) => a - b);
const statusCode = z.int().meta({ id: "StatusCode", enum: STATUS_CODE_VALUES, description: `The status's code: ${STATUS_CODE_VALUES.join(", ")}` });

export const statusRecordSchema = z.object({ intent: z.string(), status: statusName, code: statusCode }).meta({ id: "StatusRecord", description: "An intent's status: the spec's status query answer and status webhook body" });

/**
 * The list convention (docs/api-reference.md, "Lists"): every list answers its items as `data`,
 * `has_more` (more follow this page) and `next` (the cursor of the next page, null when there is
 * none), and takes `limit` and the cursor as `after` (`before` for a newest-first log); a list
 * that cannot outgrow one page (`cursor` none) takes neither and answers has_more false, next null.
 * The event feed is the one exception: its `next` is a resume cursor, never null (feedSchema).
 */
function pageShape<T extends z.ZodType>(item: T, order: string, cursor: "after" | "before" | "none" = "after") {
  return {
    data: z.array(item).meta({ description: order }),
    has_more: z.boolean().meta({ description: cursor === "none" ? "Always false: the whole list is one page" : `More follow this page: read on with \`${cursor}=next\`` }),
    next: z.string().nullable().meta({ description: cursor === "none" ? "Always null: the whole list is one page" : `The cursor of the next page (\`${cursor}\`), or null when there is none` }),
  };
}

/** A list's name for its items from before the list convention, still answered (the same items as `data`) so no client breaks. */
const deprecatedItems = <T extends z.ZodType>(item: T) =>
  z.array(item).meta({ deprecated: true, description: "Deprecated: the same items as `data`, under the list's name from before the list convention; read `data`" });

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
  .meta({ id: "QrPayload", description: "qr_present: what the QR code carries (CoDi-style, the charge sealed for the payer's bank)" });

/** card_present: the keys of this intent's transaction (the service keeps only the public key and the sealed AES key). */
const transactionKeysSchema = z
  .object({
    signature: z.string().meta({ description: "ECDSA P-256 private key, PKCS#8 PEM (sign the JWT with ES256)" }),
    encryption: z.string().meta({ description: "256-bit AES key, standard base64 (encrypt the JWE with dir + A256GCM)" }),
  })
  .meta({ id: "TransactionKeys", description: "card_present: the keys of this intent's transaction, answered once (never again, not even by GET /payment/{intent})" });

/** The document's discriminator on `payment` over one named schema per payment type. */
const byPayment = (names: Record<(typeof PAYMENT_TYPES)[number], string>) => ({
  discriminator: { propertyName: "payment", mapping: Object.fromEntries(Object.entries(names).map(([payment, name]) => [payment, `#/components/schemas/${name}`])) },
});

const createdIntent = z.string().meta({ description: "The new intent's id" });
/**
 * A new intent, by payment type: `qr` exactly when qr_present, `keys` exactly when card_present.
 * `payment` (an extension: the spec answers the id and qr or keys) names which.
 */
export const createdSchema = z
  .discriminatedUnion("payment", [
    z.object({ intent: createdIntent, payment: z.literal("qr_present"), qr: qrSchema }).meta({ id: "CreatedQrPresentIntent", description: "A new qr_present intent: its id and the QR to show the payer" }),
    z.object({ intent: createdIntent, payment: z.literal("card_present"), keys: transactionKeysSchema }).meta({ id: "CreatedCardPresentIntent", description: "A new card_present intent: its id and the keys of its transaction, answered once" }),
    z.object({ intent: createdIntent, payment: z.literal("ec_remote") }).meta({ id: "CreatedEcRemoteIntent", description: "A new ec_remote intent: its id (initialize it with POST /payment/init)" }),
  ])
  .meta({
    id: "CreatedIntent",
    description: "A new intent, by payment type: the QR (qr_present) or the transaction keys (card_present, answered once)",
    ...byPayment({ qr_present: "CreatedQrPresentIntent", card_present: "CreatedCardPresentIntent", ec_remote: "CreatedEcRemoteIntent" }),
  });

/** The purchase data of an intent, as created (`data` of the creation request, trimmed). */
const purchaseDataSchema = z.object({
  branch: z.string(),
  terminal: z.string(),
  time: z.string(),
  concept: z.string().nullable(),
  ticket: z.string().nullable(),
  items: z.array(
    z.object({
      sku: z.string().optional(),
      price: z.string().optional(),
      description: z.string().optional(),
      qty: z.int().optional(),
      // the tax extension (docs/api-reference.md, "Item tax data (extension)"): present when sent
      quantity: z.string().optional().meta({ description: 'The quantity with decimals, when sent instead of qty, without trailing zeros ("0.75")' }),
      discount: z.string().optional().meta({ description: 'The line\'s discount in MXN, IVA included ("5.00"), when sent' }),
      // a string the document lists (a newer service may add a rate: the dashboard keeps it as text)
      iva: z.string().optional().meta({ enum: [...IVA_RATES], description: 'The line\'s IVA ("16", "8", "0" or "exempt"), when sent' }),
      product_key: z.string().optional().meta({ description: "The SAT ClaveProdServ (8 digits), when sent" }),
      unit_key: z.string().optional().meta({ description: "The SAT ClaveUnidad (H87, KGM, E48, ...), when sent" }),
    }),
  ),
  tip: z.string().optional().meta({ description: 'The part of the amount that is a tip, MXN ("5.00"); present only when the creation sent data.tip' }),
}).meta({ id: "PurchaseData", description: "The purchase data of an intent, as created (trimmed)" });

const intentFields = {
  intent: z.string(),
  amount: z.number(),
  data: purchaseDataSchema,
  status: statusName,
  code: statusCode,
  reason: z.string().nullable(),
  created: when,
  expires: when.nullable(),
  events: z.array(z.object({ seq: z.int(), status: statusName, code: statusCode, reason: z.string().nullable(), at: when })),
  refunded: z.number().optional().meta({ description: "What its refunds give back: succeeded and pending ones (0 when none)" }),
  remaining: z.number().optional().meta({ description: "What can still be refunded: amount - refunded (0 unless authorized)" }),
};
const notThisType = (what: string) => z.null().meta({ description: `Always null: ${what}` });
/** An intent by payment type: each has the same fields, and only its own type's facts are ever set. */
export const detailSchema = z
  .discriminatedUnion("payment", [
    z
      .object({
        ...intentFields,
        payment: z.literal("qr_present"),
        qr: qrSchema,
        phoneLast4: notThisType("only an ec_remote intent has a phone"),
        cardLast4: notThisType("only a card_present intent has a card"),
      })
      .meta({ id: "QrPresentIntent", description: "A qr_present intent: its fields, the QR the point of sale shows, its current status and every status it entered" }),
    z
      .object({
        ...intentFields,
        payment: z.literal("card_present"),
        qr: notThisType("only a qr_present intent has a QR"),
        phoneLast4: notThisType("only an ec_remote intent has a phone"),
        cardLast4: z.string().nullable().meta({ description: "The last 4 digits of the card, once presented; null before" }),
      })
      .meta({ id: "CardPresentIntent", description: "A card_present intent: its fields, the card's last 4 digits once presented, its current status and every status it entered (never its keys)" }),
    z
      .object({
        ...intentFields,
        payment: z.literal("ec_remote"),
        qr: notThisType("only a qr_present intent has a QR"),
        phoneLast4: z.string().nullable().meta({ description: "The last 4 digits of the phone, once initialized; null before" }),
        cardLast4: notThisType("only a card_present intent has a card"),
      })
      .meta({ id: "EcRemoteIntent", description: "An ec_remote intent: its fields, the phone's last 4 digits once initialized, its current status and every status it entered" }),
  ])
  .meta({ id: "Intent", description: "An intent, by payment type: its fields, its current status and every status it entered", ...byPayment({ qr_present: "QrPresentIntent", card_present: "CardPresentIntent", ec_remote: "EcRemoteIntent" }) });
export type IntentDetail = z.infer<typeof detailSchema>;

/** The refund as a refund.* event tells it: the webhook's `data`, and the feed event's `refund`. */
export const refundFactsSchema = z.object({
  refund: z.string().meta({ description: "The refund's id (rf_…)" }),
  intent: z.string(),
  amount: z.number().meta({ description: "What this refund gives back, MXN" }),
  status: z.enum(REFUND_STATUSES).meta({ description: "refund_pending, refund_succeeded or refund_failed" }),
  reason: z.enum(REFUND_REASONS).nullable(),
  failure: z.string().nullable().meta({ description: "Why it failed (refund_failed), e.g. refund_declined" }),
  refunded: z.number().meta({ description: "The intent's refunded total after this event (pending and succeeded refunds)" }),
  remaining: z.number().meta({ description: "What can still be refunded after this event" }),
  created: when.meta({ description: "When the refund was asked for: the day it counts on" }),
}).meta({ id: "RefundFacts", description: "A refund as its refund.* event tells it" });
export type RefundFacts = z.infer<typeof refundFactsSchema>;

/** A refund as the refund operations answer it. */
export const refundSchema = refundFactsSchema.extend({ note: z.string().nullable(), updated: when }).meta({ id: "Refund", description: "A refund, as the refund operations answer it" });
export type RefundRecord = z.infer<typeof refundSchema>;
export const refundListSchema = z.object({
  intent: z.string(),
  amount: z.number().meta({ description: "The intent's amount" }),
  refunded: z.number().meta({ description: "The intent's refunded total (all its refunds, not only this page's)" }),
  remaining: z.number(),
  ...pageShape(refundSchema, "Oldest first"),
}).meta({ id: "RefundList", description: "A page of an intent's refunds, oldest first, with what is refunded and what remains" });

const day = z.iso.date().meta({ id: "Date", description: "A calendar day, YYYY-MM-DD (a business day in America/Mexico_City)" });

/** A payout as the payout operations, its payout.* events and the feed tell it. */
export const payoutSchema = z.object({
  payout: z.string().meta({ description: "The payout's id (po_…)" }),
  amount: z.number().meta({ description: "What it transfers, MXN: the sum of the balance transactions it settles" }),
  currency: z.literal("MXN"),
  status: z.enum(PAYOUT_STATUSES).meta({ description: "pending (sent, the bank has not credited it yet), paid, failed or canceled (its amount is back in the balance)" }),
  failure: z.string().nullable().meta({ description: "Why it failed or was canceled, e.g. account_closed" }),
  date: day.meta({ description: "The business day whose cut-off made it" }),
  arrival: day.meta({ description: "The day the bank credits it (SPEI: the same business day)" }),
  trackingKey: z.string().meta({ description: "The clave de rastreo: find the transfer with it in the bank's statement or Banxico's CEP" }),
  bank: z.string().meta({ description: "The receiving bank" }),
  clabeLast4: z.string().meta({ description: "The last 4 digits of the CLABE it went to" }),
  created: when,
  updated: when.meta({ description: "When its status last changed" }),
}).meta({ id: "Payout", description: "A transfer of the available balance to the merchant's bank account (depósito)" });
export type PayoutRecord = z.infer<typeof payoutSchema>;

export const balanceTransactionSchema = z.object({
  transaction: z.string().meta({ description: "The balance transaction's id (txn_…)" }),
  type: z.enum(BALANCE_TRANSACTION_TYPES).meta({
    description: "payment (a payment's gross), fee and fee_tax (Caja's fee and its IVA), refund, refund_failure (a refund that failed, given back), payout (the amount out to the bank), payout_failure (a payout's amount back), adjustment",
  }),
  amount: z.number().meta({ description: "How it moves the balance, MXN: positive in, negative out" }),
  intent: z.string().nullable().meta({ description: "The intent it is of (payment, fee, fee_tax, refund, refund_failure)" }),
  refund: z.string().nullable().meta({ description: "The refund it is of (refund, refund_failure)" }),
  source: z.string().nullable().meta({ description: "payout, payout_failure: the payout it is of" }),
  payout: z.string().nullable().meta({ description: "The payout that settled it (null while it is in the balance)" }),
  availableOn: day.meta({ description: "The business day its money becomes payable" }),
  created: when,
}).meta({ id: "BalanceTransaction", description: "One movement of the merchant's money" });
export type BalanceTransactionRecord = z.infer<typeof balanceTransactionSchema>;

export const balanceTransactionListSchema = z.object({ ...pageShape(balanceTransactionSchema, "Oldest first") }).meta({ id: "BalanceTransactionList", description: "A page of balance transactions" });

export const balanceSchema = z.object({
  available: z.number().meta({ description: "Payable now: goes out at the next cut-off (negative: owed, deducted from the next payouts)" }),
  pending: z.number().meta({ description: "Becomes available on a later business day" }),
  currency: z.literal("MXN"),
  nextPayout: z
    .object({ date: day.meta({ description: "The business day of the next cut-off" }), amount: z.number().meta({ description: "What it would pay if nothing else moved (0 when nothing is due)" }) })
    .meta({ description: "The next payout, as the balance stands" }),
  cutoff: z.string().meta({ description: "The cut-off's time of day, HH:MM, America/Mexico_City" }),
  account: z.boolean().meta({ description: "Whether a bank account is set (without one nothing is paid out)" }),
}).meta({ id: "Balance", description: "The merchant's balance: available, pending, and the next payout" });
export type BalanceRecord = z.infer<typeof balanceSchema>;

export const payoutListSchema = z.object({ ...pageShape(payoutSchema, "Newest first") }).meta({ id: "PayoutList", description: "A page of payouts, newest first" });

export const payoutDetailSchema = payoutSchema.extend({
  transactions: z.array(balanceTransactionSchema).meta({ description: "What it settled, oldest first, then its own payout line: they add up to zero" }),
}).meta({ id: "PayoutDetail", description: "A payout with the balance transactions it settled" });

export const payoutAccountSchema = z.object({
  clabe: z.string().nullable().meta({ description: "The CLABE, masked but for its last 4 digits; null when none is set" }),
  bank: z.string().nullable(),
  holderName: z.string().nullable(),
  updated: when.nullable().meta({ description: "When it was last set; null when none is set" }),
}).meta({ id: "PayoutAccount", description: "Where payouts go" });

export const pricingSchema = z.object({
  data: z.array(
    z.object({
      payment: z.enum(PAYMENT_TYPES),
      percent: z.number().meta({ description: "Percent of the amount" }),
      fixed: z.number().meta({ description: "Fixed amount per payment, MXN" }),
      ivaRate: z.number().meta({ description: "IVA rate on the fee, e.g. 0.16" }),
      since: when.meta({ description: "In force for payments authorized from this instant" }),
      default: z.boolean().meta({ description: "The service's default (the merchant has no pricing of its own for this type)" }),
    }),
  ).meta({ description: "One per payment type: the pricing in force now" }),
}).meta({ id: "Pricing", description: "A merchant's fees" });

/** Feed event types; a consumer skips types it does not know (and keeps reading). */
export const FEED_EVENT_TYPES = ["intent.status_changed", "refund.pending", "refund.succeeded", "refund.failed"] as const;
export const REFUND_EVENT_TYPES = ["refund.pending", "refund.succeeded", "refund.failed"] as const;

/**
 * One event of the merchant's feed: a status an intent entered, with what a consumer needs to hold
 * a complete copy of the intent (never card data or keys: the last 4 digits only).
 */
export const feedEventSchema = z.object({
  event: z.string().meta({ description: "The event's id (evt_…): the `webhook-id` of the status webhook that announced it" }),
  type: z.string().meta({ enum: [...FEED_EVENT_TYPES], description: `What happened: ${FEED_EVENT_TYPES.join(", ")}. Skip a type you do not know.` }),
  at: when.meta({ description: "When the service entered the status" }),
  intent: z.string(),
  seq: z.int().meta({ description: "The event's sequence number in the intent (1 for the first; statuses and refund changes count alike): apply a status only over a lower one" }),
  status: statusName,
  code: statusCode,
  reason: z.string().nullable().meta({ description: "Why the intent failed or expired (or canceled), when it did" }),
  payment: z.enum(PAYMENT_TYPES),
  amount: z.number(),
  data: purchaseDataSchema,
  created: when.meta({ description: "When the intent was created" }),
  phoneLast4: z.string().nullable().meta({ description: "ec_remote: the last 4 digits of the phone, once initialized" }),
  cardLast4: z.string().nullable().meta({ description: "card_present: the last 4 digits of the card, once presented" }),
  refund: refundFactsSchema.optional().meta({ description: "refund.* events: the refund as the event tells it (status and code stay the intent's)" }),
}).meta({ id: "IntentEvent", description: "A feed event of an intent: a status it entered or a change of one of its refunds, with the intent's fields" });
export type FeedEvent = z.infer<typeof feedEventSchema>;

/** endpoint.disabled: the endpoint the service stopped delivering to (its webhook's `data`, its feed event's `endpoint`). */
export const endpointDisabledSchema = z.object({
  endpoint: z.string().meta({ description: "The endpoint (we_…) the service stopped delivering to" }),
  url: z.string().meta({ description: "Its URL, without user, password, query or fragment" }),
  description: z.string(),
  reason: z.string().meta({ description: "Why: the endpoint answered 410 Gone, or deliveries failing since a time" }),
  disabled: when,
  failingSince: when.nullable().meta({ description: "The start of the run of failures that disabled it (null after a 410)" }),
}).meta({ id: "DisabledEndpoint", description: "An endpoint the service stopped delivering to" });

/** A feed event that is the merchant's, not an intent's: an endpoint the service disabled. */
export const endpointFeedEventSchema = z.object({
  event: z.string().meta({ description: "The event's id (evt_…): the `webhook-id` of the endpoint.disabled webhook" }),
  type: z.literal("endpoint.disabled"),
  at: when.meta({ description: "When the service disabled the endpoint" }),
  endpoint: endpointDisabledSchema,
}).meta({ id: "EndpointEvent", description: "A feed event of the merchant's own: an endpoint the service disabled" });
export type EndpointFeedEvent = z.infer<typeof endpointFeedEventSchema>;

/** A feed event of the merchant's money: a payout made, paid, failed or canceled. */
export const payoutFeedEventSchema = z.object({
  event: z.string().meta({ description: "The event's id (evt_…): the `webhook-id` of its payout.* webhook" }),
  type: z.enum(PAYOUT_EVENT_TYPES),
  at: when.meta({ description: "When the payout was made or changed" }),
  payout: payoutSchema,
}).meta({ id: "PayoutEvent", description: "A feed event of the merchant's money: a payout (depósito) made, paid, failed or canceled" });
export type PayoutFeedEvent = z.infer<typeof payoutFeedEventSchema>;

/** An intent's event of the feed (not the merchant's own). */
export function isIntentEvent(event: FeedEvent | EndpointFeedEvent | PayoutFeedEvent): event is FeedEvent {
  return "intent" in event;
}

export const feedSchema = z.object({
  data: z.array(
    // exactly one of the two (oneOf): an intent's event has intent, seq and status; the merchant's own has endpoint
    z.xor([feedEventSchema, endpointFeedEventSchema, payoutFeedEventSchema]).meta({
      id: "FeedEvent",
      description: "A feed event: an intent's (IntentEvent), an endpoint's (EndpointEvent) or a payout's (PayoutEvent), told apart by type",
      discriminator: {
        propertyName: "type",
        mapping: {
          ...Object.fromEntries(FEED_EVENT_TYPES.map((type) => [type, "#/components/schemas/IntentEvent"])),
          "endpoint.disabled": "#/components/schemas/EndpointEvent",
          ...Object.fromEntries(PAYOUT_EVENT_TYPES.map((type) => [type, "#/components/schemas/PayoutEvent"])),
        },
      },
    }),
  ).meta({ description: "Oldest first: the intents' events, and the merchant's own (endpoint.disabled, payout.*)" }),
  next: z.string().meta({ description: "The cursor to read on from (`after`), also when this page is empty: keep it. The one list whose `next` is never null (a resume cursor)" }),
  has_more: z.boolean().meta({ description: "More events follow now: read again at once with `after=next`" }),
}).meta({ id: "EventPage", description: "A page of the event feed" });

/** A count of payments and their amounts added up: an exact decimal with two places, as a string. */
const figureSchema = z.object({ count: z.int(), amount: z.string().meta({ description: "Exact sum, e.g. \"1234.50\"", examples: ["1234.50"] }) });

export const totalsSchema = z.object({
  from: when,
  to: when,
  branch: z.string().nullable(),
  terminal: z.string().nullable(),
  total: figureSchema.meta({ description: "Every payment created in the range, whatever its status" }),
  refunds: z
    .object({ succeeded: figureSchema, pending: figureSchema })
    .optional()
    .meta({ description: "Refunds asked for in the range (whenever their payment was made), of the range's branch/terminal: succeeded and still pending" }),
  net: z.string().optional().meta({ description: "authorized.amount - refunds.succeeded.amount: what the range collected, net" }),
  fees: z
    .object({
      fee: z.string().meta({ description: "Caja's fees on the range's payments, negative (the ledger's fee rows of the payments created in the range)" }),
      tax: z.string().meta({ description: "The IVA on those fees, negative (the ledger's fee_tax rows)" }),
    })
    .optional()
    .meta({ description: "Caja's fees on the range's payments and their IVA, as exact decimals (an extension: the ledger's view of the range)" }),
  payable: z.string().optional().meta({ description: "net + fees.fee + fees.tax: what the range leaves the merchant after refunds and fees" }),
  ledger: z
    .string()
    .optional()
    .meta({
      description:
        "What the ledger moved into the balance for the range, summed from its own rows: the range's payments' gross, fee and IVA, and the refunds asked for in it (a failed one nets to zero). Equals payable − refunds.pending.amount − unbooked.amount when the ledger agrees with the payments",
    }),
  unbooked: z
    .object({
      count: z.int().meta({ description: "Authorized payments of the range with no row in the ledger: paid before the ledger began (it starts with its migration)" }),
      amount: z.string().meta({ description: "Their gross less their refunds asked for in the range (succeeded or pending): what the ledger leaves out of the range by design" }),
    })
    .optional()
    .meta({ description: "What the ledger does not hold of the range, by design" }),
  groups: z
    .object({ authorized: figureSchema, in_progress: figureSchema, failed: figureSchema, expired: figureSchema, canceled: figureSchema })
    .meta({ description: "By status group: canceled is an expired status with reason canceled; expired is every other expired one" }),
  at: when.meta({ description: "When the service added them up" }),
}).meta({ id: "Totals", description: "How many payments a range holds and what they add up to, by status group" });
export type Totals = z.infer<typeof totalsSchema>;

export const intentListSchema = z.object({
  ...pageShape(
    z.object({
      intent: z.string(),
      payment: z.enum(PAYMENT_TYPES),
      amount: z.number(),
      branch: z.string(),
      terminal: z.string(),
      status: statusName,
      code: statusCode,
      seq: z.int(),
      reason: z.string().nullable(),
      created: when,
      updated: when.meta({ description: "When the intent entered its current status" }),
    }),
    "By creation time, oldest first",
  ),
}).meta({ id: "IntentPage", description: "A page of the intents created in a range" });
export type IntentList = z.infer<typeof intentListSchema>;

/** One entry of an intent's delivery log: an event and one endpoint that receives its type, with every attempt. */
const intentDeliverySchema = z
  .object({
    event: z.string(),
    endpoint: z.string().meta({ description: "the webhook endpoint (we_…) this entry's deliveries went to: an event has one entry per endpoint that receives its type" }),
    seq: z.int(),
    type: z.enum(FEED_EVENT_TYPES).optional().meta({ description: "The event's type: intent.status_changed, or refund.pending | refund.succeeded | refund.failed (a refund's event: `status` and `code` stay the intent's). Absent from services before this field." }),
    refund: z
      .object({ refund: z.string(), amount: z.number(), status: z.enum(REFUND_STATUSES) })
      .nullable()
      .optional()
      .meta({ description: "refund.* events: the refund (its id, amount and status as the event told it); null for a status change" }),
    status: statusName,
    code: statusCode,
    state: z.string().meta({ enum: [...DELIVERY_STATES], description: "pending | delivered | failed | skipped" }),
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
  })
  .meta({ id: "IntentDelivery", description: "An intent's event as delivered to one endpoint, with every attempt" });

export const deliveriesSchema = z
  .object({
    intent: z.string(),
    ...pageShape(intentDeliverySchema, "In sequence order; an event's entries the first endpoint's first, then by the endpoint's creation"),
    events: deprecatedItems(intentDeliverySchema),
  })
  .meta({ id: "IntentDeliveries", description: "A page of the webhook deliveries of an intent's events" });
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
  .meta({ id: "PrimaryWebhookEndpoint", description: "The merchant's first webhook endpoint, as /webhook-endpoint manages it" });
export type WebhookEndpoint = z.infer<typeof endpointSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string().meta({ examples: ["we_4mJ0hTq1cW8kYv3nZr7sPa"] }),
  url: z.string().nullable().meta({ description: "null only for the merchant's first endpoint while it has no URL (its events are skipped)" }),
  events: z.array(z.string()).meta({ description: '"*" or the event types it receives' }),
  description: z.string(),
  primary: z.boolean().meta({ description: "the merchant's first endpoint: the one GET/PATCH /webhook-endpoint manage; it cannot be deleted" }),
  enabled: z.boolean(),
  disabledAt: when.nullable(),
  disabledReason: z.string().nullable(),
  failingSince: when.nullable(),
  created: when,
  updated: when,
  pending: z.int().meta({ description: "its deliveries still to make (due or waiting for a retry)" }),
  failed: z.int().meta({ description: "its deliveries given up on" }),
  secrets: z.array(z.object({ id: z.string(), created: when, expires: when.nullable() })).meta({ description: "its signing secrets in force (never the secrets themselves)" }),
}).meta({ id: "WebhookEndpoint", description: "A webhook endpoint: where events go, which types, whether enabled, its backlog and secrets in force" });
export type WebhookEndpointRecord = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z
  .object({
    ...pageShape(webhookEndpointSchema, "The first endpoint first, then by creation", "none"),
    endpoints: deprecatedItems(webhookEndpointSchema),
  })
  .meta({ id: "WebhookEndpointList", description: "Every webhook endpoint of the merchant (at most 16: one page, has_more false and next null)" });
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string().meta({ description: "whsec_…, its signing secret, shown once" }) });

/** Why a delivery got no answer, in a word (null when the receiver answered). */
export const deliveryFailureSchema = z
  .enum(["dns", "refused", "timeout", "certificate", "tls", "reset", "address_not_allowed", "invalid_url", "connection"])
  .nullable()
  .meta({ description: "the kind of that failure: dns (the name does not resolve), refused (nothing listens), timeout, certificate (not trusted, expired or for another name), tls, reset, address_not_allowed (a private address outside sandbox), invalid_url, connection" });

export const webhookTestSchema = z.object({
  event: z.string().meta({ description: "the sample's webhook-id (an event that exists nowhere else)" }),
  type: z.string(),
  url: z.string().nullable(),
  sent: z.boolean().meta({ description: "false when the endpoint has no URL (the first endpoint set to none)" }),
  httpStatus: z.int().nullable().meta({ description: "the receiver's answer; null when there was none" }),
  latencyMs: z.int(),
  headers: z.record(z.string(), z.string()).meta({ description: "the answer's headers" }),
  response: z.string().nullable().meta({ description: "the first 2 KB of the answer's body" }),
  error: z.string().nullable().meta({ description: "why there was no answer, as the system said it" }),
  failure: deliveryFailureSchema,
}).meta({ id: "WebhookTest", description: "What a sample event sent to an endpoint got back" });
export type WebhookTest = z.infer<typeof webhookTestSchema>;
export const webhookUrlTestSchema = webhookTestSchema.extend({
  secret: z.string().meta({ description: "whsec_…, the secret made for this one test and signed with: try the receiver's verification with it" }),
});

const lastAttemptShape = {
  httpStatus: z.int().nullable().meta({ description: "the receiver's answer; null when there was none" }),
  error: z.string().nullable().meta({ description: "why there was no answer, as the system said it" }),
  failure: deliveryFailureSchema,
};

/** GET /webhook-endpoints/{endpoint}/deliveries */
export const endpointDeliveriesSchema = z.object({
  endpoint: z.string(),
  summary: z
    .object({
      since: when.meta({ description: "24 hours ago" }),
      events: z.int().meta({ description: "its events since then that the summary read (at most the latest 1 000)" }),
      delivered: z.int(),
      failed: z.int().meta({ description: "given up on" }),
      pending: z.int().meta({ description: "still to deliver, or waiting for a retry" }),
      p95LatencyMs: z.number().nullable().meta({ description: "95th percentile of the answered attempts' latency; null with none" }),
      lastError: z.object({ at: when, event: z.string(), ...lastAttemptShape }).nullable().meta({ description: "its latest attempt that failed (no answer, or not 2xx)" }),
    })
    .meta({ description: "The last 24 hours at a glance, from at most the endpoint's 1 000 latest events of that window" }),
  ...pageShape(
    z.object({
      event: z.string(),
      type: z.enum(WEBHOOK_EVENT_TYPES),
      intent: z.string().nullable().meta({ description: "null for endpoint.disabled" }),
      seq: z.int(),
      state: z.enum(DELIVERY_STATES),
      attempts: z.int(),
      nextAttemptAt: when.nullable(),
      created: when,
      completed: when.nullable(),
      last: z.object({ at: when, latencyMs: z.int(), ...lastAttemptShape }).nullable().meta({ description: "its latest attempt; null before the first" }),
    }),
    "Newest first",
    "before",
  ),
}).meta({ id: "EndpointDeliveries", description: "An endpoint's last 24 hours at a glance and a page of its delivery log" });
export type EndpointDeliveries = z.infer<typeof endpointDeliveriesSchema>;
export const recoveredSchema = z.object({ endpoint: z.string(), queued: z.int(), since: when, until: when });

export const rotatedSecretSchema = z.object({ id: z.string(), secret: z.string().meta({ description: "whsec_…, shown once" }), previousExpire: when });
export const redeliveredEventSchema = z.object({ event: z.string(), state: z.literal("pending") });
export const redeliveredSinceSchema = z.object({ requeued: z.int(), since: z.string() });
export const declinedSchema = z.object({ reason: z.string() });
export const emptySchema = z.object({}).meta({ description: "always {}" });

const merchantRow = z.object({ id: z.string(), name: z.string(), webhookUrl: z.string().nullable() }).catchall(z.unknown()).meta({ id: "Merchant", description: "A merchant of this service (admin API)" });
export const merchantsSchema = z
  .object({ ...pageShape(merchantRow, "Oldest first"), merchants: deprecatedItems(merchantRow) })
  .meta({ id: "MerchantList", description: "A page of the service's merchants, oldest first" });
export const createdMerchantSchema = merchantRow.extend({ apiKey: z.string().meta({ description: "shown once" }), webhookSecret: z.string().meta({ description: "shown once" }) });
export const updatedMerchantSchema = z.object({ merchant: merchantRow });
export const issuedKeySchema = z.object({ id: z.string(), apiKey: z.string().meta({ description: "shown once" }), prefix: z.string() });

export const healthSchema = z.object({ database: z.unknown() }).catchall(z.unknown());
export const readySchema = z.object({ ready: z.literal(true) });

/** Every answer: `{code, message, data}`, `data` always an object; on errors the HTTP status equals `code`. */
export const envelopeSchema = z.object({ code: z.int(), message: z.string(), data: z.record(z.string(), z.unknown()) });
export const fieldErrorsSchema = z.array(z.object({ field: z.string(), message: z.string() }));
/** What an error's `data` may hold: each member belongs to the messages named in its description; other members may come (read them as facts, never required). */
export const errorDataSchema = z
  .looseObject({
    errors: fieldErrorsSchema.optional().meta({ description: "invalid_request, invalid_json (400): the fields refused and why" }),
    retryAfter: z.int().optional().meta({ description: "rate_limited (429), server_overloaded (503): seconds to wait, as the Retry-After header says" }),
    status: z.string().optional().meta({ description: "intent_final, authorization_in_progress, transition_not_allowed, intent_not_refundable, intent_already_initialized (409): the intent's current status; refund_not_pending: the refund's" }),
    to: z.string().optional().meta({ description: "transition_not_allowed (409): the status asked for" }),
    payment: z.enum(PAYMENT_TYPES).optional().meta({ description: "payment_type_not_allowed (409): the intent's payment type" }),
    claim: z.enum(["intent", "amount", "jti"]).optional().meta({ description: "jwt_claim_mismatch (422): the JWT claim that is wrong or missing" }),
    remaining: z.number().optional().meta({ description: "refund_exceeds_remaining (409): what can still be refunded" }),
    refunded: z.number().optional().meta({ description: "refund_exceeds_remaining (409): the intent's refunded total" }),
    amount: z.number().optional().meta({ description: "refund_exceeds_remaining (409): the amount asked for" }),
    maxBytes: z.int().optional().meta({ description: "payload_too_large (413): the largest body taken, in bytes" }),
    accepted: z.array(z.string()).optional().meta({ description: "unsupported_media_type (415): the content types the operation takes" }),
    limit: z.int().optional().meta({ description: "webhook_endpoint_limit (409): how many endpoints a merchant may have" }),
    reason: z.string().optional().meta({ description: "not_ready (503): starting, migrating, stopping or database_unavailable" }),
  })
  .meta({ id: "ErrorData", description: "The facts of an error, by message: field errors (400), retryAfter (429, 503), the current status (409), … Each member says which messages carry it." });
