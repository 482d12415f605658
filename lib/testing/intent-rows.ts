import { createIntent } from "../gateway/intents/create-intent";
import type { PaymentType } from "../contract/statuses";
import { intentInput, type MemoryDatabase } from "./memory-database";

/** What the service's tests read back about an intent: a new one, its row, its history and outbox. */
export function intentRows(memory: () => MemoryDatabase) {
  return {
    create: async (payment: PaymentType) => (await createIntent(memory().db.store, memory().merchant, intentInput(payment))).intent,
    intentRow: async (id: string) =>
      (await memory().db.query<{ status: string; code: number; seq: number; reason: string | null; expires: boolean }>(
        "SELECT status, code, seq, reason, expires_at IS NOT NULL AS expires FROM payment_intent WHERE id = $1",
        [id],
      ))[0]!,
    history: async (id: string) => ({
      events: await memory().db.query<{ id: string; seq: number; status: string; code: number; reason: string | null }>(
        "SELECT id, seq, status, code, reason FROM intent_status_event WHERE intent_id = $1 ORDER BY seq",
        [id],
      ),
      outbox: await memory().db.query<{ event_id: string; seq: number; state: string }>("SELECT event_id, seq, state FROM webhook_outbox WHERE intent_id = $1 ORDER BY seq", [id]),
    }),
  };
}
