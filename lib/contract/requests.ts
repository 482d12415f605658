import { z } from "zod";
import { REFUND_REASONS } from "./refunds";
import { ALL_STATUSES, PAYMENT_TYPES } from "./statuses";
import { intentIdSchema, PAYOUT_ID } from "./ids";
import { hasAtMostDecimals } from "./money";
import { centsOf, formatQuantity, IVA_RATES, lineGrossCents, lineQuantityThousandths, linesTotalCents, moneyOf } from "./ticket-lines";
import { ALL_EVENTS, WEBHOOK_EVENT_TYPES } from "./webhook-events";

export { REFUND_REASONS, REFUND_STATUSES, type RefundReason, type RefundStatus } from "./refunds";

/**
 * Request bodies of the payment intent API: the spec's field tables plus the bounds the spec leaves
 * open (documented in docs/api-reference.md). Every rule is written so that JSON Schema can
 * say it too (patterns rather than refinements): the OpenAPI document generated from these schemas
 * accepts exactly what the server accepts, except the two card rules JSON Schema cannot express
 * (Luhn, track 2's PAN equal to `card`), which the document states in words.
 */
export const LIMITS = {
  amountMax: 9_999_999.99,
  idLength: 64,
  conceptLength: 255,
  descriptionLength: 255,
  itemsMax: 100,
  qtyMax: 100_000,
  nameLength: 120,
  urlLength: 2048,
  overlapSecondsMax: 30 * 86_400,
} as const;

/** An error message for a present-but-wrong value; a missing one always reads "is required". */
const says = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : message) });

/**
 * Text PostgreSQL can hold as sent: no NUL, no unpaired UTF-16 surrogate (which would be stored
 * as U+FFFD). Read without the `u` flag (zod) a surrogate pair matches the second branch; with it
 * (JSON Schema validators) the pair is one code point matching the first: both refuse a lone one.
 */
