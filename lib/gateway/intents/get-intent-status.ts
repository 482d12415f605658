import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import type { Merchant, StatusRecord } from "../types";
import type { Store } from "../../db/store";

const STATUS = statement("gw_intent_status", "SELECT status, code, reason FROM payment_intent WHERE id = $1 AND merchant_id = $2");

/** The spec's status record, plus the failure reason for the X-Status-Reason header. */
export async function getIntentStatus(store: Store, merchant: Merchant, intentId: string): Promise<{ record: StatusRecord; reason: string | null }> {
  const [row] = await store.sql<{ status: string; code: number; reason: string | null }>(STATUS, [intentId, merchant.id]);
  if (!row) throw new AppError("intent_not_found");
  return { record: { intent: intentId, status: row.status, code: row.code }, reason: row.reason };
}
