import type { Database } from "../../db/client";
import { centsToMoney, moneyToCents } from "../../contract/money";
import { statusesIn } from "../../contract/statuses";

/** How many, and their amounts added up (an exact decimal, e.g. "1234.50"). */
type Figure = { count: number; amount: string };

/** What the till adds to the service's figures: cash sales (the dashboard's books only) and tips. */
export type TillExtras = {
  /** cash sales in the range, tips included */
  cash: Figure;
  /** tips on paid sales: cash, and QR or card charges whose intent is authorized; `count` sales with a tip */
  tips: Figure & { cash: string; service: string };
};

/**
 * Cash sales and tips of [$1, $2) at branch $3 and terminal $4 (null: any), by the sale's time.
 * $5: the authorized statuses. Exact sums (numeric), never floats.
 */
const EXTRAS = `WITH sales AS (
  SELECT c.method, c.amount, c.tip, i.status
  FROM dashboard_till_charge c
  JOIN dashboard_till t ON t.id = c.till_id
  LEFT JOIN dashboard_intent i ON i.id = c.intent_id
  WHERE c.created_at >= $1::timestamptz AND c.created_at < $2::timestamptz
    AND ($3::text IS NULL OR t.branch = $3::text) AND ($4::text IS NULL OR t.terminal = $4::text)
), paid AS (
  SELECT * FROM sales WHERE method = 'cash' OR status = ANY($5::text[])
)
SELECT
  (SELECT count(*) FROM paid WHERE method = 'cash')::int AS cash_count,
  (SELECT COALESCE(sum(amount), 0.00) FROM paid WHERE method = 'cash')::text AS cash_amount,
  (SELECT count(*) FROM paid WHERE tip > 0)::int AS tip_count,
  (SELECT COALESCE(sum(tip), 0.00) FROM paid)::text AS tip_amount,
  (SELECT COALESCE(sum(tip), 0.00) FROM paid WHERE method = 'cash')::text AS tip_cash,
  (SELECT COALESCE(sum(tip), 0.00) FROM paid WHERE method <> 'cash')::text AS tip_service`;

type Row = { cash_count: number; cash_amount: string; tip_count: number; tip_amount: string; tip_cash: string; tip_service: string };

const money = (value: string) => centsToMoney(moneyToCents(value));

/** The cash sales and the tips of a range (a day of the cash-up, the overview's range), optionally of one branch or till. */
export async function getTillExtras(db: Database, scope: { start: Date; end: Date; branch?: string; terminal?: string }): Promise<TillExtras> {
  const [row] = await db.query<Row>(EXTRAS, [scope.start.toISOString(), scope.end.toISOString(), scope.branch ?? null, scope.terminal ?? null, statusesIn("authorized")]);
  return {
    cash: { count: row!.cash_count, amount: money(row!.cash_amount) },
    tips: { count: row!.tip_count, amount: money(row!.tip_amount), cash: money(row!.tip_cash), service: money(row!.tip_service) },
  };
}
