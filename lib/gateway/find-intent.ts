import { AppError } from "../errors";
import type { IntentState } from "./enter-statuses";
import type { PaymentType, Status } from "./statuses";
import type { Merchant, Tx } from "./types";

/**
 * Reads an intent of this merchant for a state change. Another merchant's intent is answered
 * exactly like a missing one (404 intent_not_found), so ids cannot be probed across merchants.
 */
export async function findIntent(tx: Tx, merchant: Merchant, intentId: string): Promise<IntentState> {
  const row = await tx.paymentIntent.findFirst({
    where: { id: intentId, merchantId: merchant.id },
    select: { id: true, merchantId: true, payment: true, status: true, seq: true },
  });
  if (!row) throw new AppError("intent_not_found");
  return { ...row, payment: row.payment as PaymentType, status: row.status as Status };
}
