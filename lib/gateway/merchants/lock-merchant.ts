import { statement } from "../../db/statements";
import type { Store } from "../../db/store";

const LOCK = statement<{ id: string }>("gw_lock_merchant", "SELECT id FROM merchant WHERE id = $1 FOR UPDATE");

/**
 * Locks the merchant's row until the transaction `store` is in ends: what is counted per merchant
 * meanwhile (its webhook endpoints, against their limit) cannot be passed by a concurrent change.
 */
export async function lockMerchant(store: Store, merchantId: string): Promise<void> {
  await store.sql(LOCK, [merchantId]);
}
