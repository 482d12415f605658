import type { Store } from "../../db/store";
import type { MerchantConfig } from "../merchant-config";
import { CASH_ID_PREFIX } from "../cash-sale";
import { readAuthorizedIntent } from "./read-authorized-intent";
import { readCashSale } from "../till/read-cash-sale";
import { receiptPath } from "./receipt-url";

/**
 * The receipt path of an authorized intent (the till's paid screen, the intent page), or null when
 * the payment is not authorized (or unknown): a receipt exists only for a payment that went through.
 * A till's cash sale (`cash_…`) has one from the moment it is recorded.
 */
export async function findReceiptPath(store: Store, config: Pick<MerchantConfig, "masterKey">, intent: string): Promise<string | null> {
  if (intent.startsWith(CASH_ID_PREFIX)) return (await readCashSale(store, intent)) ? receiptPath(config, intent) : null;
  const copy = await readAuthorizedIntent(store, intent);
  return copy ? receiptPath(config, copy.id) : null;
}
