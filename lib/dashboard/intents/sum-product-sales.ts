import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { groupParams } from "../reports/report-sql";
import { REFUNDS_IN_SCOPE, SALES_IN_SCOPE } from "./sales-sql";

/**
 * A stored line that can be valued, in SQL: the rule of ./sale-line-schema.ts (valueSaleLine), so a
 * line counts here exactly when the refund forms can value it. `item` is the line's JSON.
 */
const VALID_LINE = (item: string) => `jsonb_typeof(${item}) = 'object'
    AND (${item}->>'price') ~ '^\\d{1,10}(\\.\\d{1,4})?$'
    AND (${item}->>'qty' IS NULL OR (jsonb_typeof(${item}->'qty') = 'number' AND (${item}->>'qty') ~ '^[1-9]\\d{0,8}$'))
    AND (${item}->>'quantity' IS NULL OR ((${item}->>'quantity') ~ '^\\d{1,7}(\\.\\d{1,3})?$' AND (${item}->>'quantity')::numeric > 0))
    AND (${item}->>'discount' IS NULL OR (${item}->>'discount') ~ '^\\d{1,10}(\\.\\d{1,2})?$')`;

/** A line's product (its sku, else its description) and IVA rate ('unknown': none declared, an older ticket), from its JSON `item`. */
const NAMED = (item: string) => `CASE WHEN jsonb_typeof(${item}->'sku') IN ('string', 'number') THEN NULLIF(${item}->>'sku', '') END AS sku,
    CASE WHEN jsonb_typeof(${item}->'description') IN ('string', 'number') THEN NULLIF(${item}->>'description', '') END AS description,
    CASE WHEN ${item}->>'iva' IN ('16', '8', '0', 'exempt') THEN ${item}->>'iva' ELSE 'unknown' END AS rate`;

const PRODUCT = "COALESCE('sku:' || sku, 'desc:' || COALESCE(description, ''))";

/**
 * The range's paid sales' lines by product and rate. A line's quantity is its `quantity` (kg, three
 * decimals), else its `qty`, else 1, and its total is computed as lineTotalCents does
 * (lib/contract/ticket-lines.ts): price × quantity (both exact numerics) rounded to the cent, half
 * up (PostgreSQL's round of a numeric rounds half away from zero: the same on amounts that are never
 * negative), less its discount. Parameters: $1-$4 the scope, $5-$9 the groups (SALES_IN_SCOPE).
 */
const SOLD = statement<ProductFigureRow>(
  "dash_product_sales_sold",
  `WITH lines AS (
  SELECT sales.id AS sale, e.item
  FROM ${SALES_IN_SCOPE} AS sales
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(sales.items) = 'array' THEN sales.items ELSE '[]'::jsonb END) WITH ORDINALITY AS e(item, n)
  WHERE sales.grp = 'authorized'
), valued AS (
  SELECT sale, ${NAMED("item")},
    (item->>'price')::numeric AS price,
    COALESCE((item->>'quantity')::numeric, (item->>'qty')::numeric, 1) AS quantity,
    COALESCE((item->>'discount')::numeric, 0) AS discount
  FROM lines
  WHERE ${VALID_LINE("item")}
)
SELECT ${PRODUCT} AS product, max(sku) AS sku, max(description) AS description, rate,
  count(*)::int AS count, sum(quantity)::text AS units, sum(round(price * quantity, 2) - discount)::text AS amount
FROM valued
GROUP BY 1, rate`,
);

/**
 * The range's refunds by line, by product and rate: the lines (dashboard_refund_line) of the refunds
 * REFUNDS_IN_SCOPE counts (the service's that succeeded and the cash ones, each on the day it was
 * made), each named by its sale's line. Parameters: $1-$4 the scope.
 */
const REFUNDED = statement<ProductFigureRow>(
  "dash_product_sales_refunded",
  `WITH lines AS (
  SELECT refunds.refund, rl.quantity, rl.amount, refunds.items -> rl.line AS item
  FROM ${REFUNDS_IN_SCOPE} AS refunds JOIN dashboard_refund_line rl ON rl.refund_id = refunds.refund
), named AS (
  SELECT refund, quantity, amount, ${NAMED("item")} FROM lines
)
SELECT ${PRODUCT} AS product, max(sku) AS sku, max(description) AS description, rate,
  count(*)::int AS count, sum(quantity)::text AS units, sum(amount)::text AS amount
FROM named
GROUP BY 1, rate`,
);

/**
 * A product's figures at one rate: `product` its key (`sku:…`, or `desc:…` for a line without a
 * sku), its sku and description (a line's, the greatest when they differ), the rate, how many ticket
 * lines (or refund lines) had it (lines, not sales: counting distinct sales doubled the statement's
 * time), the units (three decimals) and the money (IVA included: the lines' totals, or what the
 * refunds gave back).
 */
export type ProductFigureRow = { product: string; sku: string | null; description: string | null; rate: string; count: number; units: string; amount: string };

/**
 * The sales by product of a range (lib/dashboard/reports/get-product-sales.ts), summed by the
 * database: the lines of the range's paid sales (SALES_IN_SCOPE: the service's payments in the
 * authorized group and the till's cash sales) expanded from their tickets and grouped by product and
 * IVA rate (`sold`), and the refunds by line made in the range, grouped the same (`refunded`). Only
 * the groups leave the database, never the tickets. `scope`: the range [start, end), a branch and a
 * terminal (null: any).
 */
export async function sumProductSales(
  store: Store,
  scope: { start: Date; end: Date; branch: string | null; terminal: string | null },
): Promise<{ sold: ProductFigureRow[]; refunded: ProductFigureRow[] }> {
  const params = [scope.start.toISOString(), scope.end.toISOString(), scope.branch, scope.terminal];
  const [sold, refunded] = await Promise.all([store.sql(SOLD, [...params, ...groupParams()]), store.sql(REFUNDED, params)]);
  return { sold, refunded };
}
