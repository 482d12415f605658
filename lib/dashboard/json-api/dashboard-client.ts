import "../../contract/zod-in-browser";
import type { z } from "zod";
import {
  DASHBOARD_OPERATIONS,
  type DashboardAnswerData,
  type DashboardBody,
  type DashboardJsonOperationId,
  type DashboardOperationId,
  type DashboardParams,
  type DashboardQuery,
} from "./dashboard-operations";

/**
 * The pages' one way to call the dashboard's own JSON API: the path built from the operation table
 * (never written by hand), the body sent as JSON, and the answer's `data` parsed with the declared
 * schema. An answer that is not a success envelope is a DashboardApiError (its HTTP status, and the
 * envelope's message when there was one); a success whose `data` does not fit the schema is a
 * DashboardAnswerError (the page shows its error state, it never reads a field that is not there).
 */

/** The route answered something other than its success: `code` is the envelope's message (null: the answer was not an envelope). */
export class DashboardApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly data: unknown,
  ) {
    super(code ?? `HTTP ${status}`);
    this.name = "DashboardApiError";
  }
}

/** The route answered its success with `data` that does not fit the declared schema. */
export class DashboardAnswerError extends Error {
  constructor(
    readonly operation: DashboardOperationId,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${operation}: malformed answer (${issues.map((issue) => `${issue.path.join(".") || "(data)"}: ${issue.message}`).join("; ")})`);
    this.name = "DashboardAnswerError";
  }
}

type QueryInput = URLSearchParams | string | Record<string, string | null | undefined>;

/** The query string without `?`: empty values left out. */
function queryString(query: QueryInput | undefined): string {
  if (query === undefined) return "";
  if (typeof query === "string") return query.replace(/^\?/, "");
  if (query instanceof URLSearchParams) return query.toString();
  return new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1])).toString();
}

/**
 * The path of an operation, its `{name}` parameters filled in (encoded) and the query string added:
 * for fetch, a link (a CSV download) or an EventSource. A parameter the template names and the
 * caller does not give throws.
 */
export function dashboardPath<Id extends DashboardOperationId>(id: Id, input: { params?: DashboardParams<Id>; query?: DashboardQuery<Id> | QueryInput } = {}): string {
  const values = (input.params ?? {}) as Record<string, string>;
  const path = DASHBOARD_OPERATIONS[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== "string") throw new TypeError(`${id}: path parameter ${name} missing`);
    return encodeURIComponent(value);
  });
  const query = queryString(input.query as QueryInput | undefined);
  return query ? `${path}?${query}` : path;
}

export type DashboardCall<Id extends DashboardJsonOperationId> = {
  params?: DashboardParams<Id>;
  query?: DashboardQuery<Id> | QueryInput;
  body?: DashboardBody<Id>;
  signal?: AbortSignal;
};

/** Calls an operation that answers JSON and answers its `data`, parsed with the operation's schema. */
export async function callDashboard<Id extends DashboardJsonOperationId>(id: Id, call: DashboardCall<Id> = {}, send: typeof fetch = fetch): Promise<DashboardAnswerData<Id>> {
  const operation = DASHBOARD_OPERATIONS[id];
  const response = await send(dashboardPath(id, call), {
    method: operation.method,
    headers: { accept: "application/json", ...(call.body !== undefined ? { "content-type": "application/json" } : {}) },
    body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
    cache: "no-store",
    signal: call.signal,
  });
  const body: unknown = await response.json().catch(() => null);
  const envelope = body !== null && typeof body === "object" && "code" in body && "message" in body ? (body as { code: unknown; message: unknown; data?: unknown }) : null;
  if (!envelope || typeof envelope.message !== "string") throw new DashboardApiError(response.status, null, null);
  if (envelope.code !== 200) throw new DashboardApiError(typeof envelope.code === "number" ? envelope.code : response.status, envelope.message, envelope.data);
  const parsed = operation.answer.schema.safeParse(envelope.data);
  if (!parsed.success) throw new DashboardAnswerError(id, parsed.error.issues);
  return parsed.data as DashboardAnswerData<Id>;
}
