/**
 * Back-pressure for the service API: past `maxInFlight` service requests being answered by this
 * process, a new write is answered at once with 503 `server_overloaded` and `Retry-After` (a
 * fraction of a millisecond, against several for a create), so the requests already taken finish
 * in time and the client knows when to come back, instead of every request queueing until the
 * clients' time-outs. Reads of the service (the till's status check, GET of an intent) are shed
 * only at twice the limit, so writes give way first. The dashboard (pages, its routes, the webhook
 * receiver, the live stream) and `/api/health` are never shed: the server applies this to the
 * service API only.
 *
 * The count sees the whole queue only because the embedded database lets the event loop read
 * sockets between its statements (db/share-event-loop.ts); an event-loop lag limit was tried as a
 * second signal and dropped: it shed most requests of a load the server could carry (goodput
 * 80/s against 372/s without it).
 */
export type LoadShedder = {
  /** Whether to take a service API request now; when taken, `release` must be called once it is answered. */
  admit(method: string): boolean;
  release(): void;
  readonly inFlight: number;
};

/** The seconds announced in `Retry-After` when a request is shed. */
export const SHED_RETRY_AFTER_SECONDS = 1;

/** `maxInFlight` 0 turns shedding off. */
export function createLoadShedder(maxInFlight: number): LoadShedder {
  let inFlight = 0;
  return {
    admit(method) {
      if (maxInFlight > 0) {
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
