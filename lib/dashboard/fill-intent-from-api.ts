import type { Database } from "../db/client";
import { applyIntentUpdate } from "./apply-intent-update";
import type { IntentDetail, PaymentApi } from "./payment-api";

/**
 * Reads an intent from the payment API (GET /payment/{intent}) and brings the dashboard's copy up
 * to date: its fields and item lines (for intents a point of sale created directly), any status it missed (by
 * sequence number, so nothing newer is overwritten), and the history events it lacks.
 * Returns whether the shown status changed. A caller that has just read the intent hands its
 * answer in (`read`), so it is not read twice.
 */
export async function fillIntentFromApi(db: Database, api: Pick<PaymentApi, "detail">, intentId: string, read?: IntentDetail): Promise<boolean> {
  const detail = read ?? (await api.detail(intentId));
  const applied = await applyIntentUpdate(db, {
    kind: "api",
    intent: intentId,
    status: { status: detail.status, code: detail.code, seq: detail.events.at(-1)?.seq ?? 1, reason: detail.reason },
    fields: {
      payment: detail.payment,
      amount: detail.amount.toFixed(2),
      branch: detail.data.branch,
      terminal: detail.data.terminal,
      ticket: detail.data.ticket,
      concept: detail.data.concept,
      phoneLast4: detail.phoneLast4,
      cardLast4: detail.cardLast4 ?? null,
      items: detail.data.items,
      createdAt: new Date(detail.created),
    },
    history: detail.events.map((event) => ({ seq: event.seq, status: event.status, code: event.code, reason: event.reason, at: new Date(event.at) })),
  });
  return applied.changed && !applied.inserted;
}
