import { clabe as clabeValidator } from "clabe-validator";
import { encryptSecret } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { PayoutAccountChange } from "../../contract/requests";
import { payoutAccountAad } from "./payout-account-aad";
import { toPayoutAccount, type PayoutAccountRecord } from "./get-payout-account";

const UPSERT = statement<{ clabe_last4: string; bank_name: string; holder_name: string; updated_at: Date }>(
  "gw_set_payout_account",
  `INSERT INTO payout_account (merchant_id, clabe_sealed, clabe_last4, bank_code, bank_name, holder_name, updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)
   ON CONFLICT (merchant_id) DO UPDATE SET clabe_sealed = excluded.clabe_sealed, clabe_last4 = excluded.clabe_last4,
     bank_code = excluded.bank_code, bank_name = excluded.bank_name, holder_name = excluded.holder_name, updated_at = excluded.updated_at
   RETURNING clabe_last4, bank_name, holder_name, updated_at`,
);

/**
 * PATCH /payout-account: where payouts go from now on (a pending payout keeps the account it was
 * sent to). The CLABE is checked (18 digits, a known bank and city, the check digit) by
 * clabe-validator and stored sealed (AES-256-GCM under the master key, bound to the merchant); only
 * its last 4 digits and its bank are kept in the clear.
 */
export async function setPayoutAccount(store: Store, masterKey: Buffer, merchantId: string, change: PayoutAccountChange): Promise<PayoutAccountRecord> {
  const check = clabeValidator.validate(change.clabe);
  if (!check.ok) throw AppError.invalid([{ field: "clabe", message: `is not a valid CLABE: ${check.message}` }]);
  const sealed = encryptSecret(masterKey, change.clabe, payoutAccountAad(merchantId));
  const [row] = await store.sql(UPSERT, [merchantId, sealed, change.clabe.slice(-4), check.code.bank, check.bank ?? check.tag ?? check.code.bank, change.holderName, new Date()]);
  return toPayoutAccount(row!);
}
