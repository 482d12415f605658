import type { IncomingMessage } from "node:http";
import { Hono, type Context as HonoContext } from "hono";
import type { z } from "zod";
import { OPERATIONS, PARAM_NOT_FOUND, type Operation, type OperationId } from "../../contract/operations";
import { apiServers, buildOpenApi } from "../../contract/openapi";
import { INTENT_ID } from "../../contract/ids";
import { safeEqual, sha256Hex } from "../../crypto";
import { getStore } from "../../db/client";
import type { Store } from "../../db/store";
import { getEnv } from "../../env";
import { AppError, type FieldError } from "../../errors";
import { parseOrThrow } from "../../http/parse";
import { errorReply } from "../../http/error-response";
import { envelopeReply, toResponse } from "../../http/envelope";
import { authenticateMerchant } from "../merchants/authenticate-merchant";
import { gatewayConfig } from "../gateway-config";
import type { Merchant } from "../types";
import { findStoredAnswer, saveAnswer, type IdempotencyScope, type StoredAnswer } from "./idempotency";
import { readBody } from "./read-body";
import { metrics } from "../../metrics/metrics";
import { takeToken } from "./rate-limiter";

/** What a handler answers: HTTP 200 unless `code` says otherwise (an outcome that changed state, like a decline). */
export type ApiSuccess = { code?: number; message: string; data: object; headers?: Record<string, string> };

type Op<I extends OperationId> = Extract<(typeof OPERATIONS)[number], { id: I }>;
type Out<S> = S extends z.ZodType ? z.output<S> : never;
type BodyOf<O> = O extends { body: infer B } ? Out<B extends { json: infer J } ? J : never> | Out<B extends { jose: infer J } ? J : never> : undefined;
type QueryOf<O> = O extends { query: infer Q } ? Out<Q> : undefined;

export type HandlerContext<I extends OperationId> = {
  /** The unit of work outside any transaction (reads, and changes made of single statements). */
  store: Store;
  /**
   * Runs the operation's state change as one unit: with an Idempotency-Key, in one transaction
   * that also stores this answer (replayed for 24 h); without, as it is (single statements are
   * atomic). Every POST handler changes state only through it: the router refuses a keyed POST
   * whose handler did not (a test walks every POST).
   */
  atomically(work: (store: Store) => Promise<ApiSuccess>): Promise<ApiSuccess>;
  merchant: Merchant;
  params: Record<string, string>;
  /** The parsed body: the operation's schema for the request's media type. */
  input: BodyOf<Op<I>>;
  /** The parsed query parameters (operations that declare them). */
  query: QueryOf<Op<I>>;
  mediaType: string;
  /** The X-Intent header, when the operation takes one (validated). */
  intent: string;
};

/** One handler per operation; a public operation (health) takes no context: it reads the database itself, so it can say the database is down. */
export type Handlers = { [I in OperationId]: Op<I> extends { auth: "none" } ? () => Promise<ApiSuccess> : (ctx: HandlerContext<I>) => Promise<ApiSuccess> };

type RouterEnv = { Variables: { routed: boolean; operation: string }; Bindings: { incoming?: IncomingMessage } };
type Context = HonoContext<RouterEnv>;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const NO_MERCHANT: Merchant = { id: "", name: "" };

function authenticateAdmin(authorization: string | undefined) {
  const header = authorization ?? "";
  const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
  if (!token || !safeEqual(sha256Hex(token), sha256Hex(gatewayConfig().adminToken))) throw new AppError("admin_token_invalid");
}

async function authenticate(op: Operation, c: Context, store: Store): Promise<Merchant> {
  if (op.auth === "admin") {
    authenticateAdmin(c.req.header("authorization"));
    return NO_MERCHANT;
  }
  const env = getEnv();
  const merchant = await authenticateMerchant(store, c.req.header("x-api-key") ?? null, env.API_KEY_CACHE_SECONDS);
  const limit =
    op.budget === "books"
      ? takeToken(`books:${merchant.id}`, env.FEED_RATE_LIMIT_PER_SECOND, Math.max(1, Math.ceil(env.FEED_RATE_LIMIT_PER_SECOND * 2)))
      : takeToken(merchant.id, env.RATE_LIMIT_PER_SECOND, env.RATE_LIMIT_BURST ?? Math.max(1, Math.ceil(env.RATE_LIMIT_PER_SECOND * 2)));
  if (!limit.ok) throw new AppError("rate_limited", { retryAfter: limit.retryAfterSeconds }, { "retry-after": String(limit.retryAfterSeconds) });
  return merchant;
}

