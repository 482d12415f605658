import { AppError } from "../../errors";
import { enterStatuses } from "./enter-statuses";
import { findIntent } from "./find-intent";
import { FAMILIES, isFinal, isStatusOf, pathTo, STATUS_CODES, type Status } from "../../contract/statuses";
import type { Merchant, StatusRecord } from "../types";
import type { Store } from "../../db/store";

/**
 * Sandbox: walks an intent along its legal path to `to`, entering every intermediate status in
 * order (each recorded and notified), as a payer's bank would. `*_error_x` and `*_expired` are one
 * step from any non-final status; `reason` is recorded with them.
 */
export async function advanceIntent(store: Store, merchant: Merchant, intentId: string, to: string, reason?: string): Promise<StatusRecord> {
  if (!(to in STATUS_CODES)) throw AppError.invalid([{ field: "to", message: "must be a status name" }]);
  const intent = await findIntent(store, merchant, intentId);
  if (isFinal(intent.payment, intent.status)) throw new AppError("intent_final", { status: intent.status });
  const target = to as Status;
  const steps = isStatusOf(intent.payment, target) ? pathTo(intent.payment, intent.status, target) : null;
  if (!steps) throw new AppError("transition_not_allowed", { status: intent.status, to });
  const family = FAMILIES[intent.payment];
  const why = target === family.error ? (reason ?? "sandbox_declined") : target === family.expired ? (reason ?? "sandbox_expired") : undefined;
  const moved = await enterStatuses(store, intent, steps, why);
  return { intent: moved.id, status: moved.status, code: STATUS_CODES[moved.status] };
}