export const STORABLE_TEXT = /^(?:[^\u0000\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
const STORABLE_MESSAGE = "must not contain NUL or unpaired surrogate characters";

/**
 * At most `max` characters once surrounding white space is trimmed, as one pattern JSON Schema can
 * state. Characters are Unicode code points, as JSON Schema counts them (`maxLength`, and patterns
 * under the `u` flag that JSON Schema validators use): the server tests this same pattern with the
 * `u` flag, so an emoji is one character to both, and the document accepts exactly what the
 * server accepts. (What a person sees, a grapheme cluster, is no standard validator's unit.)
 */
function trimmedPattern(max: number): RegExp {
  const body = max === 1 ? "\\S" : `\\S(?:[\\s\\S]{0,${max - 2}}\\S)?`;
  return new RegExp(`^\\s*(?:${body})?\\s*$`, "u");
}

/** At most `max` code points (not UTF-16 units, which String#length and zod's max count). */
export const atMostChars = (max: number) => new RegExp(`^[\\s\\S]{0,${max}}$`, "u");

/** A string stored trimmed: required non-empty (or `empty` allowed), at most `max` characters once trimmed. */
export function text(max: number, options: { empty?: boolean } = {}) {
  const base = z.string(says("must be a string")).regex(STORABLE_TEXT, STORABLE_MESSAGE);
  // anchored, though JSON Schema searches a pattern anywhere: tools that merge allOf's patterns into
  // one of lookaheads test them all at one position, where an unanchored \S saw only the first
  // character and refused text with leading white space (Prism, through json-schema-merge-allof:
  // https://github.com/mokkabonna/json-schema-merge-allof/issues/44)
  const required = options.empty ? base : base.regex(/^\s*\S/, "must not be empty");
  return required.regex(trimmedPattern(max), `must be at most ${max} characters`).transform((s) => s.trim());
}

/**
 * The amount rule in words: JSON Schema states the bounds, but no keyword says "two decimals"
 * exactly (`multipleOf: 0.01` is a binary remainder in most validators: 0.07 and 142.83 fail it).
 */
export const AMOUNT_RULE = `A JSON number greater than 0 and at most ${LIMITS.amountMax}, with at most two decimals as written (142.83 yes, 142.835 no: 400 invalid_request). The document cannot state the decimals exactly (multipleOf 0.01 makes standard validators refuse valid amounts such as 0.07), so this sentence is the rule.`;

/** A positive amount with at most two decimals, as a JSON number; kept as an exact decimal string. */
export const amountSchema = z
  .number({ error: "must be a number" })
  .gt(0, "must be greater than 0")
  .max(LIMITS.amountMax, `must be at most ${LIMITS.amountMax}`)
  .refine((n) => hasAtMostDecimals(n, 2), "must have at most 2 decimals")
  .meta({ description: AMOUNT_RULE, "x-decimals": 2 })
  .transform((n) => n.toFixed(2));

/**
 * The instants the API takes and gives: years 0001 to 9999 once the offset is applied. PostgreSQL
 * has no year 0 (it refused `0000-…`, and `0001-01-01T00:00:00+23:59`, which is in year 0 in UTC,
 * with a 500), and an ISO 8601 date-time has four-digit years (`9999-12-31T23:59:59-23:59` is in
 * year 10000 in UTC, which no answer could write back in the document's format).
 */
export const INSTANT_RANGE = { min: "0001-01-01T00:00:00.000Z", max: "9999-12-31T23:59:59.999Z" } as const;
const INSTANT_MIN_MS = Date.parse(INSTANT_RANGE.min);
const INSTANT_MAX_MS = Date.parse(INSTANT_RANGE.max);
export const INSTANT_RANGE_RULE = `from ${INSTANT_RANGE.min} to ${INSTANT_RANGE.max} once its offset is applied`;
/** Whether an ISO 8601 date-time (already valid as one) falls in INSTANT_RANGE. */
export const inInstantRange = (value: string) => {
  const ms = Date.parse(value);
  return ms >= INSTANT_MIN_MS && ms <= INSTANT_MAX_MS;
};
/** The same instant written in UTC (YYYY-MM-DDTHH:MM:SS.SSSZ). */
const inUtc = (value: string) => new Date(value).toISOString();
/** JSON Schema cannot compare instants: the range as an extension, read by people and by tools that know it. */
const INSTANT_RANGE_META = { "x-minimum": INSTANT_RANGE.min, "x-maximum": INSTANT_RANGE.max };

/** An ISO 8601 date-time with its offset (Z or ±HH:MM), in INSTANT_RANGE: one definition, named `Instant` in the document. */
const INSTANT = z.iso
  .datetime({ offset: true, ...says("must be an ISO 8601 date-time with its offset, e.g. 2026-11-25T06:00:00Z") })
  .refine(inInstantRange, `must be ${INSTANT_RANGE_RULE}`)
  .meta({ id: "Instant", ...INSTANT_RANGE_META, description: `An ISO 8601 date-time with its offset (Z or ±HH:MM), ${INSTANT_RANGE_RULE}`, examples: ["2026-11-25T06:00:00Z"] });

/** An Instant; `description` says what this one is for (the document references the one definition). */
export function instantSchema(description?: string) {
  return description ? INSTANT.meta({ description }) : INSTANT;
}

/** YYYY-MM-DDTHH:MM:SS.SSSZ exactly, and a real instant (no 2026-02-30) in INSTANT_RANGE (no year 0000). */
export const timeSchema = z.iso
  .datetime({ precision: 3, ...says("must be formatted YYYY-MM-DDTHH:MM:SS.SSSZ, a real UTC date and time") })
  .refine(inInstantRange, `must be ${INSTANT_RANGE_RULE}`)
  .meta({ ...INSTANT_RANGE_META, description: `The point of sale's time, in UTC, YYYY-MM-DDTHH:MM:SS.SSSZ; ${INSTANT_RANGE_RULE}` });

const skuSchema = z
  .union([text(LIMITS.idLength, { empty: true }), z.number().min(-1e15).max(1e15)], says("must be a string or a number"))
  .transform(String);

const priceSchema = z
  .union(
    [
      z.string().regex(/^\s*\d{1,10}(?:\.\d{1,4})?\s*$/, "must be a non-negative decimal, e.g. 12.50").transform((s) => s.trim()),
      z
        .number()
        .min(0)
        .lt(1e10)
        .refine((n) => hasAtMostDecimals(n, 4))
        .meta({ description: "A number with at most four decimals as written (stated here: no JSON Schema keyword says it exactly)" }),
    ],
    says("must be a non-negative decimal, e.g. 12.50"),
  )
  .transform(String);

/**
 * An item's `quantity` (our extension, instead of the spec's whole `qty`): a decimal above 0 and at
 * most LIMITS.qtyMax with at most three decimals ("0.750" kg), as one pattern; stored as the API
 * writes quantities (formatQuantity: "0.75"). The pattern: 1 to 99999.999, 0.001 to 0.999, or
 * 100000 (LIMITS.qtyMax) itself.
 */
const QUANTITY_PATTERN = /^\s*(?:[1-9]\d{0,4}(?:\.\d{1,3})?|0\.(?:[1-9]\d{0,2}|0[1-9]\d?|00[1-9])|100000(?:\.0{1,3})?)\s*$/;
const QUANTITY_MESSAGE = `must be a decimal above 0 and at most ${LIMITS.qtyMax} with at most 3 decimals, e.g. "0.750"`;
const quantitySchema = z
  .string(says(QUANTITY_MESSAGE))
  .regex(QUANTITY_PATTERN, QUANTITY_MESSAGE)
  .transform((s) => formatQuantity(lineQuantityThousandths({ quantity: s.trim() })))
  .meta({ description: `A quantity with decimals, instead of qty (never both): above 0, at most ${LIMITS.qtyMax}, at most 3 decimals ("0.750" kg of a weighed item); answered as written without trailing zeros ("0.75")` });

const DISCOUNT_MESSAGE = "must be a non-negative amount with at most 2 decimals, e.g. 5.00";
/** An item's discount in MXN, IVA included: a string or a number, at most 2 decimals; stored as money ("5.00"). */
const discountSchema = z
  .union(
    [
      z.string().regex(/^\s*\d{1,10}(?:\.\d{1,2})?\s*$/, DISCOUNT_MESSAGE),
      z
        .number()
        .min(0)
        .lt(1e10)
        .refine((n) => hasAtMostDecimals(n, 2))
        .meta({ description: "A number with at most two decimals as written (stated here and by x-decimals: no JSON Schema keyword says it exactly)", "x-decimals": 2 }),
    ],
    says(DISCOUNT_MESSAGE),
  )
  .transform((value) => moneyOf(centsOf(String(value).trim())))
  .meta({ description: "The line's discount in MXN, IVA included (a string or a number, at most 2 decimals), at most the line's gross (price × quantity rounded half up to the cent); answered as a string (\"5.00\")" });

const IVA_MESSAGE = `must be one of ${IVA_RATES.join(", ")}`;

/** The spec's item fields, and our tax extension (docs/api-reference.md, "Item tax data (extension)"). */
export const itemSchema = z
  .object(
    {
      sku: skuSchema.optional(),
      price: priceSchema.optional(),
      description: text(LIMITS.descriptionLength, { empty: true }).optional(),
      qty: z.int(says("must be an integer")).min(1, "must be at least 1").max(LIMITS.qtyMax, `must be at most ${LIMITS.qtyMax}`).optional(),
      quantity: quantitySchema.optional(),
      discount: discountSchema.optional(),
      iva: z
        .enum(IVA_RATES, says(IVA_MESSAGE))
        .optional()
        .meta({ description: 'The line\'s IVA: "16" (general), "8" (border region), "0" (tasa cero) or "exempt"; the price includes it. Once any item carries it, every item carries price and iva and the lines add up to the amount (see the operation\'s rules)' }),
      product_key: z
        .string(says("must be a SAT ClaveProdServ of 8 digits"))
        .regex(/^\d{8}$/, "must be a SAT ClaveProdServ of 8 digits")
        .optional()
        .meta({ description: "The SAT product or service key (ClaveProdServ, c_ClaveProdServ): exactly 8 digits, e.g. 50181900", examples: ["50181900"] }),
      unit_key: z
        .string(says("must be a SAT ClaveUnidad: 2 or 3 uppercase letters or digits"))
        .regex(/^[A-Z0-9]{2,3}$/, "must be a SAT ClaveUnidad: 2 or 3 uppercase letters or digits")
        .optional()
        .meta({ description: "The SAT unit key (ClaveUnidad, c_ClaveUnidad): 2 or 3 uppercase letters or digits, e.g. H87 (pieza), KGM (kilogramo), E48 (servicio)", examples: ["H87"] }),
    },
    says("must be an object"),
  )
  .superRefine((item, ctx) => {
    if (item.qty !== undefined && item.quantity !== undefined) ctx.addIssue({ code: "custom", path: ["quantity"], message: "give qty or quantity, not both" });
    else if (item.discount !== undefined && item.price === undefined) ctx.addIssue({ code: "custom", path: ["price"], message: "is required with discount" });
    else if (item.discount !== undefined && item.price !== undefined) {
      const gross = lineGrossCents({ price: item.price, qty: item.qty, quantity: item.quantity });
      if (centsOf(item.discount) > gross) {
        ctx.addIssue({ code: "custom", path: ["discount"], message: `must be at most the line's gross ${moneyOf(gross)} (price × quantity, rounded half up to the cent)` });
      }
    }
  }, { when: (payload) => payload.issues.length === 0 })
  // the two rules within an item that JSON Schema states: qty or quantity, not both; a discount needs a
  // price (`not` names its properties: linters read a `required` without them as a typo)
  .meta({ not: { properties: { qty: {}, quantity: {} }, required: ["qty", "quantity"] }, dependentRequired: { discount: ["price"] } });

/** What the point of sale's tip (propina) is: a part of the amount, with no IVA, not a line. */
const tipSchema = z
  .number(says("must be a number"))
  .min(0, "must be at least 0")
  .max(LIMITS.amountMax, `must be at most ${LIMITS.amountMax}`)
  .refine((n) => hasAtMostDecimals(n, 2), "must have at most 2 decimals")
  .meta({
    description: "The part of the amount that is a tip (propina), MXN: a JSON number of at least 0 with at most two decimals as written, less than amount; no IVA, not a line. Answered as a string (\"5.00\") when sent",
    "x-decimals": 2,
  })
  .transform((n) => n.toFixed(2));

/**
 * The intent's rules across fields that JSON Schema cannot state (the operation's x-rules): a tip
 * less than the amount; and, once any item carries `iva`, every item with its price and iva and the
 * lines' totals (lib/contract/ticket-lines.ts) plus the tip equal to the amount, to the cent.
 * Intents with no `iva` on any item are not added up (the spec's behaviour).
 */
function checkTicket(intent: { amount: string; data: { tip?: string; items: Array<z.output<typeof itemSchema>> } }, ctx: z.RefinementCtx) {
  const { items, tip } = intent.data;
  const amount = centsOf(intent.amount);
  const tipCents = tip === undefined ? 0n : centsOf(tip);
  if (tipCents >= amount && tip !== undefined) ctx.addIssue({ code: "custom", path: ["data", "tip"], message: "must be less than the amount" });
  if (!items.some((item) => item.iva !== undefined)) return;
  let complete = true;
  items.forEach((item, index) => {
    for (const field of ["price", "iva"] as const) {
      if (item[field] !== undefined) continue;
      complete = false;
      ctx.addIssue({ code: "custom", path: ["data", "items", index, field], message: "is required when any item carries iva" });
    }
  });
  if (!complete) return;
  const lines = linesTotalCents(items.map((item) => ({ ...item, price: item.price! })));
  if (lines + tipCents !== amount) {
    ctx.addIssue({ code: "custom", path: ["data", "items"], message: `the lines add up to ${moneyOf(lines)} and the tip to ${moneyOf(tipCents)}, not the amount ${intent.amount}` });
  }
}

export const createIntentSchema = z.object(
  {
    payment: z.enum(PAYMENT_TYPES, says(`must be one of ${PAYMENT_TYPES.join(", ")}`)),
    amount: amountSchema,
    data: z.object(
      {
        branch: text(LIMITS.idLength),
        terminal: text(LIMITS.idLength),
        time: timeSchema,
        concept: text(LIMITS.conceptLength, { empty: true }).optional(),
        ticket: text(LIMITS.idLength).optional(),
        items: z.array(itemSchema, says("must be a list")).max(LIMITS.itemsMax, `must have at most ${LIMITS.itemsMax} items`),
        tip: tipSchema.optional(),
      },
      says("must be an object"),
    ),
  },
  says("must be a JSON object"),
  // only a body with no other fault is added up (a refused amount or item has nothing to add)
).superRefine(checkTicket, { when: (payload) => payload.issues.length === 0 });
export type CreateIntentInput = z.infer<typeof createIntentSchema>;

export const initSchema = z.object({ phone: z.string(says("must be a string of 10 digits")).regex(/^\d{10}$/, "must be exactly 10 digits") }, says("must be a JSON object"));

export const advanceSchema = z.object(
  {
    to: z.enum(ALL_STATUSES, says("must be a status name")).meta({ description: "A status of the intent's family (see the status tables)" }),
    reason: z
      .string(says("must be a string"))
      .regex(/^\s*[a-z0-9_]{1,64}\s*$/, "must be snake_case, at most 64 characters")
      .transform((s) => s.trim())
      .optional(),
  },
  says("must be a JSON object"),
);

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/, "must be an http(s) URL")
  .regex(STORABLE_TEXT, STORABLE_MESSAGE)
  .regex(atMostChars(LIMITS.urlLength), `must be at most ${LIMITS.urlLength} characters`)
  .meta({
    description: `An http(s) URL of at most ${LIMITS.urlLength} characters that a WHATWG URL parser accepts: the pattern admits some malformed hosts (a port above 65535, an IPv4 address out of range, a host with < > ^ | [ ] or an invalid xn-- label) that the server refuses (400); no pattern states the URL standard's host rules exactly.`,
  });

/** An endpoint's event types: ["*"] (every type), or some of the named types, each once. */
const eventFilter = z
  .array(z.enum([ALL_EVENTS, ...WEBHOOK_EVENT_TYPES], says(`must be "*" or one of ${WEBHOOK_EVENT_TYPES.join(", ")}`)), says("must be a list of event types"))
  .min(1, 'name at least one event type, or "*" for every type')
  .max(WEBHOOK_EVENT_TYPES.length + 1)
  .refine((types) => new Set(types).size === types.length, "names a type twice")
  .refine((types) => !types.includes(ALL_EVENTS) || types.length === 1, '"*" (every type) stands alone')
  .meta({
    description: `"*" for every type, or a list of ${WEBHOOK_EVENT_TYPES.join(", ")}, each once`,
    examples: [["*"], ["intent.status_changed"]],
    // the two refinements as JSON Schema states them: each once; no "*" among two or more
    uniqueItems: true,
    not: { minItems: 2, contains: { const: ALL_EVENTS } },
  });

/** POST /webhook-endpoints */
export const createWebhookEndpointSchema = z.object(
  {
    url: httpUrl,
    events: eventFilter.optional().meta({ description: 'Event types it receives (default ["*"])' }),
    description: text(LIMITS.descriptionLength, { empty: true }).optional().meta({ description: "Free text, at most 255 characters" }),
    enabled: z.boolean(says("must be true or false")).optional().meta({ description: "false: created disabled (its events wait until it is enabled)" }),
  },
  says("must be a JSON object"),
);
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointSchema>;

/** PATCH /webhook-endpoints/{endpoint}: any of the creation's members. */
export const webhookEndpointChangeSchema = z
  .object(
    {
      url: httpUrl.optional(),
      events: eventFilter.optional(),
      description: text(LIMITS.descriptionLength, { empty: true }).optional(),
      enabled: z.boolean(says("must be true or false")).optional().meta({ description: "false disables it (its events wait); true re-enables it and resumes where it stopped" }),
    },
    says("must be a JSON object"),
  )
  .refine((v) => v.url !== undefined || v.events !== undefined || v.description !== undefined || v.enabled !== undefined, {
    message: "give url, events, description or enabled",
    path: ["url"],
  })
  .meta({ anyOf: [{ required: ["url"] }, { required: ["events"] }, { required: ["description"] }, { required: ["enabled"] }] });
export type WebhookEndpointChange = z.infer<typeof webhookEndpointChangeSchema>;

export const redeliverSinceSchema = z.object(
  { since: instantSchema("Events given up on at or after this instant").transform((v) => new Date(v)) },
  says("must be a JSON object"),
);


/** POST /webhook-endpoints/{endpoint}/test: the sample's type (intent.status_changed unless told). */
export const testWebhookEndpointSchema = z.object(
  { type: z.enum(WEBHOOK_EVENT_TYPES, says(`must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}`)).optional() },
  says("must be a JSON object"),
);

/** POST /webhook-tests: a URL that is no endpoint yet, and the sample's type (intent.status_changed unless told). */
export const testWebhookUrlSchema = z.object(
  { url: httpUrl, type: z.enum(WEBHOOK_EVENT_TYPES, says(`must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}`)).optional() },
  says("must be a JSON object"),
);

/** POST /webhook-endpoints/{endpoint}/recover: the window of events to send again, [since, until). */
export const recoverWebhookEndpointSchema = z
  .object(
    {
      since: instantSchema("The window's start (inclusive)").transform((v) => new Date(v)),
      until: instantSchema("The window's end (exclusive, after since); now unless given")
        .transform((v) => new Date(v))
        .optional(),
    },
    says("must be a JSON object"),
  )
  .refine((v) => v.until === undefined || v.until > v.since, { message: "must be after since", path: ["until"] });

export const endpointPatchSchema = z
  .object({ url: httpUrl.nullable().optional(), enabled: z.literal(true, says("only true (re-enable) is accepted")).optional() }, says("must be a JSON object"))
  .refine((v) => v.url !== undefined || v.enabled !== undefined, { message: "give url or enabled", path: ["url"] })
  .meta({ anyOf: [{ required: ["url"] }, { required: ["enabled"] }] });

/** POST /payment/{intent}/cancel: no member yet; a body, when sent, must be a JSON object (members are ignored). */
export const refundRequestSchema = z.object(
  {
    amount: amountSchema.optional().meta({ description: "What to give back, MXN, at most 2 decimals; without it, the whole remaining amount" }),
    reason: z.enum(REFUND_REASONS, says(`must be one of ${REFUND_REASONS.join(", ")}`)).optional(),
    note: text(LIMITS.descriptionLength, { empty: true }).optional().meta({ description: "Free text kept with the refund (at most 255 characters)" }),
  },
  says("must be a JSON object"),
);
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const settleRefundSchema = z.object(
  { to: z.enum(["refund_succeeded", "refund_failed"], says("must be refund_succeeded or refund_failed")) },
  says("must be a JSON object"),
);

export const cancelIntentSchema = z.object({}, says("must be a JSON object")).meta({ description: "Optional; no member is read (send nothing, or {})" });

export const rotateSecretSchema = z.object(
  { overlapSeconds: z.int(says("must be a whole number of seconds")).min(0).max(LIMITS.overlapSecondsMax).optional() },
  says("must be a JSON object"),
);

export const createMerchantSchema = z.object(
  { name: text(LIMITS.nameLength), webhookUrl: httpUrl.nullable().optional() },
  says("must be a JSON object"),
);

export const updateMerchantSchema = z
  .object({ name: text(LIMITS.nameLength).optional(), webhookUrl: httpUrl.nullable().optional() }, says("must be a JSON object"))
  .refine((v) => v.name !== undefined || v.webhookUrl !== undefined, { message: "give name or webhookUrl", path: ["name"] })
  .meta({ anyOf: [{ required: ["name"] }, { required: ["webhookUrl"] }] });

/**
 * Query parameters (GET): each a string in the URL, parsed here. The router refuses a parameter the
 * operation does not take (a typo like `limt` must not silently mean the default) and one given twice.
 */
const limitOf = (fallback: number) =>
  z.coerce
    .number(says("must be a whole number from 1 to 500"))
    .int("must be a whole number from 1 to 500")
    .min(1, "must be a whole number from 1 to 500")
    .max(500, "must be a whole number from 1 to 500")
    .default(fallback)
    .meta({ description: `How many to answer at most (1 to 500, default ${fallback})` });
const pageLimit = limitOf(100);
/**
 * The lists that were answered whole before they were paged (refunds, an intent's deliveries,
 * merchants) default to the largest page, so a client written then still reads them whole.
 */
const wholeListLimit = limitOf(500);


const cursor = (what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, `must be a cursor this ${what} answered as next`)
    .optional()
    .meta({ description: `The \`next\` of the previous page; omitted: from the first` });

/** A range of creation times [from, to), optionally of one branch and/or terminal. */
const rangeShape = {
  // in UTC from here on: PostgreSQL reads offsets up to ±15:59 only (2026-11-25T00:00:00+23:59 was a 500)
  from: instantSchema("Payments created at or after this instant").transform(inUtc),
  to: instantSchema("Payments created before this instant (after from)").transform(inUtc),
  branch: text(LIMITS.idLength).optional().meta({ description: "Only this branch (data.branch)" }),
  terminal: text(LIMITS.idLength).optional().meta({ description: "Only this point of sale (data.terminal)" }),
};
const fromBeforeTo = [(range: { from: string; to: string }) => Date.parse(range.from) < Date.parse(range.to), { message: "must be after from", path: ["to"] }] as [
  (range: { from: string; to: string }) => boolean,
  { message: string; path: string[] },
];

/** GET /payment/events */
export const feedQuerySchema = z.object({ after: cursor("feed"), limit: pageLimit });

/** GET /payment/totals */
export const totalsQuerySchema = z.object(rangeShape).refine(...fromBeforeTo);

/** GET /payment/intents */
export const intentListQuerySchema = z.object({ ...rangeShape, after: cursor("list"), limit: pageLimit }).refine(...fromBeforeTo);

/** GET /payment/{intent}/refunds, GET /payment/{intent}/deliveries, GET /admin/merchants: a page of a list once answered whole. */
export const wholeListQuerySchema = z.object({ after: cursor("list"), limit: wholeListLimit });
export type PageQuery = z.infer<typeof wholeListQuerySchema>;

/** The states of an endpoint's delivery of an event. */
export const DELIVERY_STATES = ["pending", "delivered", "failed", "skipped"] as const;

/** GET /webhook-endpoints/{endpoint}/deliveries: the log's filters and page. */
export const endpointDeliveriesQuerySchema = z.object({
  state: z.enum(DELIVERY_STATES, says(`must be one of ${DELIVERY_STATES.join(", ")}`)).optional().meta({ description: "Only deliveries in this state (failed: given up on)" }),
  type: z.enum(WEBHOOK_EVENT_TYPES, says(`must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}`)).optional().meta({ description: "Only events of this type" }),
  intent: intentIdSchema.optional().meta({ description: "Only this intent's events" }),
  before: cursor("log"),
  limit: pageLimit,
});
export type EndpointDeliveriesQuery = z.infer<typeof endpointDeliveriesQuerySchema>;

/** The states of a payout: pending at the bank, paid (credited), failed (the money is back in the balance), canceled (likewise). */
export const PAYOUT_STATUSES = ["pending", "paid", "failed", "canceled"] as const;
/** The kinds of balance transaction, each with its other account (docs/payouts.md). */
export const BALANCE_TRANSACTION_TYPES = ["payment", "fee", "fee_tax", "refund", "refund_failure", "payout", "payout_failure", "adjustment"] as const;

/** GET /balance/transactions: the ledger's filters and page (oldest first). */
export const balanceTransactionsQuerySchema = z
  .object({
    type: z.enum(BALANCE_TRANSACTION_TYPES, says(`must be one of ${BALANCE_TRANSACTION_TYPES.join(", ")}`)).optional().meta({ description: "Only transactions of this type" }),
    payout: z.string().regex(PAYOUT_ID, "must be a payout id (po_…)").optional().meta({ description: "Only the transactions this payout settled" }),
    intent: intentIdSchema.optional().meta({ description: "Only the transactions of this intent: its payment, fee, fee_tax, refunds (what it earned, and where it was paid out)" }),
    from: instantSchema("Transactions created at or after this instant").transform(inUtc).optional(),
    to: instantSchema("Transactions created before this instant (after from)").transform(inUtc).optional(),
    after: cursor("list"),
    limit: pageLimit,
  })
  .refine((range) => !range.from || !range.to || Date.parse(range.from) < Date.parse(range.to), { message: "must be after from", path: ["to"] });
export type BalanceTransactionsQuery = z.infer<typeof balanceTransactionsQuerySchema>;

/** GET /payouts */
export const payoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, says(`must be one of ${PAYOUT_STATUSES.join(", ")}`)).optional().meta({ description: "Only payouts in this status" }),
  after: cursor("list"),
  limit: pageLimit,
});
export type PayoutsQuery = z.infer<typeof payoutsQuerySchema>;