function checkParams(op: Operation, c: Context): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, pattern] of Object.entries(op.params ?? {})) {
    const value = c.req.param(name) ?? "";
    // Anything that cannot be an id (a malformed percent-encoding included) is simply not found.
    if (!pattern.test(value)) throw new AppError(PARAM_NOT_FOUND[name] ?? "not_found");
    params[name] = value;
  }
  return params;
}

function intentHeader(c: Context): string {
  const value = c.req.header("x-intent");
  if (value === undefined || value.trim() === "") throw AppError.invalid([{ field: "X-Intent", message: "header is required" }]);
  if (!INTENT_ID.test(value.trim())) throw AppError.invalid([{ field: "X-Intent", message: "must be an intent identifier" }]);
  return value.trim();
}

/**
 * The URL's parameters through the operation's query schema: one it does not take (on every
 * operation, those that take none included: a typo must not silently mean the default), or one
 * given twice, is a field error.
 */
function parseQuery(op: Operation, url: string): unknown {
  const known = op.query ? Object.keys(op.query.shape) : [];
  const takes = known.length > 0 ? `this operation takes ${known.join(", ")}` : "this operation takes none";
  const values: Record<string, string> = {};
  const errors: FieldError[] = [];
  for (const [name, value] of new URL(url).searchParams) {
    if (!known.includes(name)) errors.push({ field: name, message: `unknown parameter (${takes})` });
    else if (Object.hasOwn(values, name)) errors.push({ field: name, message: "given more than once" });
    else values[name] = value;
  }
  if (errors.length > 0) throw AppError.invalid(errors);
  return op.query ? parseOrThrow(op.query, values) : undefined;
}

function parseInput(op: Operation, mediaType: string, raw: string, json: unknown): unknown {
  if (!op.body || mediaType === "") return undefined;
  if (mediaType === "application/jose") return parseOrThrow(op.body.jose!, raw, "(body)");
  return op.body.json ? parseOrThrow(op.body.json, json) : undefined;
}

const answer = toResponse;

function reply(result: ApiSuccess | StoredAnswer, extra?: Record<string, string>): Response {
  return answer(envelopeReply(result.code ?? 200, result.message, result.data, { ...result.headers, ...extra }));
}

/** One operation's request, start to end: authentication, rate limit, body, idempotency, input, the handler, the envelope. */
function serve(op: Operation, handler: (ctx: HandlerContext<OperationId>) => Promise<ApiSuccess>) {
  return async (c: Context): Promise<Response> => {
    c.set("operation", op.id);
    if (op.auth === "none") {
      await readBody(c.req.raw, c.env?.incoming, op, getEnv().API_MAX_BODY_BYTES);
      parseQuery(op, c.req.url);
      return reply(await (handler as () => Promise<ApiSuccess>)());
    }
    const store = await getStore();
    const merchant = await authenticate(op, c, store);
    // Under @hono/node-server the node request is at hand (c.env.incoming): read it directly.
    const body = await readBody(c.req.raw, c.env?.incoming, op, getEnv().API_MAX_BODY_BYTES);

    const key = op.method === "POST" ? (c.req.header("idempotency-key") ?? null) : null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw AppError.invalid([{ field: "Idempotency-Key", message: "must be 1 to 255 printable ASCII characters" }]);
    const owner: IdempotencyScope = op.auth === "admin" ? "admin" : { merchantId: merchant.id };
    const requestHash = key ? sha256Hex(`${op.method} ${c.req.path}\n${c.req.header("x-intent") ?? ""}\n${body.raw}`) : "";
    // Stored answers are sealed under the master key (they can carry secrets shown once).
    const masterKey = key ? gatewayConfig().masterKey : Buffer.alloc(0);
    if (key) {
      const previous = await findStoredAnswer(store, masterKey, owner, key);
      if (previous) {
        if (previous.requestHash !== requestHash) throw new AppError("idempotency_key_reused");
        return reply(previous.answer, { "idempotent-replayed": "true" });
      }
    }

    const params = checkParams(op, c);
    const intent = op.intentHeader ? intentHeader(c) : "";
    const query = parseQuery(op, c.req.url);
    const input = parseInput(op, body.mediaType, body.raw, body.json);

    let atomic = false;
    const atomically = (work: (store: Store) => Promise<ApiSuccess>) => {
      atomic = true;
      if (!key) return work(store);
      return store.transaction(async (tx) => {
        const result = await work(tx);
        await saveAnswer(tx, masterKey, owner, key, requestHash, result);
        return result;
      });
    };
    try {
      const result = await handler({ store: store, atomically, merchant, params, input: input as never, query: query as never, mediaType: body.mediaType, intent });
      if (key && !atomic) throw new Error(`${op.id}: a POST handler must change state through atomically() (Idempotency-Key)`);
      return reply(result);
    } catch (error) {
      // A concurrent request with the same key committed first: answer as it did.
      if (key && (error as { code?: string }).code === "P2002") {
        const previous = await findStoredAnswer(store, masterKey, owner, key);
        if (previous) {
          if (previous.requestHash !== requestHash) throw new AppError("idempotency_key_reused");
          return reply(previous.answer, { "idempotent-replayed": "true" });
        }
      }
      throw error;
    }
  };
}

