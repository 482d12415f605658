import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import type { PayoutsQuery } from "../../contract/requests";
import type { PayoutRecord } from "../../contract/responses";
import { decodeTimeIdCursor, encodeTimeIdCursor } from "../time-id-cursor";
import { PAYOUT_RECORD_SQL } from "./payout-record-sql";

/** A page before (created, id), newest first. $1 merchant, $2 status, $3 before time, $4 before id, $5 limit + 1. */
const PAGE = statement<{ record: PayoutRecord; created_at: Date; id: string }>(
  "gw_list_payouts",
  `SELECT ${PAYOUT_RECORD_SQL} AS record, p.created_at, p.id FROM payout p
   WHERE p.merchant_id = $1 AND ($2::text IS NULL OR p.status = $2::text) AND (p.created_at, p.id) < ($3::timestamptz, $4::text)
   ORDER BY p.created_at DESC, p.id DESC
   LIMIT $5::int`,
);

/** GET /payouts: the merchant's payouts, newest first (of a status). */
export async function listPayouts(store: Store, merchantId: string, query: PayoutsQuery): Promise<{ data: PayoutRecord[]; has_more: boolean; next: string | null }> {
  const after = query.after ? decodeTimeIdCursor(query.after, "after", "list") : { at: "infinity", id: "" };
  const rows = await store.sql(PAGE, [merchantId, query.status ?? null, after.at, after.id, query.limit + 1]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => row.record),
    has_more: rows.length > query.limit,
    next: rows.length > query.limit && last ? encodeTimeIdCursor(new Date(last.created_at), last.id) : null,
  };
}
