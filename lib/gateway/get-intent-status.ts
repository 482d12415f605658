import type { Database } from "../db/client";
import { AppError } from "../errors";
import type { Merchant, StatusRecord } from "./types";

/**
 * The spec's status record, plus the failure reason for the X-Status-Reason header.
 * The hottest read of the API: one indexed SELECT straight on the driver.
 */
export async function getIntentStatus(db: Database, merchant: Merchant, intentId: string): Promise<{ record: StatusRecord; reason: string | null }> {
  const [row] = await db.query<{ status: string; code: number; reason: string | null }>(
    "SELECT status, code, reason FROM payment_intent WHERE id = $1 AND merchant_id = $2",
    [intentId, merchant.id],
  );
  if (!row) throw new AppError("intent_not_found");
  return { record: { intent: intentId, status: row.status, code: row.code }, reason: row.reason };
}
