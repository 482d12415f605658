import { statement } from "../../db/statements";
import type { Store } from "../../db/store";

/** Rows deleted per statement: each statement is short, so it never holds its locks for long. */
export const PURGE_BATCH = 1000;

/**
 * One batch: outbox rows done with (delivered, or skipped for want of a URL) and completed more
 * than `$1` days ago, with their attempts. Rows another session has locked (a redelivery under way)
 * are skipped, not waited for. The attempts and their outbox rows go in one statement: the
 * foreign key from webhook_attempt is checked at its end, when both are gone.
 */
const PURGE = statement(
  "gw_purge_delivered_events",
  `WITH doomed AS (
     SELECT event_id, endpoint_id FROM webhook_outbox
     WHERE state IN ('delivered', 'skipped') AND completed_at < now() - make_interval(days => $1::int)
     LIMIT $2::int
     FOR UPDATE SKIP LOCKED
   ), attempts AS (
     DELETE FROM webhook_attempt WHERE (event_id, endpoint_id) IN (SELECT event_id, endpoint_id FROM doomed)
   ), outbox AS (
     DELETE FROM webhook_outbox WHERE (event_id, endpoint_id) IN (SELECT event_id, endpoint_id FROM doomed) RETURNING event_id
   )
   SELECT count(*)::int AS purged FROM outbox`,
);

/**
 * Outbox retention: deletes the outbox rows (and their delivery attempts) of events delivered or
 * skipped more than `retentionDays` ago, `batch` rows per statement until none is left; returns how
 * many. Pending and failed rows are never deleted (failed ones can still be redelivered), nor is
 * any intent's status history (intent_status_event). `retentionDays` 0 keeps everything.
 */
export async function purgeDeliveredEvents(store: Store, retentionDays: number, batch = PURGE_BATCH): Promise<number> {
  if (retentionDays <= 0) return 0;
  let total = 0;
  for (;;) {
    const [row] = await store.sql<{ purged: number }>(PURGE, [retentionDays, batch]);
    const purged = row?.purged ?? 0;
    total += purged;
    if (purged < batch) return total;
  }
}
