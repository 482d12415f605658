import { isDatabaseUnavailable } from "../db/database-errors";
import { log } from "../log";

/**
 * Runs `task` every `ms` milliseconds, never two at once (the next run is scheduled after the
 * previous one ends). Errors are logged, not thrown; while the database is unavailable, once
 * when it starts failing and once when it works again, not at every run.
 */
export function every(name: string, ms: number, task: () => Promise<unknown>): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let waiting = 0;
  const tick = async () => {
    try {
      await task();
      if (waiting > 0) log.info("job.resumed", { job: name, failedRuns: waiting });
      waiting = 0;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!isDatabaseUnavailable(error)) log.error("job.failed", { job: name, error: message });
      else if (waiting++ === 0) log.warn("job.waiting_for_database", { job: name, error: message });
    }
    if (!stopped) timer = setTimeout(tick, ms).unref();
  };
  timer = setTimeout(tick, ms).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
