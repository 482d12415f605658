import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { CASH_ID_PREFIX } from "../cash-sale";
import { ticketNumber } from "./till-schemas";

/** A cash refund as the sale's page and receipts show it. */
export type CashRefundView = { id: string; amount: string; reason: string; note: string | null; by: string; at: string };

/** A till's cash sale as its receipt and its page show it (amounts as exact decimal strings). */
export type CashSaleView = {
  id: string;
  /** what the customer paid, tip included */
  amount: string;
  tip: string;
  received: string;
  change: string;
  /** what its cash refunds gave back */
  refunded: string;
  ticket: string;
  branch: string;
  terminal: string;
  tillId: string;
  concept: string | null;
  /** who took it (the cashier's email) */
  cashier: string | null;
  /** the drawer the money went into */
  drawerId: string | null;
  at: string;
  /** its refunds, oldest first */
  refunds: CashRefundView[];
  /** the ticket's lines (lib/contract/ticket-lines.ts), null for an amount keyed in */
  items: Array<Record<string, unknown>> | null;
};

type Row = Omit<CashSaleView, "id" | "ticket" | "at" | "refunds"> & { ticket: number; series: string; at: Date | string };

/** The cash sale with its till ($1 its attempt). */
const SALE = statement<Row>(
  "dash_cash_sale_read",
  `SELECT c.amount::text AS amount, c.tip::text AS tip, c.cash_received::text AS received, (c.cash_received - c.amount)::text AS change,
    c.refunded::text AS refunded, c.ticket, t.series, t.branch, t.terminal, t.id AS "tillId", c.concept, c.cashier, c.drawer_id AS "drawerId", c.created_at AS at, c.items
  FROM dashboard_till_charge c JOIN dashboard_till t ON t.id = c.till_id
  WHERE c.attempt = $1 AND c.method = 'cash'`,
);

/** The sale's cash refunds, oldest first ($1 its attempt). */
const REFUNDS = statement<Omit<CashRefundView, "at"> & { at: Date | string }>(
  "dash_cash_sale_refunds",
  `SELECT id, amount::text AS amount, reason, note, by, created_at AS at FROM dashboard_cash_refund WHERE sale_attempt = $1 ORDER BY created_at, id`,
);

/** The cash sale named `cash_{attempt}` (the payments list's and the receipt's id), or null when there is none. */
export async function readCashSale(store: Store, id: string): Promise<CashSaleView | null> {
  if (!id.startsWith(CASH_ID_PREFIX)) return null;
  const attempt = id.slice(CASH_ID_PREFIX.length);
  const [row] = await store.sql(SALE, [attempt]);
  if (!row) return null;
  const refunds = await store.sql(REFUNDS, [attempt]);
  const { series, ...sale } = row;
  return {
    ...sale,
    id,
    ticket: ticketNumber(series, row.ticket),
    at: new Date(row.at).toISOString(),
    refunds: refunds.map((refund) => ({ ...refund, at: new Date(refund.at).toISOString() })),
  };
}
