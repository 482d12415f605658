import { decryptSecret, randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import type { PayoutRecord } from "../../contract/responses";
import { log } from "../../log";
import type { PayoutBank } from "./payout-bank";
import { PAYOUT_RECORD_SQL, payoutEventSql } from "./payout-record-sql";
import { payoutAccountAad } from "./payout-account-aad";
import { settlePayout } from "./settle-payout";

/** The merchants with an account and no payout for the day yet ($1 one merchant, or null for all; $2 the day). */
const DUE_MERCHANTS = statement<{ merchant_id: string }>(
  "gw_payout_due_merchants",
  `SELECT a.merchant_id FROM payout_account a
   WHERE ($1::text IS NULL OR a.merchant_id = $1)
     AND NOT EXISTS (SELECT 1 FROM payout p WHERE p.merchant_id = a.merchant_id AND p.business_date = $2::date)
   ORDER BY a.merchant_id`,
);

/**
 * A merchant's cut-off in one statement: every balance transaction available by the day and in no
 * payout yet, locked; when they add up to more than zero, the payout (one per merchant and day: a
 * second instance running the same cut-off inserts nothing), the transactions marked as settled by
 * it, its own balance transaction (the amount out, to the bank), its payout.created event and the
 * event's deliveries. A total of zero or less makes no payout: the transactions stay in the balance
 * and the next cut-off nets them (a negative balance is carried, never lost). Under READ COMMITTED
 * a transaction another instance settled while this one waited for its lock no longer matches
 * (payout_id is re-checked), so each is settled exactly once.
 * $1 merchant, $2 day, $3 payout id, $4 tracking key, $5 now, $6 its balance transaction id, $7 event id.
 */
const CUT = statement<{ record: PayoutRecord }>(
  "gw_payout_cut",
  `WITH due AS (
     SELECT id, amount FROM balance_transaction
     WHERE merchant_id = $1 AND payout_id IS NULL AND available_on <= $2::date
     FOR UPDATE
   ), total AS (
     SELECT sum(amount) AS amount FROM due
   ), p AS (
     INSERT INTO payout (id, merchant_id, amount, status, business_date, arrival_date, tracking_key, clabe_sealed, clabe_last4, bank_name, holder_name, created_at, updated_at)
     SELECT $3, $1, total.amount, 'pending', $2::date, $2::date, $4, a.clabe_sealed, a.clabe_last4, a.bank_name, a.holder_name, $5::timestamptz, $5::timestamptz
     FROM total, payout_account a WHERE a.merchant_id = $1 AND total.amount > 0
     ON CONFLICT (merchant_id, business_date) DO NOTHING
     RETURNING *
   ), settled AS (
     UPDATE balance_transaction t SET payout_id = p.id FROM p WHERE t.id IN (SELECT id FROM due) RETURNING t.id
   ), own AS (
     INSERT INTO balance_transaction (id, merchant_id, type, account, amount, source_payout_id, payout_id, available_on, created_at)
     SELECT $6, p.merchant_id, 'payout', 'bank', -p.amount, p.id, p.id, p.business_date, $5::timestamptz FROM p
     RETURNING id
   ), ${payoutEventSql({ eventId: "$7", type: "'payout.created'", at: "$5::timestamptz" })}`,
);

/** Every pending payout (of one merchant, or all), with the account it was made for: what the bank is (again) asked to transfer. */
const PENDING = statement<{ id: string; merchant_id: string; amount: string; tracking_key: string; clabe_sealed: string; holder_name: string }>(
  "gw_payouts_pending",
  `SELECT p.id, p.merchant_id, p.amount::text AS amount, p.tracking_key, p.clabe_sealed, p.holder_name
   FROM payout p
   WHERE p.status = 'pending' AND ($1::text IS NULL OR p.merchant_id = $1)
   ORDER BY p.created_at`,
);

const MADE = statement<{ record: PayoutRecord }>("gw_payouts_made", `SELECT ${PAYOUT_RECORD_SQL} AS record FROM payout p WHERE p.id = ANY($1::text[]) ORDER BY p.merchant_id`);

export type PayoutRun = { day: string; bank: PayoutBank; masterKey: Buffer; merchantId?: string };

/** "CAJA" + the day + 14 random characters: a clave de rastreo (SPEI: at most 30, letters and digits). */
function trackingKey(day: string): string {
  return `CAJA${day.replaceAll("-", "")}${randomToken("", 14).toUpperCase()}`;
}

/**
 * The cut-off of `day` (a business day, YYYY-MM-DD): a payout for every merchant with a bank account
 * whose money available by the day adds up to more than zero (or for one merchant), then every
 * pending payout sent to the bank (again, if an earlier run stopped before the bank answered: the
 * transfer is idempotent by its tracking key) and settled with what it said. Any number of
 * instances may run it at once. Answers the payouts made now, as they stand after the bank.
 */
export async function runPayouts(store: Store, run: PayoutRun): Promise<PayoutRecord[]> {
  const made: string[] = [];
  for (const { merchant_id } of await store.sql(DUE_MERCHANTS, [run.merchantId ?? null, run.day])) {
    const [row] = await store.sql(CUT, [merchant_id, run.day, randomToken("po_"), trackingKey(run.day), new Date(), randomToken("txn_"), randomToken("evt_")]);
    if (row) made.push(row.record.payout);
  }
  for (const pending of await store.sql(PENDING, [run.merchantId ?? null])) {
    const clabe = decryptSecret(run.masterKey, pending.clabe_sealed, payoutAccountAad(pending.merchant_id)).toString("utf8");
    let outcome;
    try {
      outcome = await run.bank.transfer({ payout: pending.id, amount: pending.amount, clabe, trackingKey: pending.tracking_key, holderName: pending.holder_name });
    } catch (error) {
      log.warn("payout.transfer_failed", { payout: pending.id, error: (error as Error).message });
      continue;
    }
    if (outcome.status === "pending") continue;
    await settlePayout(store, pending.merchant_id, pending.id, outcome.status === "paid" ? { status: "paid" } : { status: "failed", failure: outcome.failure }).catch((error: unknown) => {
      if ((error as { code?: string }).code === "payout_not_pending") return null; // another run settled it meanwhile
      throw error;
    });
  }
  // as they stand now (another run may have settled one of them meanwhile)
  return made.length === 0 ? [] : (await store.sql(MADE, [made])).map((row) => row.record);
}
