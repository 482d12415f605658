import type { z } from "zod";
import { envelopeSchema, fieldErrorsSchema } from "./responses";
import { OPERATIONS, type OperationId } from "./operations";

/**
 * A client of the payment intent API derived from the operation table (lib/contract/operations.ts),
 * the same table the service's router and the OpenAPI document are built from: one method per
 * operationId, its path parameters, query and JSON body typed from the table's zod schemas, its
 * answer parsed at runtime with the schema the table declares. No path is written by hand outside
 * the table: a method fills in the operation's path (parameters URL-encoded).
 *
 * How a request travels is the transport's business (`ServiceTransport`: a `fetch(Request)`): HTTP
 * to a base URL (a remote deployment, or this process over a socket), or the service's router
 * called in the same process (no socket). Either way the request is a whole HTTP request, so the
 * router's authentication, rate limit and idempotency apply to it as to any other.
 */

type Op = (typeof OPERATIONS)[number];
export type ServiceOperation<Id extends OperationId> = Extract<Op, { id: Id }>;

type ParamsOf<O> = O extends { params: infer P } ? { [K in keyof P]: string } : never;
type QueryOf<O> = O extends { query: infer Q extends z.ZodObject } ? { [K in keyof Q["shape"]]?: string | number | undefined } : never;
type JsonBodyOf<O> = O extends { body: { json: infer B extends z.ZodType } } ? z.input<B> : never;
/** A body that may be left out: an optional one, or one that may come in another media type instead (`raw`). */
type OptionalBody<O> = O extends { body: { optional: true } } ? true : O extends { body: { jose: z.ZodType } } ? true : false;

/** What a call of operation `Id` takes: only the parts the operation has, required where the table requires them. */
export type ServiceRequest<Id extends OperationId> = ([ParamsOf<ServiceOperation<Id>>] extends [never] ? unknown : { params: ParamsOf<ServiceOperation<Id>> }) &
  ([QueryOf<ServiceOperation<Id>>] extends [never] ? unknown : { query?: QueryOf<ServiceOperation<Id>> }) &
  ([JsonBodyOf<ServiceOperation<Id>>] extends [never]
    ? unknown
    : OptionalBody<ServiceOperation<Id>> extends true
      ? { body?: JsonBodyOf<ServiceOperation<Id>> }
      : { body: JsonBodyOf<ServiceOperation<Id>> }) & {
    /** Extra request headers (Idempotency-Key, X-Intent). */
    headers?: Record<string, string>;
    /** A body sent as is, with its media type (a card transaction as application/jose); instead of `body`. */
    raw?: { contentType: string; body: string };
  };

/** The `data` of the operation's success answer (its 200), as its schema parses it. */
export type ServiceData<Id extends OperationId> = z.output<Extract<ServiceOperation<Id>["responses"][number], { status: 200 }>["data"]>;

export type ServiceAnswer<Id extends OperationId> = { data: ServiceData<Id>; status: number; message: string; headers: Headers };

/** How a request reaches the service: `fetch` semantics (a whole Request in, a whole Response out). */
export type ServiceTransport = (request: Request) => Promise<Response>;

/**
 * An answer of the API other than the operation's success (its envelope's `code` is not 200): the
 * HTTP status, the API's stable message (`code`) and the envelope's `data` (field errors, facts).
 * An answer that is no envelope at all is `unreadable_response`.
 */
export class ServiceError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(`payment API answered ${httpStatus} ${code}`);
    this.name = "PaymentApiError";
  }

  /** `[{field, message}]` of a 400 invalid_request, else empty. */
  get fieldErrors(): Array<{ field: string; message: string }> {
    const parsed = fieldErrorsSchema.safeParse(this.data.errors);
    return parsed.success ? parsed.data : [];
  }
}

