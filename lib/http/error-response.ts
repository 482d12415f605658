import { isAppError } from "../errors";
import { log } from "../log";
import { envelopeReply } from "./envelope";
import type { ApiReply } from "./exchange";
import { toWebResponse } from "./web-exchange";

function isDatabaseDown(error: unknown): boolean {
  const text = `${(error as { code?: string }).code ?? ""} ${(error as Error).message ?? ""}`;
  return /P1001|P1017|ECONNREFUSED|Connection terminated|connect ETIMEDOUT|timeout exceeded when trying to connect/i.test(text);
}

/** Any error as the envelope: AppError with its code and status; a lost database as 503; anything else as a 500 that reveals nothing (details only in the log, under an id). */
export function errorReply(error: unknown): ApiReply {
  if (isAppError(error)) return envelopeReply(error.status, error.code, error.data, error.headers);
  if (isDatabaseDown(error)) {
    log.error("api.database_unavailable", { error: (error as Error).message });
    return envelopeReply(503, "database_unavailable", {}, { "retry-after": "5" });
  }
  const errorId = crypto.randomUUID();
  log.error("api.internal_error", { errorId, error: error instanceof Error ? error.stack : String(error) });
  return envelopeReply(500, "internal_error", {});
}

export function errorResponse(error: unknown): Response {
  return toWebResponse(errorReply(error));
}
