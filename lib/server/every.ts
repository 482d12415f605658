import { log } from "../log";

/**
 * Runs `task` every `ms` milliseconds, never two at once (the next run is scheduled after the
 * previous one ends). Errors are logged, not thrown. Returns a stop function.
 */
export function every(name: string, ms: number, task: () => Promise<unknown>): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await task();
    } catch (error) {
      log.error("job.failed", { job: name, error: error instanceof Error ? error.message : String(error) });
    }
    if (!stopped) timer = setTimeout(tick, ms).unref();
  };
  timer = setTimeout(tick, ms).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
