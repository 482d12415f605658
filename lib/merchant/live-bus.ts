import type { Database } from "../db/client";

/** A change the dashboard shows live: an intent's new status (or new fields). */
export type LiveChange = { intent: string; status: string; code: number; seq: number };

export const LIVE_CHANNEL = "caja_dashboard";

type Holder = { __cajaLive?: { listeners: Set<(change: LiveChange) => void>; started?: Promise<unknown> } };
const holder = globalThis as unknown as Holder;

/**
 * Every process LISTENs once on the dashboard channel and fans changes out to its open browsers
 * (server-sent events). The receiver NOTIFYs in the statement that stores a webhook, so on
 * PostgreSQL every app instance hears every change; on PGlite the same path works in-process.
 */
export function subscribeLive(db: Database, listener: (change: LiveChange) => void): () => void {
  const bus = (holder.__cajaLive ??= { listeners: new Set() });
  bus.started ??= db.listen(LIVE_CHANNEL, (payload) => {
    let change: LiveChange;
    try {
      change = JSON.parse(payload) as LiveChange;
    } catch {
      return;
    }
    for (const fn of bus.listeners) fn(change);
  });
  bus.listeners.add(listener);
  return () => bus.listeners.delete(listener);
}
