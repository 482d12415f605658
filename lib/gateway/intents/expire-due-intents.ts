import { statement } from "../../db/statements";
import { isAppError } from "../../errors";
import { enterStatuses } from "./enter-statuses";
import { FAMILIES, type PaymentType, type Status } from "../../contract/statuses";
import type { Store } from "../../db/store";

const DUE = statement(
  "gw_due_intents",
  `SELECT id, merchant_id AS "merchantId", payment, status, seq FROM payment_intent
   WHERE expires_at <= now() ORDER BY expires_at LIMIT $1::int`,
);

/**
 * Moves every intent whose expiry has passed to its family's expired status (reason "expired"),
 * recorded and notified like any other change. Safe in several processes at once: each move is
 * guarded by the status it was read with, so a concurrent change (or another process expiring the
 * same intent) wins and this one skips it. Returns how many intents this call expired.
 */
export async function expireDueIntents(store: Store, batch = 100): Promise<number> {
  let expired = 0;
  const due = await store.sql<{ id: string; merchantId: string; payment: string; status: string; seq: number }>(DUE, [batch]);
  for (const row of due) {
    const payment = row.payment as PaymentType;
    try {
      await enterStatuses(store, { ...row, payment, status: row.status as Status }, [FAMILIES[payment].expired], "expired");
      expired++;
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }
  return expired;
}
