import type { Database } from "../db/client";
import { applyIntentUpdate } from "./apply-intent-update";
import { fillIntentFromApi } from "./fill-intent-from-api";
import type { PaymentApi } from "./payment-api";

/** How long a status may have been in force at the API before the dashboard not knowing it means its webhooks are late. */
const LATE_AFTER_MS = 5_000;

export type CheckedIntent = {
  status: string;
  code: number;
  reason: string | null;
  /** the dashboard's copy lacked a status the API had entered more than 5 s before: its webhooks are late or lost */
  late: boolean;
};

/**
 * Asks the payment API itself where an intent stands (the till does, so a missed webhook never
 * leaves a customer's payment unseen), and brings the dashboard's copy up to date when it was behind.
 */
export async function checkIntentWithApi(db: Database, api: PaymentApi, intentId: string): Promise<CheckedIntent> {
  const current = await api.status(intentId);
  const known = await db.prisma.dashboardIntent.findUnique({ where: { id: intentId }, select: { status: true } });
  if (known?.status === current.status) {
    await applyIntentUpdate(db, { kind: "checked", intent: intentId });
    return { status: current.status, code: current.code, reason: current.reason, late: false };
  }
  const detail = await api.detail(intentId);
  const enteredAt = Date.parse(detail.events.at(-1)?.at ?? detail.created);
  await fillIntentFromApi(db, api, intentId);
  return { status: detail.status, code: detail.code, reason: detail.reason, late: Date.now() - enteredAt > LATE_AFTER_MS };
}
