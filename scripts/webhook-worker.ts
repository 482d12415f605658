/**
 * A webhook dispatcher in a process of its own: `npm run worker`. For PostgreSQL deployments that
 * want delivery apart from the web servers (run those with WEBHOOK_DISPATCHER=off, or not: any
 * number of dispatchers share the work). On the embedded database it would need the data directory's
 * lock, which the server holds: there, the server's own dispatcher does the work.
 */
import { closeDb, getDb } from "../lib/db/client";
import { DataDirLockedError } from "../lib/db/data-dir-lock";
import { startWebhookDispatcher } from "../lib/gateway/webhooks/start-webhook-dispatcher";

async function main() {
  const dispatcher = await startWebhookDispatcher(await getDb());
  const stop = async () => {
    await dispatcher.stop();
    await closeDb();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
