import fs from "node:fs";
import os from "node:os";

/** The machine's CPU time so far (Linux /proc/stat: busy and total jiffies), or null elsewhere. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, n) => sum + n, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits (at most `maxMs`) until the machine is quiet: its CPUs busy less than `below` of the time
 * for 3 seconds in a row. A burst measured while the suite before it still winds down (servers
 * stopping, PostgreSQL vacuuming what it wrote, browsers exiting) measures that, not the app. The
 * busy share is measured now, each second (the 1-minute load average this used before lags by
 * minutes: it waited its whole 90 s after every suite, on a machine already idle). Returns how
 * long it waited, the load average it started under and the busy share it ended on, for the figures.
 */
export async function quietMachine(maxMs = 90_000, below = 0.5): Promise<{ waitedMs: number; load: number; busy: number }> {
  const started = Date.now();
  const load = os.loadavg()[0]!;
  let calm = 0;
  let busy = 1;
  let before = cpuTimes();
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuTimes();
    if (!before || !now) {
      busy = os.loadavg()[0]! / os.cpus().length;
    } else {
      busy = (now.busy - before.busy) / Math.max(1, now.total - before.total);
      before = now;
    }
    calm = busy < below ? calm + 1 : 0;
    if (calm >= 3) break;
  }
  return { waitedMs: Date.now() - started, load: Math.round(load * 100) / 100, busy: Math.round(busy * 100) / 100 };
}
