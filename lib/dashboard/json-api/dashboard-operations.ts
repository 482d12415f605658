import "../../contract/zod-in-browser";
import { z } from "zod";
import {
  booksCheckSchema,
  cashSaleSchema,
  catalogueImportSchema,
  checkedIntentSchema,
  dashboardRefundSchema,
  drawerOrNoneSchema,
  drawerSchema,
  intentPageSchema,
  intentViewSchema,
  serviceViewSchema,
  tillCatalogueSchema,
  tillChargeSchema,
  tillSalesSchema,
  tillSchema,
} from "../../contract/dashboard-answers";
import { intentIdSchema, PAYOUT_ID } from "../../contract/ids";
import { instantSchema } from "../../contract/requests";
import { parseIntentFilters } from "../intent-filters";
import { refundFieldsSchema, saleIdSchema, saleLinesSchema } from "../payments/refund-schemas";
import { chargeInputSchema, tillNamesSchema } from "../till/till-schemas";

/**
 * The dashboard's own JSON API (the route handlers under app/api/dashboard, for its pages, its till
 * and tools that sign in as a person), declared as the service's operations are: per route its
 * method, its path template, the zod schemas its path parameters, query string and JSON body are
 * parsed with (app/_server/dashboard-route.ts's dashboardOperation takes them from here), and what
 * it answers: the `data` of the envelope and its success message, or a stream (CSV, server-sent
 * events) that is not JSON. The pages call them through ./dashboard-client.ts, which builds the
 * path from here and parses the answer with the declared schema. Who may call each route (the
 * role's permission) stays in its handler.
 */

/** What a route answers: the envelope, its `data` parsed with `schema`; or a stream that is not JSON. */
export type DashboardAnswer =
  | { type: "application/json"; message: string; schema: z.ZodType }
  | { type: "text/csv" }
  | { type: "text/event-stream" }
  | { type: "application/xml" }
  | { type: "application/pdf" };

export type DashboardOperation = {
  method: "GET" | "POST";
  /** `{name}` for a path parameter, as in the service's operation table */
  path: `/api/dashboard${string}`;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: DashboardAnswer;
};

const json = <S extends z.ZodType>(message: string, schema: S) => ({ type: "application/json" as const, message, schema });

/** A till's or a drawer's id in a path. */
const idParams = z.object({ id: z.string().max(64) });
/** A CFDI's id in a path (lib/dashboard/invoices: `inv` and 22 base62 characters). */
const invoiceParams = z.object({ id: z.string().regex(/^inv[0-9A-Za-z]{22}$/, "must be an invoice id (inv…)") });
/** A body whose fields the handler parses with the path's id added (the drawer's and the cash sale's schemas take the id too). */
const fields = z.record(z.string(), z.unknown());

const instant = instantSchema().transform((value) => new Date(value));
const booksQuery = z
  .object({ from: instant, to: instant, branch: z.string().trim().min(1).max(64).optional(), terminal: z.string().trim().min(1).max(64).optional() })
  .refine((range) => range.from < range.to, { message: "must be after from", path: ["to"] });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The list's filters (no cursor: every page; a filter the list cannot read is refused, not left
 * out), the zone the times are written in, and whether the file starts with a BOM (for Excel).
 */
const exportQuery = z
  .looseObject({
    tz: z.string().refine((tz) => tz === "" || isTimeZone(tz), "must be an IANA time zone").optional(),
    bom: z.enum(["0", "1"], "must be 1 (with a byte order mark, for Excel) or 0").optional(),
  })
  .transform(({ tz, bom, ...params }, context) => {
    const { filters, invalid } = parseIntentFilters(params as Record<string, string>);
    for (const field of invalid) context.addIssue({ code: "custom", path: [field], message: "is not a valid filter of the payments list" });
    if (invalid.length > 0) return z.NEVER;
    const { cursor: _cursor, ...rest } = filters;
    return { filters: rest, timeZone: tz || undefined, bom: bom === "1" };
  });

