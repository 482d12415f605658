import { AppError } from "../../errors";
import { enterStatuses } from "./enter-statuses";
import { findIntent } from "./find-intent";
import { isFinal } from "../../contract/statuses";
import type { Merchant } from "../types";
import type { Store } from "../../db/store";

/**
 * POST /payment/init: an ec_remote intent that has not been initialized moves to ec_inited.
 * Only the phone's last 4 digits are kept (for support look-ups).
 */
export async function initEcPayment(store: Store, merchant: Merchant, intentId: string, phone: string): Promise<void> {
  const intent = await findIntent(store, merchant, intentId);
  if (intent.payment !== "ec_remote") throw new AppError("payment_type_not_allowed", { payment: intent.payment });
  if (intent.status !== "ec_created") {
    throw new AppError(isFinal(intent.payment, intent.status) ? "intent_final" : "intent_already_initialized", { status: intent.status });
  }
  await enterStatuses(store, intent, ["ec_inited"], undefined, { phoneLast4: phone.slice(-4) });
}
