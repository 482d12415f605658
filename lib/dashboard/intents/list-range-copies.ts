import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import type { CopyRange } from "./total-copies";

export type RangeCopy = { id: string; status: string; reason: string | null; seq: number; amount: string | null };

const COPIES = statement<RangeCopy>(
  "dash_books_copies",
  `SELECT id, status, reason, seq, amount::text AS amount FROM dashboard_intent
  WHERE COALESCE(created_at, first_seen_at) >= $1::timestamptz AND COALESCE(created_at, first_seen_at) < $2::timestamptz
    AND ($3::text IS NULL OR branch = $3::text) AND ($4::text IS NULL OR terminal = $4::text)`,
);

/** Every payment of the copy created in the range (of its branch and terminal): what the books compare one by one with the service's. */
export async function listRangeCopies(store: Store, range: CopyRange): Promise<RangeCopy[]> {
  return store.sql(COPIES, [range.from.toISOString(), range.to.toISOString(), range.branch ?? null, range.terminal ?? null]);
}
