import type { Store } from "../../db/store";
import { statement } from "../../db/statements";

/** The events of the most recent intents (by the index on first_seen_at): what happens now, not a year's history. $1 the grace in seconds. */
const ARRIVAL = statement<{ lastWebhookAt: Date | null; lastMissedAt: Date | null }>(
  "dash_webhook_arrival",
  `
  WITH recent AS (SELECT id FROM dashboard_intent ORDER BY first_seen_at DESC, id DESC LIMIT 100)
  SELECT max(e.received_at) FILTER (WHERE e.source = 'webhook') AS "lastWebhookAt",
         max(e.occurred_at) FILTER (WHERE e.source <> 'webhook' AND e.received_at < now() - make_interval(secs => $1::int)) AS "lastMissedAt"
  FROM recent JOIN dashboard_intent_event e ON e.intent_id = recent.id`,
);

/**
 * What the copy's recent history says of the webhooks: when the last one arrived, and the newest
 * change learnt only from the feed once its webhook had `graceSeconds` to arrive (null: none).
 */
export async function readWebhookTimes(store: Store, graceSeconds: number): Promise<{ lastWebhookAt: Date | null; lastMissedAt: Date | null }> {
  const [row] = await store.sql(ARRIVAL, [graceSeconds]);
  return { lastWebhookAt: row?.lastWebhookAt ?? null, lastMissedAt: row?.lastMissedAt ?? null };
}