export type ServiceClientOptions = {
  /** Where the API is, with its `/api` (`http://127.0.0.1:3000/api`); for the in-process transport, only the URL's path matters. */
  baseUrl: string;
  /** How a request travels (default: the global fetch, i.e. HTTP). */
  transport?: ServiceTransport;
  /** Headers every request carries (X-Api-Key, the priority header). */
  headers?: Record<string, string>;
  /** How long a call may take, in ms (each try of it). */
  timeoutMs?: number;
  /** A read (GET) answered 429 with a Retry-After of at most `maxWaitSeconds` is asked again, `retries` times. */
  readRetry?: { retries: number; maxWaitSeconds: number };
};

type CallOptions = {
  /** Parses `data` with this schema instead of the table's (a reader more tolerant than the document, e.g. of newer event types). */
  answer?: z.ZodType;
};

export type ServiceClient = {
  [Id in OperationId]: <S extends z.ZodType | undefined = undefined>(
    request: ServiceRequest<Id>,
    options?: CallOptions & { answer?: S },
  ) => Promise<S extends z.ZodType ? Omit<ServiceAnswer<Id>, "data"> & { data: z.output<S> } : ServiceAnswer<Id>>;
};

/** The operation's path with its parameters filled in (URL-encoded): `/payment/{intent}/status` → `/payment/qp_…/status`. */
export function operationPath(id: OperationId, params: Record<string, string> = {}): string {
  const op = OPERATIONS.find((candidate) => candidate.id === id)!;
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${id}: path parameter ${name} missing`);
    return encodeURIComponent(value);
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === "" || value === null ? [] : [[key, String(value)]])));
  return params.size ? `?${params}` : "";
}

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const transport: ServiceTransport = options.transport ?? ((request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const readRetry = options.readRetry ?? { retries: 2, maxWaitSeconds: 5 };

  async function call(op: Op, request: Record<string, unknown>, callOptions: CallOptions = {}) {
    const params = request.params as Record<string, string> | undefined;
    const url = `${base}${operationPath(op.id, params)}${queryString(request.query as Record<string, unknown> | undefined)}`;
    const raw = request.raw as { contentType: string; body: string } | undefined;
    const body = raw ? raw.body : request.body !== undefined ? JSON.stringify(request.body) : undefined;
    const send = () =>
      transport(
        new Request(url, {
          method: op.method,
          headers: {
            ...options.headers,
            ...(body !== undefined ? { "content-type": raw?.contentType ?? "application/json" } : {}),
            ...(request.headers as Record<string, string> | undefined),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          cache: "no-store",
        }),
      );
    let response = await send();
    // A read refused for the merchant's rate (its sync can just have used the budget) is asked
    // again after the wait the service names, when that is short; a change is never re-sent here.
    for (let retry = 0; op.method === "GET" && response.status === 429 && retry < readRetry.retries; retry++) {
      const wait = Number(response.headers.get("retry-after"));
      if (!(wait >= 0 && wait <= readRetry.maxWaitSeconds)) break;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0.1) * 1000));
      response = await send();
    }
    const parsed = envelopeSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ServiceError(response.status, "unreadable_response");
    if (parsed.data.code !== 200) throw new ServiceError(parsed.data.code, parsed.data.message, parsed.data.data);
    const schema = callOptions.answer ?? op.responses.find((answer) => answer.status === 200)!.data;
    return { data: schema.parse(parsed.data.data), status: parsed.data.code, message: parsed.data.message, headers: response.headers };
  }

  return Object.fromEntries(OPERATIONS.map((op) => [op.id, (request: Record<string, unknown>, callOptions?: CallOptions) => call(op, request ?? {}, callOptions)])) as unknown as ServiceClient;
}

/**
 * A transport that hands each request to a `fetch(Request)` in this process (the service's router:
 * no socket, no HTTP hop), keeping what HTTP gives a caller: the request's signal (its timeout)
 * ends the wait with the signal's reason, as fetch does.
 */
export function inProcessTransport(handle: (request: Request) => Response | Promise<Response>): ServiceTransport {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = request;
      if (signal.aborted) return reject(signal.reason);
      const abort = () => reject(signal.reason);
      signal.addEventListener("abort", abort, { once: true });
      Promise.resolve()
        .then(() => handle(request))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener("abort", abort));
    });
}
