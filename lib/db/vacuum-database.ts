import type { Database } from "./client";

/** Tables updated in place on every status change or delivery: their dead rows pile up fastest. */
const HOT_TABLES = ["webhook_outbox", "payment_intent", "merchant", "idempotency_key"];

/**
 * PGlite runs PostgreSQL in single-user mode: no autovacuum and no statistics collector, so dead
 * rows and stale planner statistics would accumulate forever (an outbox index scanned 2 816 dead
 * entries to find no pending row). The server calls this on a schedule in embedded mode:
 * `hot` vacuums and analyzes the tables updated in place, otherwise the whole database.
 * On PostgreSQL, autovacuum does this work.
 */
export async function vacuumDatabase(db: Database, scope: "hot" | "all"): Promise<number> {
  if (db.kind !== "pglite") return 0;
  const started = performance.now();
  await db.query(scope === "hot" ? `VACUUM (ANALYZE) ${HOT_TABLES.join(", ")}` : "VACUUM (ANALYZE)");
  return Math.round(performance.now() - started);
}
