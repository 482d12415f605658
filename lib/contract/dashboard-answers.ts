import "./zod-in-browser";
import { z } from "zod";
import { refundSchema, totalsSchema } from "./responses";
import { IVA_RATES } from "./ticket-lines";

/**
 * The `data` of the success answers of the dashboard's own JSON API (its route handlers, declared
 * in lib/dashboard/json-api/dashboard-operations.ts). The route handlers' answers must fit them
 * (checked when compiling: `answer(id, data)` takes the schema's input type), and the pages' client
 * parses what it receives with them. Objects keep the fields they do not declare (a newer server
 * may add one), so a page never loses one by parsing; a field declared and missing, or of another
 * type, is a malformed answer.
 */
const money = z.string().meta({ description: "An exact amount with two places, e.g. \"125.50\"" });
const instant = z.string().meta({ description: "An instant, ISO 8601" });
/** Given back in full or in part (the dashboard's RefundState; a route answering another is a compile error there). */
const refundState = z.enum(["full", "partial"]);
const figure = z.looseObject({ count: z.number(), amount: money });

/** intents.list: a page of the payments list, and the filters it could not apply. */
export const intentRowSchema = z.looseObject({
  id: z.string(),
  payment: z.string().nullable(),
  amount: money.nullable(),
  status: z.string(),
  code: z.number(),
  seq: z.number(),
  reason: z.string().nullable(),
  branch: z.string().nullable(),
  terminal: z.string().nullable(),
  ticket: z.string().nullable(),
  concept: z.string().nullable(),
  phoneLast4: z.string().nullable(),
  cardLast4: z.string().nullable(),
  created: instant,
  tip: money.nullable(),
  refunded: money,
  cashier: z.string().nullable(),
});
export const intentPageSchema = z.looseObject({
  rows: z.array(intentRowSchema),
  nextCursor: z.string().nullable(),
  invalid: z.array(z.string()),
  problems: z.array(z.looseObject({ field: z.string(), value: z.string(), kind: z.enum(["unknown", "date", "day", "range", "tooLong"]), until: z.string().optional() })),
});

/** intents.get: the intent as the dashboard's copy has it, its timeline and the webhooks received. */
export const intentViewSchema = z.looseObject({
  id: z.string(),
  payment: z.string().nullable(),
  amount: money.nullable(),
  branch: z.string().nullable(),
  terminal: z.string().nullable(),
  ticket: z.string().nullable(),
  concept: z.string().nullable(),
  items: z
    .array(
      z.looseObject({
        sku: z.string().optional(),
        description: z.string().optional(),
        price: z.string().optional(),
        qty: z.number().optional(),
        // the service's tax extension (docs/api-reference.md, "Item tax data (extension)")
        quantity: z.string().optional(),
        discount: z.string().optional(),
        iva: z.string().optional(),
        product_key: z.string().optional(),
        unit_key: z.string().optional(),
      }),
    )
    .nullable(),
  phoneLast4: z.string().nullable(),
  cardLast4: z.string().nullable(),
  status: z.string(),
  code: z.number(),
  seq: z.number(),
  reason: z.string().nullable(),
  final: z.boolean(),
  detailed: z.boolean(),
  created: instant,
  updated: instant,
  heard: instant,
  refunds: z.array(z.looseObject({ id: z.string(), amount: money, status: z.string(), reason: z.string().nullable(), note: z.string().nullable(), by: z.string().nullable(), created: instant, updated: instant })),
  refunded: money,
  refundPending: money,
  remaining: money,
  refundState: refundState.nullable(),
  tip: money,
  cashier: z.string().nullable(),
  cash: z.looseObject({ received: money, change: money, tillId: z.string(), drawerId: z.string().nullable() }).nullable(),
  events: z.array(
    z.looseObject({
      seq: z.number(),
      status: z.string(),
      code: z.number(),
      reason: z.string().nullable(),
      source: z.string(),
      webhookId: z.string().nullable(),
      receipts: z.number(),
      webhook: z.looseObject({ headers: z.record(z.string(), z.string()), body: z.string(), json: z.boolean() }).nullable(),
      at: instant,
      received: instant,
    }),
  ),
});

/** intents.check: where the intent stands for the till. */
export const checkedIntentSchema = z.looseObject({ status: z.string(), code: z.number(), reason: z.string().nullable(), late: z.boolean() });

/** intents.service: what the payment service says of the intent, or why it could not say (in a 200). */
const deliveryAttemptSchema = z.looseObject({
  attempt: z.number(),
  at: instant,
  host: z.string(),
  httpStatus: z.number().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
  response: z.string().nullable(),
});
export const serviceViewSchema = z.discriminatedUnion("ok", [
  z.looseObject({
    ok: z.literal(true),
    now: instant,
    expires: instant.nullable(),
    qr: z.custom<object>((value) => typeof value === "object" && value !== null, "must be an object").nullable().meta({ description: "qr_present: the QR object to show again" }),
    updated: instant.nullable(),
    deliveries: z.array(
      z.looseObject({
        event: z.string(),
        endpoint: z.string(),
        seq: z.number(),
        refund: z.looseObject({ refund: z.string(), amount: money, status: z.string() }).nullable(),
        status: z.string(),
        code: z.number(),
        state: z.string(),
        nextAttemptAt: instant.nullable(),
        created: instant,
        completed: instant.nullable(),
        attempts: z.array(deliveryAttemptSchema),
      }),
    ),
  }),
  z.looseObject({ ok: z.literal(false), code: z.string(), status: z.number() }),
]);