/** PATCH /payout-account: the CLABE (18 digits, its bank and check digit valid) and the account holder's name. */
export const payoutAccountChangeSchema = z.object(
  {
    clabe: z.string(says("must be a CLABE of 18 digits")).regex(/^\d{18}$/, "must be a CLABE of 18 digits").meta({ description: "The CLABE: 18 digits, a known bank and city, a valid check digit (rules JSON Schema cannot state: checked by the server; x-clabe)", examples: ["002180123456789013"], "x-clabe": true }),
    holderName: text(120).meta({ description: "The account holder's name, as the bank has it" }),
  },
  says("must be a JSON object"),
);
export type PayoutAccountChange = z.infer<typeof payoutAccountChangeSchema>;

/** POST /sandbox/payouts/run: the cut-off of a business day now (default: today's, or the next business day's). */
export const runPayoutsSchema = z.object(
  { date: z.iso.date("must be a date, YYYY-MM-DD").optional().meta({ description: "The business day whose cut-off to run: today or a later day (its available money is paid)" }) },
  says("must be a JSON object"),
);

/** POST /sandbox/payouts/{payout}/settle */
export const settlePayoutSchema = z.object(
  {
    outcome: z.enum(["paid", "failed", "canceled"], says("must be paid, failed or canceled")).meta({ description: "What the simulated bank says of the pending payout" }),
    failure: text(60).optional().meta({ description: "failed, canceled: why (default account_closed / canceled_by_bank)" }),
  },
  says("must be a JSON object"),
);

