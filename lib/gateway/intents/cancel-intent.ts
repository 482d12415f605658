import { AppError, isAppError } from "../../errors";
import { CANCELED_REASON, FAMILIES, isCancelable, isFinal, STATUS_CODES } from "../../contract/statuses";
import { enterStatuses } from "./enter-statuses";
import { findIntent } from "./find-intent";
import type { Merchant, StatusRecord } from "../types";
import type { Store } from "../../db/store";

/** How many times a cancel reads the intent again after a concurrent change moved it first. */
const ATTEMPTS = 3;

/**
 * POST /payment/{intent}/cancel: an intent whose authorization has not started (see
 * CANCELABLE_STATUSES) enters its family's expired status with reason `canceled`, recorded and
 * notified in the one guarded statement of enterStatuses. Canceling a canceled intent answers the
 * same again; any other final status is 409 intent_final; a status after authorization started is
 * 409 authorization_in_progress. When a concurrent change (a scan, an authorization, the expiry)
 * moves the intent between the read and the update, the intent is read again and judged anew, so
 * of a cancel and an authorization exactly one wins and the loser says why.
 */
export async function cancelIntent(store: Store, merchant: Merchant, intentId: string): Promise<StatusRecord> {
  for (let attempt = 1; ; attempt++) {
    const intent = await findIntent(store, merchant, intentId);
    const expired = FAMILIES[intent.payment].expired;
    const canceled: StatusRecord = { intent: intent.id, status: expired, code: STATUS_CODES[expired] };
    if (intent.status === expired && intent.reason === CANCELED_REASON) return canceled;
    if (isFinal(intent.payment, intent.status)) throw new AppError("intent_final", { status: intent.status });
    if (!isCancelable(intent.status)) throw new AppError("authorization_in_progress", { status: intent.status });
    try {
      await enterStatuses(store, intent, [expired], CANCELED_REASON);
      return canceled;
    } catch (error) {
      if (!(isAppError(error) && error.code === "intent_state_changed") || attempt >= ATTEMPTS) throw error;
    }
  }
}
