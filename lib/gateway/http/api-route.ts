import { getDb, type Database } from "../../db/client";
import { sha256Hex } from "../../crypto";
import { getEnv } from "../../env";
import { AppError } from "../../errors";
import { envelope, envelopeReply } from "../../http/envelope";
import { errorReply } from "../../http/error-response";
import type { ApiReply, ApiRequest } from "../../http/exchange";
import { parseJsonText, requireMediaType } from "../../http/read-body";
import { authenticateMerchant } from "../authenticate-merchant";
import { intentIdSchema } from "../schemas";
import { transactionExecutor } from "../../db/statements";
import type { Executor, Merchant } from "../types";
import { takeToken } from "./rate-limiter";
import { serviceRoute, type ServiceRoute } from "../../http/service-route";

/**
 * The one wrapper of the payment intent API's route handlers: authentication (X-Api-Key),
 * rate limiting, body reading (size, content type, JSON), Stripe-style idempotency, and the
 * mapping of every error to the envelope. Handlers read like the spec.
 */
/** What a handler answers: HTTP 200 unless `code` says otherwise (an outcome that changed state, like a decline). */
export type ApiSuccess = { code?: number; message: string; data: object; headers?: Record<string, string> };

export type ApiContext = {
  request: ApiRequest;
  db: Database;
  merchant: Merchant;
  params: Record<string, string>;
  /** The parsed JSON body (POST), or undefined. */
  body: unknown;
  /** The raw body, for handlers that accept other media types. */
  rawBody: string;
  mediaType: string;
  /** Runs `work` (whose changes are single statements); with an Idempotency-Key, in one transaction that also stores the response. */
  transaction(work: (exec: Executor) => Promise<ApiSuccess>): Promise<ApiSuccess>;
};

type Options = {
  /** Media types accepted for the body (POST, PATCH); default application/json. */
  accept?: string[];
  /** The body may be empty (then no content type is needed and `body` is undefined). */
  bodyless?: boolean;
};

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "P2002";
}

async function stored(db: Database, merchantId: string, key: string) {
  return db.prisma.idempotencyKey.findFirst({
    where: { merchantId, key, createdAt: { gt: new Date(Date.now() - IDEMPOTENCY_TTL_MS) } },
  });
}

function replay(row: { status: number; responseBody: unknown }): ApiReply {
  const body = row.responseBody as { code: number; message: string; data: object };
  return envelopeReply(row.status, body.message, body.data, { "idempotent-replayed": "true" });
}

export function apiRoute(options: Options, handler: (ctx: ApiContext) => Promise<ApiSuccess>): ServiceRoute {
  return serviceRoute(async (request, params) => {
    try {
      const env = getEnv();
      const db = await getDb();
      const merchant = await authenticateMerchant(db.prisma, request.header("x-api-key"), env.API_KEY_CACHE_SECONDS);

      const limit = takeToken(merchant.id, env.RATE_LIMIT_PER_SECOND, env.RATE_LIMIT_BURST ?? Math.max(1, Math.ceil(env.RATE_LIMIT_PER_SECOND * 2)));
      if (!limit.ok) {
        throw new AppError("rate_limited", { retryAfter: limit.retryAfterSeconds }, { "retry-after": String(limit.retryAfterSeconds) });
      }

      const hasBody = request.method === "POST" || request.method === "PATCH";
      const rawBody = hasBody ? await request.readBody(env.API_MAX_BODY_BYTES) : "";
      const empty = options.bodyless && rawBody === "";
      const mediaType = hasBody && !empty ? requireMediaType(request.header("content-type"), options.accept ?? ["application/json"]) : "";
      const body = mediaType === "application/json" ? parseJsonText(rawBody) : undefined;

      const idempotencyKey = request.method === "POST" ? request.header("idempotency-key") : null;
      if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw AppError.invalid([{ field: "Idempotency-Key", message: "must be 1 to 255 printable ASCII characters" }]);
      }
      const requestHash = idempotencyKey
        ? sha256Hex(`${request.method} ${request.path}\n${request.header("x-intent") ?? ""}\n${rawBody}`)
        : "";
      if (idempotencyKey) {
        const previous = await stored(db, merchant.id, idempotencyKey);
        if (previous) {
          if (previous.requestHash !== requestHash) throw new AppError("idempotency_key_reused");
          return replay(previous);
        }
      }

      // Every state change is a single atomic statement, so without an Idempotency-Key no
      // transaction is needed; with one, the stored response commits together with the change.
      const transaction = (work: (exec: Executor) => Promise<ApiSuccess>) =>
        !idempotencyKey
          ? work(db.exec)
          : db.prisma.$transaction(async (tx) => {
              const result = await work(transactionExecutor(tx));
              await tx.idempotencyKey.deleteMany({
                where: { merchantId: merchant.id, key: idempotencyKey, createdAt: { lte: new Date(Date.now() - IDEMPOTENCY_TTL_MS) } },
              });
              await tx.idempotencyKey.create({
                data: {
                  merchantId: merchant.id,
                  key: idempotencyKey,
                  requestHash,
                  status: result.code ?? 200,
                  responseBody: { code: result.code ?? 200, message: result.message, data: result.data },
                },
              });
              return result;
            });

      try {
        const result = await handler({ request, db, merchant, params, body, rawBody, mediaType, transaction });
        return envelopeReply(result.code ?? 200, result.message, result.data, result.headers);
      } catch (error) {
        // A concurrent request with the same key committed first: answer as it did.
        if (idempotencyKey && isUniqueViolation(error)) {
          const previous = await stored(db, merchant.id, idempotencyKey);
          if (previous) return previous.requestHash === requestHash ? replay(previous) : errorReply(new AppError("idempotency_key_reused"));
        }
        throw error;
      }
    } catch (error) {
      return errorReply(error);
    }
  });
}

/** The X-Intent header, required and well-formed (400 otherwise). */
export function intentHeader(request: ApiRequest): string {
  const value = request.header("x-intent");
  if (value === null || value.trim() === "") throw AppError.invalid([{ field: "X-Intent", message: "header is required" }]);
  const parsed = intentIdSchema.safeParse(value.trim());
  if (!parsed.success) throw AppError.invalid([{ field: "X-Intent", message: "must be an intent identifier" }]);
  return parsed.data;
}

/** A path intent id: anything that cannot be an id is simply not found. */
export function intentParam(params: Record<string, string>): string {
  const parsed = intentIdSchema.safeParse(params.intent ?? "");
  if (!parsed.success) throw new AppError("intent_not_found");
  return parsed.data;
}

/** For the methods a route does not serve: 405 in the envelope. */
export async function methodNotAllowed(): Promise<Response> {
  return envelope(405, "method_not_allowed", {});
}
