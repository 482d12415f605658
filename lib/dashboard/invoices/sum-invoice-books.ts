import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { SALES_IN_SCOPE } from "../intents/sales-sql";
import { groupParams } from "../reports/report-sql";
import { moneyOf } from "../../contract/ticket-lines";

/** The period's sales (the amount less the tip) by the CFDI holding each: $1-$4 the scope, $5-$9 the groups. */
const BY_HOLDER = statement<{ bucket: string; count: number; cents: string }>(
  "dash_invoice_books",
  `SELECT COALESCE(i.kind, 'pending') AS bucket, count(*)::int AS count, (sum(sales.amount - sales.tip) * 100)::bigint::text AS cents
   FROM ${SALES_IN_SCOPE} AS sales
   LEFT JOIN dashboard_invoice_sale s ON s.sale = sales.id AND s.active
   LEFT JOIN dashboard_invoice i ON i.id = s.invoice_id
   WHERE sales.grp = 'authorized' AND sales.amount - sales.tip > 0
   GROUP BY 1`,
);

/** The notes of credit issued for the period's sales ($1, $2 the range of the sale's day, through its holder). */
const CREDITS = statement<{ count: number; cents: string | null }>(
  "dash_invoice_books_credits",
  `SELECT count(*)::int AS count, (sum(c.total) * 100)::bigint::text AS cents
   FROM dashboard_invoice c JOIN dashboard_invoice_sale s ON s.invoice_id = c.related_id AND s.sale = c.sale
   WHERE c.kind = 'credit' AND c.status IN ('issued', 'canceling') AND s.paid_at >= $1::timestamptz AND s.paid_at < $2::timestamptz`,
);

export type InvoiceBooks = {
  /** what was sold in the period (paid sales, tips left out) */
  sales: { count: number; amount: string };
  /** in a factura of their own, in a factura global, in none yet */
  invoiced: { count: number; amount: string };
  global: { count: number; amount: string };
  pending: { count: number; amount: string };
  /** notes of credit of the period's invoiced sales */
  credited: { count: number; amount: string };
};

/**
 * The facturas' books of a period and branch: the sales, and the same money by where it is
 * invoiced (its own factura, a global, none yet), each sale counted once by the CFDI that holds it
 * now. invoiced + global + pending = sales, to the cent, for any period (each sale is in one bucket:
 * the active holder is unique, migration *_invoices).
 */
export async function sumInvoiceBooks(store: Store, scope: { start: Date; end: Date; branch: string | null }): Promise<InvoiceBooks> {
  const rows = await store.sql(BY_HOLDER, [scope.start, scope.end, scope.branch, null, ...groupParams()]);
  const bucket = (name: string) => {
    const row = rows.find((r) => r.bucket === name);
    return { count: row?.count ?? 0, cents: BigInt(row?.cents ?? "0") };
  };
  const parts = { invoiced: bucket("ticket"), global: bucket("global"), pending: bucket("pending") };
  const [credits] = await store.sql(CREDITS, [scope.start, scope.end]);
  const out = (p: { count: number; cents: bigint }) => ({ count: p.count, amount: moneyOf(p.cents) });
  return {
    sales: out({ count: parts.invoiced.count + parts.global.count + parts.pending.count, cents: parts.invoiced.cents + parts.global.cents + parts.pending.cents }),
    invoiced: out(parts.invoiced),
    global: out(parts.global),
    pending: out(parts.pending),
    credited: { count: credits?.count ?? 0, amount: moneyOf(BigInt(credits?.cents ?? "0")) },
  };
}
