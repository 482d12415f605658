/**
 * Applies pending migrations now: `npm run db:migrate`. The server also does this at every start.
 * In embedded mode this takes the data directory's lock, so it refuses to run while the server does.
 */
import { closeDb, getDb } from "../lib/db/client";

async function main() {
  const db = await getDb();
  const applied = await db.appliedMigrations();
  console.log(`${db.kind}: ${applied.length} migrations applied (latest: ${applied.at(-1) ?? "none"})`);
  await closeDb();
  process.exit(0); // the schema engine keeps a timer alive
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
