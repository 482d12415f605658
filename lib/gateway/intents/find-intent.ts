import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import type { IntentState } from "./enter-statuses";
import type { PaymentType, Status } from "../../contract/statuses";
import type { Merchant } from "../types";
import type { Store } from "../../db/store";

const FIND = statement(
  "gw_find_intent",
  `SELECT id, merchant_id AS "merchantId", payment, status, seq, reason, amount::text AS amount, card_keys_enc AS "cardKeysEnc"
   FROM payment_intent WHERE id = $1 AND merchant_id = $2`,
);

export type FoundIntent = IntentState & { reason: string | null; amount: string; cardKeysEnc: string | null };

/**
 * Reads an intent of this merchant for a state change. Another merchant's intent is answered
 * exactly like a missing one (404 intent_not_found), so ids cannot be probed across merchants.
 */
export async function findIntent(store: Store, merchant: Merchant, intentId: string): Promise<FoundIntent> {
  const [row] = await store.sql<Omit<FoundIntent, "payment" | "status"> & { payment: string; status: string }>(FIND, [intentId, merchant.id]);
  if (!row) throw new AppError("intent_not_found");
  return { ...row, payment: row.payment as PaymentType, status: row.status as Status };
}
