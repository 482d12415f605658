import { statement } from "../../db/statements";
import type { IntentList } from "../../contract/responses";
import { decodeTimeIdCursor, encodeTimeIdCursor } from "../time-id-cursor";
import type { Merchant } from "../types";
import type { Store } from "../../db/store";

/** The range's intents after (created, id), by creation time. $1 merchant, $2 from, $3 to, $4 branch, $5 terminal, $6 after time, $7 after id, $8 limit + 1. */
const PAGE = statement(
  "gw_list_intents",
  `SELECT id, payment, amount::text AS amount, branch, terminal, status, code, seq, reason, created_at, updated_at
   FROM payment_intent
   WHERE merchant_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz
     AND ($4::text IS NULL OR branch = $4::text) AND ($5::text IS NULL OR terminal = $5::text)
     AND (created_at, id) > ($6::timestamptz, $7::text)
   ORDER BY created_at, id
   LIMIT $8::int`,
);

type Row = {
  id: string;
  payment: IntentList["data"][number]["payment"];
  amount: string;
  branch: string;
  terminal: string;
  status: string;
  code: number;
  seq: number;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
};

/**
 * GET /payment/intents: the intents the merchant created in [from, to) (of a branch and/or a
 * terminal), by creation time, with their amount and current status: what a consumer compares its
 * copy with, payment by payment, when the totals disagree.
 */
export async function listIntents(
  store: Store,
  merchant: Merchant,
  query: { from: string; to: string; branch?: string; terminal?: string; after?: string; limit: number },
): Promise<IntentList> {
  const after = query.after ? decodeTimeIdCursor(query.after, "after", "list") : { at: "-infinity", id: "" };
  const rows = await store.sql<Row>(PAGE, [merchant.id, query.from, query.to, query.branch ?? null, query.terminal ?? null, after.at, after.id, query.limit + 1]);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((row) => ({
      intent: row.id,
      payment: row.payment,
      amount: Number(row.amount),
      branch: row.branch,
      terminal: row.terminal,
      status: row.status,
      code: row.code,
      seq: row.seq,
      reason: row.reason,
      created: row.created_at.toISOString(),
      updated: row.updated_at.toISOString(),
    })),
    next: rows.length > query.limit ? encodeTimeIdCursor(page.at(-1)!.created_at, page.at(-1)!.id) : null,
    has_more: rows.length > query.limit,
  };
}
