import type { PGlite } from "@electric-sql/pglite";

/** The longest the database may keep the thread before the event loop gets a turn. */
export const PGLITE_SLICE_MS = 4;

type Locked = { _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> };

/**
 * Lets the event loop in between PGlite's statements. PGlite runs each statement synchronously on
 * the JavaScript thread, and the callers queued behind its lock follow each other as promise
 * continuations, never as new tasks: under a burst the queue drained in one stretch during which
 * no socket was read, no health check answered, no timer fired (requests waited unread in their
 * sockets, where no limit could see them; 15-41 of 2 700 burst requests took over 1 s).
 *
 * Here a caller about to queue for the database's lock (every statement outside a transaction,
 * every transaction: pglite.query, exec, transaction and the prepared statements all take it)
 * first checks how long the thread has gone without a loop turn, and past `PGLITE_SLICE_MS`
 * waits one `setImmediate` (sockets are read, timers fire) before queueing. The wait is taken
 * before the lock, never while holding it: yielding inside held the lock through whatever the
 * loop did meanwhile (each statement 2.5 ms instead of 0.8 ms under the same burst). Statements
 * already queued still follow each other directly, but their number is bounded by the requests
 * in flight (the shedder, http/shed-load.ts).
 */
export function shareEventLoop(pglite: PGlite): void {
  const target = pglite as unknown as Locked;
  let since = performance.now();
  const original = target._runExclusiveTransaction.bind(pglite);
  target._runExclusiveTransaction = async (work) => {
    if (performance.now() - since >= PGLITE_SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = performance.now();
    }
    return original(work);
  };
}
