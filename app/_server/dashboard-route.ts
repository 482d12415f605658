import "server-only";
import { z } from "zod";
import { envelope } from "@/lib/http/envelope";
import { errorResponse } from "@/lib/http/error-response";
import { parseOrThrow } from "@/lib/http/parse";
import type { ActiveUser } from "@/lib/dashboard/users/get-active-user";
import { isPaymentApiUnreachable, PaymentApiError } from "@/lib/dashboard/payment-api";
import type { Permission } from "@/lib/dashboard/users/roles";
import { authorize } from "./auth";
import { AppError } from "@/lib/errors";
import type { AuditBy } from "@/lib/dashboard/audit/record-audit";
import { contextOf } from "./request-context";
import {
  DASHBOARD_OPERATIONS,
  type DashboardAnswerInput,
  type DashboardJsonOperationId,
  type DashboardOperation,
  type DashboardOperationId,
  type DashboardOperations,
} from "@/lib/dashboard/json-api/dashboard-operations";
import { originOf } from "./request-origin";

type Context = { params: Promise<Record<string, string>> };

/**
 * Who may call a dashboard route: signed-in users whose role holds the permission, or, for the
 * webhook receiver, anyone whose request carries a valid webhook signature (the handler verifies
 * it on the raw body, so no session applies).
 */
export type RouteAccess = Permission | "signed-webhook";

type UserOf<A extends RouteAccess> = A extends Permission ? ActiveUser : null;

const anything = z.record(z.string(), z.string());

/**
 * A JSON body the dashboard's own pages (and tools that sign in as a person) send: `application/json`
 * only (415 otherwise: a cross-site form cannot send it without a preflight we never answer), from
 * the dashboard's own origin when the browser says one (403 otherwise: the session cookie is Lax,
 * this is the second lock), parsed with the route's schema (400 naming the field).
 */
async function jsonBody<B extends z.ZodType>(request: Request, schema: B): Promise<z.output<B>> {
  const origin = request.headers.get("origin");
  if (origin && origin !== originOf((name) => request.headers.get(name))) throw new AppError("forbidden");
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) throw new AppError("unsupported_media_type");
  let value: unknown;
  try {
    value = await request.json();
  } catch {
    throw new AppError("invalid_json");
  }
  return parseOrThrow(schema, value);
}

/**
 * Every route handler of the dashboard (JSON and streams for its pages, its till's JSON operations,
 * and its webhook receiver) goes through here: access checked, the path parameters, the query
 * string and a JSON body parsed with zod (a bad one is 400 invalid_request naming the field), who
 * acts and from where for the audit trail, and any error as the envelope.
 */
export function dashboardRoute<A extends RouteAccess, Q extends z.ZodType = typeof anything, P extends z.ZodType = typeof anything, B extends z.ZodType = z.ZodUndefined>(
  access: A,
  input: { query?: Q; params?: P; body?: B },
  handler: (request: Request, input: { user: UserOf<A>; query: z.output<Q>; params: z.output<P>; body: z.output<B>; by: AuditBy }) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    try {
      let user: ActiveUser | null = null;
      if (access !== "signed-webhook") {
        const auth = await authorize(access);
        if (auth.error) return auth.error === "unauthenticated" ? envelope(401, "unauthenticated", {}) : envelope(403, "forbidden", {});
        user = auth.user;
      }
      // without a schema of their own, parameters and query pass as the strings they are (the defaults of Q and P)
      const params = parseOrThrow((input.params ?? anything) as P, (await context?.params) ?? {});
      const query = parseOrThrow((input.query ?? anything) as Q, Object.fromEntries(new URL(request.url).searchParams));
      const body = input.body ? await jsonBody(request, input.body) : (undefined as z.output<B>);
      const by: AuditBy = { actor: { id: user?.id ?? null, email: user?.email ?? null }, context: contextOf((name) => request.headers.get(name)) };
      return await handler(request, { user: user as UserOf<A>, query, params, body, by });
    } catch (error) {
      // the payment service's refusal of what the dashboard asked on the user's behalf, as it came (a 5xx is the service being away)
      if (error instanceof PaymentApiError) return error.httpStatus >= 500 ? envelope(502, "payment_api_unavailable", {}) : envelope(error.httpStatus, error.code, error.data);
      // the payment service did not answer in time, or could not be reached: said so, never a 500
      if (isPaymentApiUnreachable(error)) return envelope(502, "payment_api_unavailable", {});
      return errorResponse(error);
    }
  };
}

type Schema<S, K extends string, D> = S extends { [key in K]: infer T extends z.ZodType } ? T : D;

/**
 * A route of the dashboard's JSON API as lib/dashboard/json-api/dashboard-operations.ts declares
 * it: its path parameters, query string and body parsed with the operation's schemas, then as
 * dashboardRoute (access, the audit's who and where, errors as the envelope).
 */
export function dashboardOperation<Id extends DashboardOperationId, A extends RouteAccess>(
  id: Id,
  access: A,
  handler: (
    request: Request,
    input: {
      user: UserOf<A>;
      query: z.output<Schema<DashboardOperations[Id], "query", typeof anything>>;
      params: z.output<Schema<DashboardOperations[Id], "params", typeof anything>>;
      body: z.output<Schema<DashboardOperations[Id], "body", z.ZodUndefined>>;
      by: AuditBy;
    },
  ) => Promise<Response>,
) {
  const operation: DashboardOperation = DASHBOARD_OPERATIONS[id];
  return dashboardRoute(access, { params: operation.params, query: operation.query, body: operation.body }, handler as never);
}

/** A JSON operation's success: its `data` of the declared answer's type, under the operation's success message. */
export function answer<Id extends DashboardJsonOperationId>(id: Id, data: DashboardAnswerInput<Id>, headers?: Record<string, string>): Response {
  const declared = DASHBOARD_OPERATIONS[id].answer as { message: string };
  return envelope(200, declared.message, data as object, headers);
}
