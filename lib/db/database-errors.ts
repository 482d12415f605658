/**
 * Whether an error means "the database cannot serve us right now" (a deployment fault that a
 * retry a little later fixes: 503 `database_unavailable`) rather than a bug (500).
 *
 * Classified by SQLSTATE class, not by message, wherever the driver gives one:
 * - class 08: connection exception (08000, 08003, 08006, 08001, 08004, ...);
 * - class 53: insufficient resources (53300 too many clients, 53400 configuration limit, ...);
 * - 57P01 admin shutdown (`pg_ctl restart`/`stop -m fast`), 57P02 crash shutdown, 57P03 the
 *   server is starting up or shutting down, 57P04 database dropped;
 * - 25006: read-only transaction (writes reaching a standby during a failover);
 * plus connection errors from the socket (ECONNREFUSED, ECONNRESET, ...), node-postgres's own
 * ("Connection terminated unexpectedly", pool connect timeout), and Prisma's codes for the same
 * conditions (P1001, P1002, P1008, P1017, P2024, P2037; and P2028, a transaction that could not
 * start or finish in time: on the embedded database, its one connection busy), following `cause`
 * chains and the driver-adapter error Prisma wraps.
 */
const SQLSTATE_CLASSES = ["08", "53"];
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "57P04", "25006"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED", "ENOTCONN"]);
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2037"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "TooManyConnections", "SocketTimeout", "DatabaseDoesNotExist"]);
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed and is not queryable|Connection closed/i;

type Inspectable = {
  code?: unknown;
  errorCode?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

function sqlStateUnavailable(code: string): boolean {
  return /^[0-9A-Z]{5}$/.test(code) && (SQLSTATE_CLASSES.includes(code.slice(0, 2)) || SQLSTATES.has(code));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== "object") return false;
  const e = error as Inspectable;
  for (const value of [e.code, e.errorCode, e.originalCode]) {
    if (typeof value !== "string") continue;
    if (sqlStateUnavailable(value) || SOCKET_CODES.has(value) || PRISMA_CODES.has(value)) return true;
  }
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
  // Only the wrappers of the database drivers are looked into: AggregateError (a refused connect to
  // every address of a name), Prisma's errors and the driver-adapter error they wrap. A fetch that
  // failed with ECONNREFUSED, say, is not a database fault.
  const name = (error as { name?: unknown }).name;
  if (typeof name !== "string" || !/^(AggregateError|Prisma|DriverAdapterError)/.test(name)) return false;
  const nested = [e.cause, e.meta?.driverAdapterError, ...((error as { errors?: unknown[] }).errors ?? [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** Seconds a client should wait before retrying after a 503 `database_unavailable`. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
