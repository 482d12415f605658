/**
 * Back-pressure for the service API: past `maxInFlight` service requests being answered by this
 * process, a new write is answered at once with 503 `server_overloaded` and `Retry-After` (a
 * fraction of a millisecond, against several for a create), so the requests already taken finish
 * in time and the client knows when to come back, instead of every request queueing until the
 * clients' time-outs. Reads of the service (the till's status check, GET of an intent) are shed
 * only at twice the limit, so writes give way first. Never shed: the dashboard (pages, its routes,
 * the webhook receiver, the live stream, which the server does not pass through this), `/api/health`,
 * and the dashboard's own calls to the service in this process (the till's charge and check, the
 * sync: they carry `PRIORITY_HEADER` with this process's token, `priorityToken()`), counted all
 * the same.
 *
 * The count sees the whole queue only because the embedded database lets the event loop read
 * sockets between its statements (db/share-event-loop.ts); an event-loop lag limit was tried as a
 * second signal and dropped: it shed most requests of a load the server could carry (goodput
 * 80/s against 372/s without it).
 */
export type LoadShedder = {
  /** Whether to take a service API request now (`priority`: always); when taken, `release` must be called once it is answered. */
  admit(method: string, priority?: boolean): boolean;
  release(): void;
  readonly inFlight: number;
};

/** The seconds announced in `Retry-After` when a request is shed. */
export const SHED_RETRY_AFTER_SECONDS = 1;

/** `maxInFlight` 0 turns shedding off. */
export function createLoadShedder(maxInFlight: number): LoadShedder {
  let inFlight = 0;
  return {
    admit(method, priority = false) {
      if (maxInFlight > 0 && !priority) {
        const read = method === "GET" || method === "HEAD" || method === "OPTIONS";
        if (inFlight >= (read ? 2 * maxInFlight : maxInFlight)) return false;
      }
      inFlight += 1;
      return true;
    },
    release() {
      inFlight -= 1;
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/** The header the dashboard's calls to the service of its own process carry. */
export const PRIORITY_HEADER = "x-caja-priority";

const TOKEN_VARIABLE = "CAJA_PRIORITY_TOKEN";

/**
 * This process's priority token: made by the server at start (`issuePriorityToken`) and read by
 * the dashboard's payment API client in the same process (Next.js bundles its own copy of this
 * module, so it travels in the process's environment, never in a file or to another process the
 * dashboard calls). Unset outside the server: no priority.
 */
export function priorityToken(): string | undefined {
  return process.env[TOKEN_VARIABLE] || undefined;
}

export function issuePriorityToken(): string {
  const token = crypto.randomUUID();
  process.env[TOKEN_VARIABLE] = token;
  return token;
}
