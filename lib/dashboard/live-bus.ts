import type { Store } from "../db/store";
import { processState } from "../process-state";

/**
 * A change the dashboard shows live: an intent's status (new, or as it stands), with its reason;
 * `filled` when its fields (amount, branch, ...) have just become known, `refund` when one of its
 * refunds changed: the page reads it again. `cash`: a till's cash sale (`intent` its cash_ id, status
 * cash_paid) or a drawer's movement, open or close (`intent` the drawer's id): the dashboard's books
 * only, no intent at the service.
 */
export type LiveChange = { intent: string; status: string; code: number; seq: number; reason?: string | null; filled?: boolean; refund?: boolean; cash?: boolean };

/** What a live page hears: a change, or whether changes can reach it at all right now. */
export type LiveEvent = { kind: "change"; change: LiveChange } | { kind: "state"; listening: boolean };

export const LIVE_CHANNEL = "caja_dashboard";

type Bus = { listeners: Set<(event: LiveEvent) => void>; listening: boolean; started?: Promise<unknown> };

/**
 * Every process LISTENs once on the dashboard channel and fans changes out to its open browsers
 * (server-sent events). The receiver NOTIFYs in the statement that stores a webhook, so on
 * PostgreSQL every app instance hears every change; on PGlite the same path works in-process.
 *
 * While the LISTEN connection is lost (a database restart or outage), subscribers are told so
 * (`listening: false`): the pages poll instead of trusting a stream that cannot carry changes;
 * when it is back (`listening: true`) they refetch what they missed. A subscriber hears the
 * current state first.
 */
export function subscribeLive(store: Store, listener: (event: LiveEvent) => void): () => void {
  const bus = processState<Bus>("liveBus", () => ({ listeners: new Set(), listening: false }));
  const fanOut = (event: LiveEvent) => {
    for (const fn of bus.listeners) fn(event);
  };
  bus.started ??= store.listen(
    LIVE_CHANNEL,
    (payload) => {
      let change: LiveChange;
      try {
        change = JSON.parse(payload) as LiveChange;
      } catch {
        return;
      }
      fanOut({ kind: "change", change });
    },
    (listening) => {
      bus.listening = listening;
      fanOut({ kind: "state", listening });
    },
  );
  bus.listeners.add(listener);
  listener({ kind: "state", listening: bus.listening });
  return () => bus.listeners.delete(listener);
}
