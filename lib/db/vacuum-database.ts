import type { Database } from "./client";

/**
 * Tables updated in place on every status change, delivery or feed read: their dead rows pile up
 * fastest (each status event is updated once more when the feed gives it its position; the
 * dashboard's copy of an intent at each webhook and each page of the feed).
 */
const HOT_TABLES = ["webhook_outbox", "payment_intent", "merchant", "idempotency_key", "intent_status_event", "merchant_feed", "dashboard_intent", "dashboard_sync"];

/**
 * PGlite runs PostgreSQL in single-user mode: no autovacuum and no statistics collector, so dead
 * rows and stale planner statistics would accumulate forever (an outbox index scanned 2 816 dead
 * entries to find no pending row). The server calls this on a schedule in embedded mode:
 * `outbox` vacuums the webhook outbox alone (every few seconds: each delivery leaves a dead entry
 * at the front of the pending range its claims walk, 20-50 ms per claim after ~10 000 deliveries),
 * `hot` vacuums and analyzes the tables updated in place, `all` the whole database.
 * On PostgreSQL, autovacuum does this work.
 */
export async function vacuumDatabase(db: Database, scope: "outbox" | "hot" | "all"): Promise<number> {
  if (db.kind !== "pglite") return 0;
  const started = performance.now();
  await db.query(scope === "outbox" ? "VACUUM webhook_outbox" : scope === "hot" ? `VACUUM (ANALYZE) ${HOT_TABLES.join(", ")}` : "VACUUM (ANALYZE)");
  return Math.round(performance.now() - started);
}
