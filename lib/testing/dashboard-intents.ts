import { STATUS_TABLE, isStatus } from "../contract/statuses";
import { sql } from "../db/statements";
import type { Store } from "../db/store";

/** A payment as the dashboard's copy holds it; `created` null = its creation time not yet read from the service. */
export type DashboardIntentSeed = { payment?: string; amount?: string; branch?: string; terminal?: string; status: string; reason?: string; created: string | null; firstSeen?: string };

/**
 * Writes one payment straight into the dashboard's copy (`dashboard_intent`), as webhooks and API
 * reads would have left it: detailed when it has a branch; first seen when created unless told.
 */
export async function insertDashboardIntent(store: Store, id: string, seed: DashboardIntentSeed): Promise<void> {
  const code = isStatus(seed.status) ? STATUS_TABLE[seed.status].code : 999;
  await store.sql(
    sql(`INSERT INTO dashboard_intent (id, payment, amount, branch, terminal, status, code, seq, reason, final, created_at, first_seen_at, updated_at, detailed)
     VALUES ($1, $2, $3::numeric, $4, $5, $6, $7::int, 1, $8, false, $9::timestamptz, $10::timestamptz, now(), $11::boolean)`),
    [id, seed.payment ?? null, seed.amount ?? null, seed.branch ?? null, seed.terminal ?? null, seed.status, code, seed.reason ?? null, seed.created, seed.firstSeen ?? seed.created, seed.branch !== undefined],
  );
}
