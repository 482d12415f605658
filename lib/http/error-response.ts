import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/database-errors";
import { isAppError } from "../errors";
import { log } from "../log";
import { envelopeReply, toResponse, type Reply } from "./envelope";

/**
 * Any error as the envelope: AppError with its code and status; a database that cannot serve
 * (restarting, down, out of connections: see isDatabaseUnavailable) as 503 with Retry-After;
 * anything else as a 500 that reveals nothing (details only in the log, under an id).
 */
export function errorReply(error: unknown): Reply {
  if (isAppError(error)) return envelopeReply(error.status, error.code, error.data, error.headers);
  if (isDatabaseUnavailable(error)) {
    log.warn("api.database_unavailable", { error: error instanceof Error ? error.message : String(error) });
    return envelopeReply(503, "database_unavailable", {}, { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) });
  }
  const errorId = crypto.randomUUID();
  log.error("api.internal_error", { errorId, error: error instanceof Error ? error.stack : String(error) });
  return envelopeReply(500, "internal_error", {});
}

export function errorResponse(error: unknown): Response {
  return toResponse(errorReply(error));
}