/** A number with at most `places` decimals (checked on its decimal text, not by float division). */
const atMostDecimals = (places: number) => (value: number) => Number(value.toFixed(places)) === value;

/** PATCH /admin/merchants/{merchant}/pricing: a payment type's fee from now on. */
export const pricingChangeSchema = z.object(
  {
    payment: z.enum(PAYMENT_TYPES, says(`must be one of ${PAYMENT_TYPES.join(", ")}`)),
    percent: z.number(says("must be a number")).min(0, "must be from 0 to 99.9999").max(99.9999, "must be from 0 to 99.9999").refine(atMostDecimals(4), "must have at most 4 decimals").meta({ description: "Percent of the amount (3.5 = 3.5 %)" }),
    fixed: z.number(says("must be a number")).min(0, "must be from 0 to 9999.99").max(9999.99, "must be from 0 to 9999.99").refine(atMostDecimals(2), "must have at most 2 decimals").optional().meta({ description: "Fixed amount per payment, MXN (omitted: the one in force for the type)" }),
    ivaRate: z.number(says("must be a number")).min(0, "must be from 0 to 0.99").max(0.99, "must be from 0 to 0.99").refine(atMostDecimals(4), "must have at most 4 decimals").optional().meta({ description: "IVA on the fee (0.08 in the northern border zone; omitted: the one in force for the type, 0.16 by default)" }),
  },
  says("must be a JSON object"),
);
export type PricingChange = z.infer<typeof pricingChangeSchema>;
