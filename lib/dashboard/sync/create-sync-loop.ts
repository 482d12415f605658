/** What a caller waiting for the sync hears: the pass caught the copy up, or why it could not (an error code and its HTTP status). */
export type SyncResult = { ok: true; events: number; changed: number } | { ok: false; code: string; status: number };

/** No pass could answer in time (or the loop stopped): to people, the payment API did not answer. */
export const UNAVAILABLE: SyncResult = { ok: false, code: "payment_api_unavailable", status: 502 };

export type SyncLoopOptions = {
  /** One pass: read the feed to its end (`caught-up`), or find another instance reading it (`leased`). */
  pass: () => Promise<{ kind: "caught-up"; events: number; changed: number } | { kind: "leased" }>;
  /** How often a pass runs when nothing wakes the loop. */
  intervalMs: number;
  /** A failed pass: its code and HTTP status, and how long to wait before the next one (else the backoff). */
  failure: (error: unknown, failures: number) => { code: string; status: number; retryAfterMs?: number };
  /** A pass that worked after failures. */
  recovered?: (failures: number) => void;
  /** Passes woken together are one pass, at most every this many ms. */
  minGapMs?: number;
  /** While another instance holds the lease, a caller who asked for a pass is served by trying again this often. */
  leasedRetryMs?: number;
  /** The longest wait after failures (1 s, doubling). */
  maxBackoffMs?: number;
};

export type SyncLoop = {
  /** Asks for a pass soon (a webhook arrived, a page wants fresh data). */
  wake(): void;
  /** Asks for a pass and waits until one that started after this call has finished, at most `timeoutMs`. */
  now(timeoutMs: number): Promise<SyncResult>;
  stop(): Promise<void>;
};

/**
 * The sync's schedule, apart from what a pass does: a pass at start, every `intervalMs`, and soon
 * after every wake-up (wake-ups during a pass make one more pass after it, not one each: a burst of
 * webhooks is a few feed reads, not one per payment); never two passes at once in this process.
 * After a failure (the service unreachable, a 429) the next pass waits 1 s, doubling up to
 * `maxBackoffMs`, or the Retry-After the failure names; a wake-up during that wait tries again
 * after 1 s, so the copy catches up as soon as the service is back.
 */
export function createSyncLoop(options: SyncLoopOptions): SyncLoop {
  const minGapMs = options.minGapMs ?? 100;
  const leasedRetryMs = options.leasedRetryMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let running: Promise<void> | null = null;
  let asked = 0; // wake-ups so far
  let failures = 0;
  let lastEnd = 0;
  const waiters: Array<{ asked: number; done: (result: SyncResult) => void }> = [];

  const at = (time: number) => {
    if (stopped || timerAt <= time) return;
    clearTimeout(timer);
    timerAt = time;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Number.POSITIVE_INFINITY;
        void run();
      },
      Math.max(0, time - Date.now()),
    );
    timer.unref?.();
  };

  const settle = (served: number, result: SyncResult) => {
    for (let i = waiters.length - 1; i >= 0; i--) {
      if (waiters[i]!.asked > served) continue;
      waiters[i]!.done(result);
      waiters.splice(i, 1);
    }
  };

  const run = async (): Promise<void> => {
    if (stopped || running) return;
    const served = asked;
    let next: number | null = null;
    running = (async () => {
      try {
        const outcome = await options.pass();
        if (outcome.kind === "leased") {
          if (waiters.length > 0 || asked > served) next = Date.now() + leasedRetryMs;
          return;
        }
        if (failures > 0) options.recovered?.(failures);
        failures = 0;
        settle(served, { ok: true, events: outcome.events, changed: outcome.changed });
      } catch (error) {
        failures++;
        const { code, status, retryAfterMs } = options.failure(error, failures);
        settle(served, { ok: false, code, status });
        next = Date.now() + (retryAfterMs ?? Math.min(maxBackoffMs, 1000 * 2 ** (failures - 1)));
      } finally {
        lastEnd = Date.now();
        running = null;
      }
    })();
    await running;
    if (asked > served) at(Math.max(Date.now() + minGapMs, failures > 0 ? lastEnd + 1000 : 0, next ?? 0));
    else if (next !== null) at(next);
  };

  const wake = () => {
    if (stopped) return;
    asked++;
    if (running) return; // the pass in flight runs again when it ends
    at(Math.max(Date.now(), lastEnd + (failures > 0 ? 1000 : minGapMs)));
  };

  const interval = setInterval(() => {
    if (failures === 0) wake();
  }, options.intervalMs);
  interval.unref?.();
  wake();

  return {
    wake,
    now(timeoutMs) {
      return new Promise<SyncResult>((resolve) => {
        if (stopped) return resolve(UNAVAILABLE);
        const timeout = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          resolve(UNAVAILABLE);
        }, timeoutMs);
        const waiter = {
          asked: 0,
          done: (result: SyncResult) => {
            clearTimeout(timeout);
            resolve(result);
          },
        };
        wake();
        waiter.asked = asked;
        waiters.push(waiter);
      });
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(timer);
      await running;
      settle(Number.POSITIVE_INFINITY, UNAVAILABLE);
    },
  };
}
