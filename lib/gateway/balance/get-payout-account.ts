import { statement } from "../../db/statements";
import type { Store } from "../../db/store";

export type PayoutAccountRecord = { clabe: string | null; bank: string | null; holderName: string | null; updated: string | null };

const ACCOUNT = statement<{ clabe_last4: string; bank_name: string; holder_name: string; updated_at: Date }>(
  "gw_get_payout_account",
  "SELECT clabe_last4, bank_name, holder_name, updated_at FROM payout_account WHERE merchant_id = $1",
);

/** The account as the API shows it: the CLABE masked but for its last 4 digits. */
export function toPayoutAccount(row: { clabe_last4: string; bank_name: string; holder_name: string; updated_at: Date } | undefined): PayoutAccountRecord {
  if (!row) return { clabe: null, bank: null, holderName: null, updated: null };
  return { clabe: `${"•".repeat(14)}${row.clabe_last4}`, bank: row.bank_name, holderName: row.holder_name, updated: new Date(row.updated_at).toISOString() };
}

/** GET /payout-account: where payouts go (masked), or nulls when no account is set. */
export async function getPayoutAccount(store: Store, merchantId: string): Promise<PayoutAccountRecord> {
  const [row] = await store.sql(ACCOUNT, [merchantId]);
  return toPayoutAccount(row);
}
