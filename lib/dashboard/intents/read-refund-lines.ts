import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { valueSaleLine, type SaleLineValue } from "./sale-line-schema";

/** The lines of refund $1 with the sale's item each names (the copy's items, else the till's). */
const LINES = statement<{ line: number; quantity: string; amount: string; item: unknown }>(
  "dash_refund_lines_of_refund",
  `SELECT rl.line, rl.quantity::text AS quantity, rl.amount::text AS amount, COALESCE(i.items, c.items) -> rl.line AS item
   FROM dashboard_refund_line rl
   LEFT JOIN dashboard_intent i ON i.id = rl.intent_id
   LEFT JOIN dashboard_till_charge c ON c.attempt = rl.sale_attempt OR c.intent_id = rl.intent_id
   WHERE rl.refund_id = $1
   ORDER BY rl.line`,
);

/** A line a refund gave back: how much of it (quantity as kept, "1.5") and the money, with the sale's line it names (null: it cannot be valued any more). */
export type RefundLineRow = { line: number; quantity: string; amount: string; sold: SaleLineValue | null };

/**
 * The lines a refund by line gave back (`refund`: the service's rf_… or a cash refund's cr_…),
 * in the order of the ticket; [] for a refund of an amount.
 */
export async function readRefundLines(store: Store, refund: string): Promise<RefundLineRow[]> {
  const rows = await store.sql(LINES, [refund]);
  return rows.map((row) => ({ line: row.line, quantity: row.quantity, amount: row.amount, sold: valueSaleLine(row.item, row.line) }));
}
