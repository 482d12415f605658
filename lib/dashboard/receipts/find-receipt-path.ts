import type { Database } from "../../db/client";
import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { loadAuthorizedIntent } from "./load-authorized-intent";
import { receiptPath } from "./receipt-url";

/**
 * The receipt path of an authorized intent (the till's paid screen, the intent page), or null when
 * the payment is not authorized (or unknown): a receipt exists only for a payment that went through.
 */
export async function findReceiptPath(db: Database, api: Pick<PaymentApi, "detail">, config: Pick<MerchantConfig, "masterKey">, intent: string): Promise<string | null> {
  const copy = await loadAuthorizedIntent(db, api, intent);
  return copy ? receiptPath(config, copy.id) : null;
}
