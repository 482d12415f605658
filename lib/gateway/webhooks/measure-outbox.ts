import { statement } from "../../db/statements";
import type { Store } from "../../db/store";

const MEASURE = statement(
  "gw_measure_outbox",
  `SELECT count(*) FILTER (WHERE ep.disabled_at IS NULL)::int AS pending,
     count(*) FILTER (WHERE ep.disabled_at IS NOT NULL)::int AS "disabledPending",
     COALESCE(EXTRACT(EPOCH FROM now() - min(o.created_at) FILTER (WHERE ep.disabled_at IS NULL)), 0)::float8 AS "oldestSeconds"
   FROM webhook_outbox o JOIN webhook_endpoint ep ON ep.id = o.endpoint_id
   WHERE o.state = 'pending'`,
);

/**
 * The outbox at a glance, for the metrics: deliveries waiting for enabled endpoints (and the age
 * of the oldest), and those held for disabled ones. Reads the pending rows (the `state` index): its
 * cost grows with the backlog, not with the history.
 */
export async function measureOutbox(store: Store): Promise<{ pending: number; oldestSeconds: number; disabledPending: number }> {
  const [row] = await store.sql<{ pending: number; oldestSeconds: number; disabledPending: number }>(MEASURE, []);
  return row ?? { pending: 0, oldestSeconds: 0, disabledPending: 0 };
}
