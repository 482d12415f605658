import type { Store } from "../../db/store";
import { statement } from "../../db/statements";

/** The one feed the dashboard reads: the payment service's events (a row of dashboard_sync). */
export const SYNC_FEED = "payments";

/** How long a lease lasts without a page applied: a crashed instance's pass is taken over after this. */
export const LEASE_SECONDS = 30;

const TAKE = statement<{ cursor: string | null }>(
  "dash_sync_take_lease",
  `UPDATE dashboard_sync SET lease_owner = $2, lease_until = now() + make_interval(secs => $3::int)
   WHERE id = $1 AND (lease_owner IS NULL OR lease_owner = $2 OR lease_until < now())
   RETURNING cursor`,
);

const RELEASE = statement(
  "dash_sync_release_lease",
  `UPDATE dashboard_sync SET lease_owner = NULL, lease_until = NULL, updated_at = now(),
     caught_up_at = CASE WHEN $3::timestamptz IS NULL THEN caught_up_at ELSE $3::timestamptz END,
     last_error = $4::text, last_error_at = CASE WHEN $4::text IS NULL THEN NULL ELSE now() END
   WHERE id = $1 AND lease_owner = $2`,
);

const RESTART = statement<{ id: string }>(
  "dash_sync_restart",
  "UPDATE dashboard_sync SET cursor = NULL, updated_at = now() WHERE id = $1 AND lease_owner = $2 AND cursor IS NOT DISTINCT FROM $3::text RETURNING id",
);

/**
 * The lease of the feed: one instance reads and applies it at a time (several dashboard instances
 * on one database never read the same page twice). `take` answers the cursor to read after, or
 * `false` while another instance holds an unexpired lease.
 */
export const syncLease = {
  async take(store: Store, owner: string): Promise<{ cursor: string | null } | false> {
    const [row] = await store.sql(TAKE, [SYNC_FEED, owner, LEASE_SECONDS]);
    return row ? { cursor: row.cursor } : false;
  },

  /** Ends this instance's pass: caught up as of `caughtUpAt` (null: not), or failed with `error` (a code). */
  async release(store: Store, owner: string, outcome: { caughtUpAt: Date | null; error: string | null }): Promise<void> {
    await store.sql(RELEASE, [SYNC_FEED, owner, outcome.caughtUpAt, outcome.error]);
  },

  /** The feed answered that it does not know the cursor (another service, or one restored from an older backup): read it from the start. */
  async restart(store: Store, owner: string, cursor: string | null): Promise<boolean> {
    return (await store.sql(RESTART, [SYNC_FEED, owner, cursor])).length > 0;
  },
};
