import type { Database } from "../../db/client";
import type { MerchantConfig } from "../merchant-config";
import { readAuthorizedIntent } from "./read-authorized-intent";
import { receiptPath } from "./receipt-url";

/**
 * The receipt path of an authorized intent (the till's paid screen, the intent page), or null when
 * the payment is not authorized (or unknown): a receipt exists only for a payment that went through.
 */
export async function findReceiptPath(db: Database, config: Pick<MerchantConfig, "masterKey">, intent: string): Promise<string | null> {
  const copy = await readAuthorizedIntent(db, intent);
  return copy ? receiptPath(config, copy.id) : null;
}
