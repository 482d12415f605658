import { statement } from "../../db/statements";
import { AppError } from "../../errors";
import type { IntentList } from "../../contract/responses";
import type { Executor, Merchant } from "../types";

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

/** The cursor of a place in the list: the last intent's creation time and id. */
const encode = (row: Row) => Buffer.from(`${row.created_at.toISOString()} ${row.id}`).toString("base64url");

function decode(cursor: string): { at: string; id: string } {
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("latin1").split(" ");
  if (rest.length > 0 || !at || !id || Number.isNaN(Date.parse(at)) || !/^[A-Za-z0-9_]{1,64}$/.test(id)) {
    throw AppError.invalid([{ field: "after", message: "must be a cursor this list answered as next" }]);
  }
  return { at, id };
}

/**
 * GET /payment/intents: the intents the merchant created in [from, to) (of a branch and/or a
 * terminal), by creation time, with their amount and current status: what a consumer compares its
 * copy with, payment by payment, when the totals disagree.
 */
export async function listIntents(
  exec: Executor,
  merchant: Merchant,
  query: { from: string; to: string; branch?: string; terminal?: string; after?: string; limit: number },
): Promise<IntentList> {
  const after = query.after ? decode(query.after) : { at: "-infinity", id: "" };
  const rows = await exec<Row>(PAGE, [merchant.id, query.from, query.to, query.branch ?? null, query.terminal ?? null, after.at, after.id, query.limit + 1]);
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
    next: rows.length > query.limit ? encode(page.at(-1)!) : null,
    has_more: rows.length > query.limit,
  };
}
