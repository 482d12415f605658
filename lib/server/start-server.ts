import { DataDirLockedError } from "../db/data-dir-lock";
import { getDb } from "../db/client";
import { EnvError, getEnv } from "../env";
import { log } from "../log";

/**
 * Process start-up: parse the configuration, take the data directory lock, apply migrations.
 * A bad configuration or a data directory held by another process ends this process at once,
 * with the reason on stderr; an unreachable PostgreSQL does not (health reports it, and the
 * next request retries).
 */
export async function startServer(): Promise<void> {
  try {
    getEnv();
    await getDb();
  } catch (error) {
    if (error instanceof EnvError || error instanceof DataDirLockedError) {
      process.stderr.write(`\n${error.message}\n\n`);
      process.exit(1);
    }
    log.error("server.database_unavailable", { error: error instanceof Error ? error.message : String(error) });
  }
}
