import type { Database } from "../db/client";
import { log } from "../log";
import { applyIntentUpdate } from "./apply-intent-update";
import { fillIntentFromApi } from "./fill-intent-from-api";
import { PaymentApiError, type PaymentApi } from "./payment-api";

/**
 * A missed webhook must never leave a payment stuck on screen: intents that are not final and
 * have heard nothing for `afterSeconds` are checked with GET /payment/{intent}/status; when the API
 * knows a different status, the full history is read and applied. Returns how many changed.
 */
export async function reconcileIntents(db: Database, api: PaymentApi, afterSeconds: number, batch = 50): Promise<number> {
  const stale = await db.prisma.dashboardIntent.findMany({
    where: { final: false, updatedAt: { lt: new Date(Date.now() - afterSeconds * 1000) } },
    orderBy: { updatedAt: "asc" },
    take: batch,
    select: { id: true, status: true },
  });
  let changed = 0;
  for (const intent of stale) {
    try {
      const current = await api.status(intent.id);
      if (current.status !== intent.status) {
        if (await fillIntentFromApi(db, api, intent.id)) changed++;
      } else {
        await applyIntentUpdate(db, { kind: "checked", intent: intent.id });
      }
    } catch (error) {
      log.warn("dashboard.reconcile_failed", { intent: intent.id, error: error instanceof PaymentApiError ? error.code : String(error) });
      await applyIntentUpdate(db, { kind: "checked", intent: intent.id });
    }
  }
  return changed;
}