const honoPath = (path: string) => path.replace(/\{([a-z][a-zA-Z0-9]*)\}/g, ":$1");

/** The methods a route answers, as Allow lists them. */
function allowFor(path: string): string[] {
  const methods: string[] = (OPERATIONS as readonly Operation[]).filter((op) => op.path === path).map((op) => op.method);
  if (path === "/openapi.json") methods.push("GET");
  if (methods.includes("GET")) methods.push("HEAD");
  return [...methods, "OPTIONS"];
}

/**
 * Ahead of the operations, one guard per route answers OPTIONS and refuses other methods (405,
 * Allow). Guards of static routes come first, so a static route owns its path as in any router
 * with static-before-dynamic precedence: `GET /payment/init` is 405 (POST only), not the detail
 * of an intent called "init".
 */
function guard(path: string) {
  const allow = allowFor(path);
  const header = allow.join(", ");
  return async (c: Context, next: () => Promise<void>) => {
    // The first (most static) route matching the path decides; the others only pass it on.
    if (c.get("routed")) return next();
    if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers: { allow: header } });
    if (!allow.includes(c.req.method)) return answer(envelopeReply(405, "method_not_allowed", { allowed: allow }, { allow: header }));
    c.set("routed", true);
    await next();
  };
}

/**
 * The payment intent API as one router (Hono), mounted by the server under `/api`: every operation
 * of the contract's table with its handler; 404 `not_found` for any other path, 405 with `Allow`
 * for another method on a known path, `OPTIONS` answering the methods a path really has, the
 * envelope for every answer and every method (TRACE included), and `/api/openapi.json`.
 */
/** A host as a URL may hold it (name or address, optional port): anything else gets the relative server. */
const SERVED_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The document as served at an origin (its servers absolute, the origin first), built once and
 * kept per origin: a deployment has a handful (its host names, behind or beside its proxy).
 */
function servedDocuments() {
  const template = buildOpenApi();
  const served = new Map<string, string>();
  return (proto: "http" | "https", host: string): string => {
    const origin = SERVED_HOST.test(host) ? `${proto}://${host.toLowerCase()}` : "";
    let text = served.get(origin);
    if (text === undefined) {
      const env = getEnv();
      const servers = origin ? apiServers({ origin, mode: env.mode }, { sandbox: env.PUBLIC_SANDBOX_API_URL, live: env.PUBLIC_LIVE_API_URL }) : template.servers;
      text = JSON.stringify({ ...template, servers });
      if (served.size >= 32) served.delete(served.keys().next().value!);
      served.set(origin, text);
    }
    return text;
  };
}

export function createApiRouter(handlers: Handlers) {
  const app = new Hono<RouterEnv>({ strict: true }).basePath("/api");
  // Every answer in the metrics: its operation (or `unmatched`: no operation took the request) and
  // status, errors included (onError has made the answer by the time next() returns)
  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    metrics().requests.observe({ operation: c.get("operation") ?? "unmatched", status: String(c.res.status) }, (performance.now() - started) / 1000);
  });
  const paths = [...new Set([...(OPERATIONS as readonly Operation[]).map((op) => op.path), "/openapi.json"])];
  const isStatic = (path: string) => !path.includes("{");
  for (const path of [...paths.filter(isStatic), ...paths.filter((p) => !isStatic(p))]) app.use(honoPath(path), guard(path));
  for (const op of OPERATIONS as readonly Operation[]) {
    app.on(op.method, honoPath(op.path), serve(op, handlers[op.id as OperationId] as never));
  }
  const documentFor = servedDocuments();
  app.get("/openapi.json", (c) => {
    c.set("operation", "getOpenApi");
    // the server has normalized these (lib/http/forwarded.ts): a client behind no trusted proxy cannot pick them
    const proto = c.req.header("x-forwarded-proto") === "https" ? "https" : new URL(c.req.url).protocol === "https:" ? "https" : "http";
    const host = c.req.header("x-forwarded-host") ?? c.req.header("host") ?? new URL(c.req.url).host;
    return new Response(documentFor(proto, host), {
      headers: { "content-type": "application/json", "cache-control": "public, max-age=300", vary: "Host, X-Forwarded-Host, X-Forwarded-Proto" },
    });
  });
  app.notFound(() => answer(envelopeReply(404, "not_found", {})));
  app.onError((error) => answer(errorReply(error)));
  return app;
}