export const DASHBOARD_OPERATIONS = {
  "intents.list": {
    method: "GET",
    path: "/api/dashboard/intents",
    summary: "One page of the payments list (q, group, status, payment, from, to, branch, terminal, cursor). Lenient: a bad filter value is dropped and reported (`invalid`, `problems`), the rest still applies.",
    query: z.record(z.string(), z.string()).transform(parseIntentFilters),
    answer: json("intents_success", intentPageSchema),
  },
  "intents.export": {
    method: "GET",
    path: "/api/dashboard/intents/export",
    summary: "The filtered list as a streamed CSV download (tz: the zone of its times; bom=1: for Excel, in the reader's language).",
    query: exportQuery,
    answer: { type: "text/csv" },
  },
  "intents.get": {
    method: "GET",
    path: "/api/dashboard/intents/{id}",
    summary: "The intent with its timeline and the webhooks received (the dashboard's copy).",
    params: z.object({ id: z.string() }),
    answer: json("intent_success", intentViewSchema),
  },
  "intents.check": {
    method: "GET",
    path: "/api/dashboard/intents/{id}/check",
    summary: "Where the intent stands, the copy first brought up to date with the service's feed (the till asks, not trusting webhooks alone).",
    params: z.object({ id: intentIdSchema }),
    answer: json("check_success", checkedIntentSchema),
  },
  "intents.service": {
    method: "GET",
    path: "/api/dashboard/intents/{id}/service",
    summary: "What the payment service itself says of the intent (expiry, QR, webhook delivery attempts); a service that cannot answer is `{ok: false, code, status}` in a 200.",
    params: z.object({ id: intentIdSchema }),
    answer: json("service_success", serviceViewSchema),
  },
  "books.check": {
    method: "GET",
    path: "/api/dashboard/books",
    summary: "Whether the dashboard's totals of the range balance with the service's; the differing payments to owners.",
    query: booksQuery,
    answer: json("books_success", booksCheckSchema),
  },
  "deposits.export": {
    method: "GET",
    path: "/api/dashboard/deposits/{id}/export",
    summary: "A deposit (payout) for the accountant: one CSV line per balance transaction it settled, in the reader's language, then its total (the payout's amount) and tracking key. Owners and support.",
    params: z.object({ id: z.string().regex(PAYOUT_ID, "must be a payout id (po_…)") }),
    answer: { type: "text/csv" },
  },
  "catalogue.products": {
    method: "GET",
    path: "/api/dashboard/catalogue/products",
    summary: "The whole active catalogue for the till: id, name, price (IVA included), IVA rate, sku, barcode, category, by weight, SAT keys; by category, then name. Owners, cashiers and support.",
    answer: json("catalogue_success", tillCatalogueSchema),
  },
  "catalogue.export": {
    method: "GET",
    path: "/api/dashboard/catalogue/export",
    summary: "The whole catalogue as a CSV file (UTF-8 with a BOM, CRLF, headers and yes/no in the reader's language, prices with a point) that the import reads back. Owners, cashiers and support.",
    answer: { type: "text/csv" },
  },
  "catalogue.import": {
    method: "POST",
    path: "/api/dashboard/catalogue/import",
    summary: "Imports a CSV file of products (multipart/form-data: `file`, and `skipInvalid=true` to write the valid rows of a file that has bad ones); every row is checked first and, without skipInvalid, a file with a bad row writes nothing. Answers the report, each problem in the reader's words. Owners.",
    answer: json("catalogue_import_success", catalogueImportSchema),
  },
  "invoices.xml": {
    method: "GET",
    path: "/api/dashboard/invoices/{id}/xml",
    summary: "A stamped CFDI's XML as kept (a download: content-disposition attachment, named series-folio_UUID). Owners, cashiers and support.",
    params: invoiceParams,
    answer: { type: "application/xml" },
  },
  "invoices.pdf": {
    method: "GET",
    path: "/api/dashboard/invoices/{id}/pdf",
    summary: "A stamped CFDI's printed representation, made from its XML in the reader's language (a download). Owners, cashiers and support.",
    params: invoiceParams,
    answer: { type: "application/pdf" },
  },
  "live.stream": {
    method: "GET",
    path: "/api/dashboard/live",
    summary: "Server-sent events: one `data:` line per intent change, `event: state` saying whether changes can arrive.",
    answer: { type: "text/event-stream" },
  },
  "audit.export": {
    method: "GET",
    path: "/api/dashboard/audit/export",
    summary: "The activity trail, filtered (action=a,b, actor, target, from, to: strict, a bad one is 400 naming it), as a streamed CSV download. Owners only.",
    answer: { type: "text/csv" },
  },
  "sales.refund": {
    method: "POST",
    path: "/api/dashboard/sales/{id}/refunds",
    summary: "Gives back all or part of a sale (a payment through the service, a cash sale from its till's open drawer), as an amount or by line (`lines`: the amount follows from them). Idempotent per `attempt`.",
    params: z.object({ id: saleIdSchema }),
    body: refundFieldsSchema,
    answer: json("refund_success", dashboardRefundSchema),
  },
  "sales.lines": {
    method: "GET",
    path: "/api/dashboard/sales/{id}/lines",
    summary: "A sale's ticket lines, each with its total and what its refunds have given back (for a refund by line); [] for a sale charged as an amount.",
    params: z.object({ id: saleIdSchema }),
    answer: json("sale_lines_success", saleLinesSchema),
  },
  "reports.products": {
    method: "GET",
    path: "/api/dashboard/reports/products",
    summary: "Sales by product of a range (the overview's range, from, to, branch, terminal) as a CSV for Excel: UTF-8 with a BOM, CRLF, Spanish headers, money with a decimal point.",
    answer: { type: "text/csv" },
  },
  "tills.setUp": {
    method: "POST",
    path: "/api/dashboard/tills",
    summary: "Sets a till up (owners); the same names are the same till.",
    body: tillNamesSchema,
    answer: json("till_success", tillSchema),
  },
  "tills.sales": {
    method: "GET",
    path: "/api/dashboard/tills/{id}/sales",
    summary: "The till's latest sales with their statuses.",
    params: idParams,
    answer: json("sales_success", tillSalesSchema),
  },
  "tills.charge": {
    method: "POST",
    path: "/api/dashboard/tills/{id}/charges",
    summary: "The till's Charge: a QR or card intent for the sale and its tip, with the till's next ticket. Idempotent per `attempt`.",
    params: idParams,
    body: chargeInputSchema.omit({ tillId: true }),
    answer: json("charge_success", tillChargeSchema),
  },
  "tills.cashSale": {
    method: "POST",
    path: "/api/dashboard/tills/{id}/cash-sales",
    summary: "A cash sale at the till, into its open drawer with the next ticket. Idempotent per `attempt`.",
    params: idParams,
    body: fields,
    answer: json("cash_sale_success", cashSaleSchema),
  },
  "tills.drawer": {
    method: "GET",
    path: "/api/dashboard/tills/{id}/drawer",
    summary: "The till's open drawer with its figures so far (null: none open).",
    params: idParams,
    answer: json("drawer_success", drawerOrNoneSchema),
  },
  "tills.openDrawer": {
    method: "POST",
    path: "/api/dashboard/tills/{id}/drawer",
    summary: "Opens the till's drawer with its float (pesos).",
    params: idParams,
    body: fields,
    answer: json("drawer_success", drawerSchema),
  },
  "drawers.close": {
    method: "POST",
    path: "/api/dashboard/drawers/{id}/close",
    summary: "The drawer's close (count or total, note, confirmed); nothing counted or far off without `confirmed`: 409 drawer_close_unconfirmed.",
    params: idParams,
    body: fields,
    answer: json("drawer_success", drawerSchema),
  },
} as const satisfies Record<string, DashboardOperation>;

