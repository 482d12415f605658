import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { PayoutRecord } from "../../contract/responses";
import { isBusinessDay, localClock, nextBusinessDay } from "./business-calendar";
import { gatewayConfig } from "../gateway-config";
import { getPayoutAccount } from "./get-payout-account";
import { sandboxBank } from "./payout-bank";
import { runPayouts } from "./run-payouts";

/**
 * POST /sandbox/payouts/run: the cut-off of `date` now, for this merchant (default: today when it
 * is a business day, else the next business day). A day that is not a business day, or is in the
 * past, is refused (400). The payouts made now are answered (none when nothing is due or the day's
 * payout already exists); 409 payout_account_missing without a bank account.
 */
export async function runSandboxPayouts(store: Store, merchantId: string, date: string | undefined): Promise<{ data: PayoutRecord[]; has_more: false; next: null }> {
  const { calendar, masterKey } = gatewayConfig();
  const today = localClock(new Date()).date;
  const day = date ?? (isBusinessDay(today, calendar) ? today : nextBusinessDay(today, calendar));
  if (day < today) throw AppError.invalid([{ field: "date", message: "must be today or a later day" }]);
  if (!isBusinessDay(day, calendar)) throw AppError.invalid([{ field: "date", message: "must be a business day (not a weekend or bank holiday)" }]);
  if ((await getPayoutAccount(store, merchantId)).clabe === null) throw new AppError("payout_account_missing");
  const data = await runPayouts(store, { day, bank: sandboxBank, masterKey, merchantId });
  return { data, has_more: false, next: null };
}
