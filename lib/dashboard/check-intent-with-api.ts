import type { Database } from "../db/client";
import { applyIntentUpdate } from "./apply-intent-update";
import { fillIntentFromApi } from "./fill-intent-from-api";
import type { PaymentApi } from "./payment-api";

/** How long after the service entered a status its webhook may take before the dashboard calls its webhooks late. */
const LATE_AFTER_MS = 5_000;

export type CheckedIntent = {
  status: string;
  code: number;
  reason: string | null;
  /** a status the service entered more than 5 s ago has not come as a webhook: this dashboard's webhooks are late or lost */
  late: boolean;
};

/**
 * Asks the payment API itself where an intent stands (the till does, so a missed webhook never
 * leaves a customer's payment unseen), brings the dashboard's copy up to date when it was behind,
 * and tells whether the webhooks for the intent are late.
 */
export async function checkIntentWithApi(db: Database, api: PaymentApi, intentId: string): Promise<CheckedIntent> {
  const detail = await api.detail(intentId);
  const [mirror] = await db.query<{ seq: number | null; heard: number | null }>(
    `SELECT (SELECT seq FROM dashboard_intent WHERE id = $1) AS seq,
            (SELECT max(seq) FROM dashboard_intent_event WHERE intent_id = $1 AND source = 'webhook') AS heard`,
    [intentId],
  );
  const latest = detail.events.at(-1)?.seq ?? 1;
  if ((mirror?.seq ?? 0) < latest) await fillIntentFromApi(db, api, intentId, detail);
  else await applyIntentUpdate(db, { kind: "checked", intent: intentId });
  const heard = mirror?.heard ?? 0;
  const late = detail.events.some((event) => event.seq > heard && Date.now() - Date.parse(event.at) > LATE_AFTER_MS);
  return { status: detail.status, code: detail.code, reason: detail.reason, late };
}