export type DashboardOperations = typeof DASHBOARD_OPERATIONS;
export type DashboardOperationId = keyof DashboardOperations;
/** The operations answering the envelope (JSON), which the client calls and parses. */
export type DashboardJsonOperationId = { [Id in DashboardOperationId]: DashboardOperations[Id]["answer"]["type"] extends "application/json" ? Id : never }[DashboardOperationId];

type SchemaOf<Id extends DashboardOperationId, K extends "params" | "query" | "body"> = DashboardOperations[Id] extends { [key in K]: infer S extends z.ZodType } ? S : never;
type AnswerSchemaOf<Id extends DashboardJsonOperationId> = DashboardOperations[Id]["answer"] extends { schema: infer S extends z.ZodType } ? S : never;

/** A route's path parameters, query string and body as the caller writes them (the schemas' input), and its answer's `data` as parsed. */
export type DashboardParams<Id extends DashboardOperationId> = [SchemaOf<Id, "params">] extends [never] ? Record<string, never> : z.input<SchemaOf<Id, "params">>;
export type DashboardQuery<Id extends DashboardOperationId> = [SchemaOf<Id, "query">] extends [never] ? Record<string, string> : z.input<SchemaOf<Id, "query">>;
export type DashboardBody<Id extends DashboardOperationId> = [SchemaOf<Id, "body">] extends [never] ? undefined : z.input<SchemaOf<Id, "body">>;
/** What a handler must answer (the schema's input: the domain's values, checked when compiling). */
export type DashboardAnswerInput<Id extends DashboardJsonOperationId> = z.input<AnswerSchemaOf<Id>>;
/** What the client hands its caller (the schema's output). */
export type DashboardAnswerData<Id extends DashboardJsonOperationId> = z.output<AnswerSchemaOf<Id>>;
