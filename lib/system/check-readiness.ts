import { getStore } from "../db/client";
import { statement } from "../db/statements";
import { readiness } from "../readiness";

export type Readiness = { ready: true } | { ready: false; reason: "starting" | "migrating" | "stopping" | "database_unavailable" };

/** How long the database may take to answer `SELECT 1` before this instance counts as not ready. */
const DATABASE_CHECK_MS = 2_000;

const SELECT_1 = statement("sys_ready", "SELECT 1");

/**
 * Should a load balancer send this instance requests? Not while it starts or migrates, not once
 * it is stopping, and not while its database does not answer (within 2 s). Cheap enough to be
 * asked every second by every balancer: one `SELECT 1`.
 */
export async function checkReadiness(): Promise<Readiness> {
  const phase = readiness.phase;
  if (phase !== "ready") return { ready: false, reason: phase };
  let timer: NodeJS.Timeout | undefined;
  try {
    const answered = (async () => {
      await (await getStore()).sql(SELECT_1, []);
      return true;
    })();
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS)));
    if (!(await Promise.race([answered.catch(() => false), late]))) return { ready: false, reason: "database_unavailable" };
  } finally {
    clearTimeout(timer);
  }
  return readiness.phase === "stopping" ? { ready: false, reason: "stopping" } : { ready: true };
}
