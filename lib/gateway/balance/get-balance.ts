import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import type { BalanceRecord } from "../../contract/responses";
import { isBusinessDay, localClock, nextBusinessDay, type BusinessCalendar } from "./business-calendar";

/**
 * The balance in one read: what is in no payout, available by `$2` (the next cut-off's day) and
 * later, and whether the merchant has a bank account. $1 merchant, $2 day.
 */
const BALANCE = statement<{ available: string; pending: string; account: boolean; made: boolean }>(
  "gw_balance",
  `SELECT COALESCE(sum(amount) FILTER (WHERE available_on <= $2::date), 0)::text AS available,
     COALESCE(sum(amount) FILTER (WHERE available_on > $2::date), 0)::text AS pending,
     EXISTS (SELECT 1 FROM payout_account WHERE merchant_id = $1) AS account,
     EXISTS (SELECT 1 FROM payout WHERE merchant_id = $1 AND business_date = $2::date) AS made
   FROM balance_transaction WHERE merchant_id = $1 AND payout_id IS NULL`,
);

const pad = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The business day of the next cut-off at `at`: today's if it has not come yet, else the next business day's. */
export function nextCutoffDay(at: Date, calendar: BusinessCalendar): string {
  const { date, minutes } = localClock(at);
  return isBusinessDay(date, calendar) && minutes < calendar.cutoffMinutes ? date : nextBusinessDay(date, calendar);
}

/**
 * GET /balance: what the merchant holds in no payout: available (payable at the next cut-off, on
 * `nextPayout.date`) and pending (payable on a later business day). The next payout is the
 * available amount when it is more than zero and a bank account is set.
 */
export async function getBalance(store: Store, merchantId: string, calendar: BusinessCalendar, at = new Date()): Promise<BalanceRecord> {
  let dayOfNext = nextCutoffDay(at, calendar);
  let [row] = await store.sql(BALANCE, [merchantId, dayOfNext]);
  // that day's payout is made already (a merchant gets one a day): the next is the business day after
  if (row?.made) [row] = await store.sql(BALANCE, [merchantId, (dayOfNext = nextBusinessDay(dayOfNext, calendar))]);
  const available = Number(row?.available ?? 0);
  return {
    available,
    pending: Number(row?.pending ?? 0),
    currency: "MXN",
    nextPayout: { date: dayOfNext, amount: row?.account && available > 0 ? available : 0 },
    cutoff: pad(calendar.cutoffMinutes),
    account: Boolean(row?.account),
  };
}
