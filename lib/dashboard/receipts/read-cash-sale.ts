import type { Database } from "../../db/client";
import { CASH_ID_PREFIX } from "../cash-sale";
import { ticketNumber } from "../till/till-schemas";

/** A till's cash sale as its receipt shows it (amounts as exact decimal strings). */
export type CashSaleView = {
  id: string;
  amount: string;
  received: string;
  change: string;
  ticket: string;
  branch: string;
  terminal: string;
  concept: string | null;
  at: string;
};

const SALE = `SELECT c.amount::text AS amount, c.cash_received::text AS received, (c.cash_received - c.amount)::text AS change,
    c.ticket, t.branch, t.terminal, c.concept, c.created_at AS at
  FROM dashboard_till_charge c JOIN dashboard_till t ON t.id = c.till_id
  WHERE c.attempt = $1 AND c.method = 'cash'`;

type Row = { amount: string; received: string; change: string; ticket: number; branch: string; terminal: string; concept: string | null; at: Date | string };

/** The cash sale named `cash_{attempt}` (the payments list's and the receipt's id), or null when there is none. */
export async function readCashSale(db: Database, id: string): Promise<CashSaleView | null> {
  if (!id.startsWith(CASH_ID_PREFIX)) return null;
  const [row] = await db.query<Row>(SALE, [id.slice(CASH_ID_PREFIX.length)]);
  if (!row) return null;
  return { id, amount: row.amount, received: row.received, change: row.change, ticket: ticketNumber(row.ticket), branch: row.branch, terminal: row.terminal, concept: row.concept, at: new Date(row.at).toISOString() };
}
