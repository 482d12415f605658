import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { applyPendingMigrations } from "../../lib/db/client";

/**
 * An empty embedded database with every migration applied, in `target` (built beside it, then
 * renamed: never half there). Holds no merchant, key or installation id: a copy gets its own at its
 * first open. Answers the migrations applied.
 */
export async function buildPgliteTemplate(target: string): Promise<string[]> {
  const building = `${target}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  const pglite = await PGlite.create(building);
  const applied = await applyPendingMigrations(new PrismaPGlite(pglite), async (sql, params) => (await pglite.query(sql, params)).rows as never);
  // No VACUUM here: it would record every table as empty (reltuples 0), and the plans made from
  // that (sequential scans) stay in the prepared statements as the tables grow. A never-vacuumed
  // table is planned as of unknown size, as a database initialized in the server is.
  await pglite.exec("CHECKPOINT");
  await pglite.close();
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(building, target);
  return applied;
}