/** tills.sales: the till's latest sales with their statuses. */
export const tillSalesSchema = z.array(
  z.looseObject({
    attempt: z.string(),
    ticket: z.string(),
    method: z.string(),
    intent: z.string().nullable(),
    sale: z.string().nullable(),
    amount: money,
    tip: money,
    createdAt: instant,
    status: z.string().nullable(),
    code: z.number().nullable(),
    reason: z.string().nullable(),
    concept: z.string().nullable(),
    refunded: money,
    refundState: refundState.nullable(),
    refundable: z.boolean(),
  }),
);

/** books.check: whether the dashboard's totals of a range balance with the service's. */
const side = z.looseObject({ status: z.string(), amount: money.nullable(), group: z.string().nullable() });
const refundFigures = z.looseObject({ succeeded: figure, pending: figure });
export const booksCheckSchema = z.discriminatedUnion("state", [
  z.looseObject({ state: z.literal("balanced"), at: instant, total: figure, refunds: refundFigures.optional(), net: money.optional(), fees: z.looseObject({ fee: money, tax: money }).optional(), ledger: money.optional(), unbooked: figure.optional() }),
  z.looseObject({ state: z.literal("syncing"), at: instant, pending: z.number() }),
  z.looseObject({
    state: z.literal("differs"),
    at: instant,
    count: z.number(),
    differences: z.array(z.looseObject({ intent: z.string(), dashboard: side.nullable(), service: side.nullable() })),
    service: totalsSchema,
    dashboard: totalsSchema.shape.groups,
    refunds: z.looseObject({ dashboard: refundFigures, service: refundFigures }).optional(),
    ledger: z.looseObject({ dashboard: money, service: money }).optional(),
  }),
  z.looseObject({ state: z.literal("unchecked"), at: instant, code: z.string(), status: z.number() }),
]);

/** A till: its names and its series of tickets. */
export const tillSchema = z.looseObject({ id: z.string(), branch: z.string(), terminal: z.string(), series: z.string() });

/** A drawer as the till and the cash-up show it (the figures as exact amounts). */
export const drawerSummarySchema = z.looseObject({
  id: z.string(),
  till: tillSchema,
  openedBy: z.string(),
  openedAt: instant,
  closedBy: z.string().nullable(),
  closedAt: instant.nullable(),
  float: money,
  sales: z.looseObject({ count: z.number(), total: money, tips: money }),
  refunds: z.looseObject({ count: z.number(), total: money }),
  cashIn: money,
  cashOut: money,
  expected: money,
  counted: money.nullable(),
  difference: money.nullable(),
  countedAsTotal: z.boolean(),
  countedAtClose: money.nullable(),
  note: z.string().nullable(),
});
/** tills.drawer, tills.openDrawer, drawers.close: the drawer (null: none open). */
export const drawerOrNoneSchema = z.looseObject({ drawer: drawerSummarySchema.nullable() });
export const drawerSchema = z.looseObject({ drawer: drawerSummarySchema });

/** tills.cashSale: the cash sale recorded. */
export const cashSaleSchema = z.looseObject({ id: z.string(), ticket: z.string(), tillId: z.string(), amount: money, tip: money, received: money, change: money, concept: z.string().nullable(), at: instant });

/** tills.charge: the intent created for the till's charge, with its ticket. */
export const tillChargeSchema = z.looseObject({ intent: z.string(), payment: z.string(), amount: z.number(), ticket: z.string(), till: tillSchema, concept: z.string().nullable().optional(), method: z.enum(["qr", "card"]), tip: money });

/** sales.refund: the refund, as the payment service answers it (a cash sale's in the same shape). */
export const dashboardRefundSchema = refundSchema;

/** catalogue.products: the whole active catalogue, as the till needs it (lib/dashboard/catalogue/list-active-catalogue.ts). */
export const tillProductSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  price: money.meta({ description: "The unit price, IVA included (by weight: per kilogram)" }),
  iva: z.enum(IVA_RATES),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  category: z.string().nullable(),
  byWeight: z.boolean(),
  productKey: z.string().meta({ description: "SAT c_ClaveProdServ" }),
  unitKey: z.string().meta({ description: "SAT c_ClaveUnidad" }),
});
export const tillCatalogueSchema = z.looseObject({ products: z.array(tillProductSchema) });

/** catalogue.import: what an import of a CSV file did, or why it did nothing, each problem in the reader's words. */
export const catalogueImportSchema = z.looseObject({
  rows: z.number(),
  valid: z.number(),
  invalid: z.number(),
  committed: z.boolean(),
  skipInvalid: z.boolean(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  problems: z.array(z.looseObject({ line: z.number(), column: z.string().nullable(), columnName: z.string().nullable(), code: z.string(), message: z.string() })),
  problemCount: z.number(),
  fileProblem: z.looseObject({ code: z.string(), message: z.string() }).nullable(),
});
