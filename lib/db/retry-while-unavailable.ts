import { isDatabaseUnavailable } from "./database-errors";

export type RetryOptions = {
  /** Stops retrying (the task's last error is thrown). */
  signal?: AbortSignal;
  minMs?: number;
  maxMs?: number;
  /** Called before each wait, with the number of failed attempts so far. */
  onRetry?: (attempts: number, error: unknown) => void;
};

/**
 * Runs `task` until it succeeds, waiting (with backoff) while the database is unavailable
 * (restarting, stopped, out of connections). Any other error is thrown at once: it is a bug or a
 * refusal, and retrying would not change it.
 */
export async function retryWhileUnavailable<T>(task: () => Promise<T>, { signal, minMs = 100, maxMs = 2_000, onRetry }: RetryOptions = {}): Promise<T> {
  let delay = minMs;
  for (let attempts = 1; ; attempts++) {
    try {
      return await task();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || signal?.aborted) throw error;
      onRetry?.(attempts, error);
      const aborted = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          signal?.removeEventListener("abort", onAbort);
          resolve(false);
        }, delay);
        const onAbort = () => {
          clearTimeout(timer);
          resolve(true);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
      });
      if (aborted) throw error;
      delay = Math.min(delay * 2, maxMs);
    }
  }
}
