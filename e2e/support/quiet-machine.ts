import os from "node:os";

/**
 * Waits (at most `maxMs`) until the machine's 1-minute load average is under `below` per core: a
 * burst measured while the suite before it still winds down (servers stopping, PostgreSQL vacuuming
 * what it wrote, browsers exiting) measures that, not the app. Returns how long it waited and the
 * load it started under, for the figures.
 */
export async function quietMachine(maxMs = 90_000, below = 0.5): Promise<{ waitedMs: number; load: number }> {
  const started = Date.now();
  const cores = os.cpus().length;
  const load = os.loadavg()[0]!;
  while (os.loadavg()[0]! / cores >= below && Date.now() - started < maxMs) await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { waitedMs: Date.now() - started, load: Math.round(load * 100) / 100 };
}
