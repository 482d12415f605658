import { CASH_ID_PREFIX, CASH_PAID, CASH_PAYMENT } from "../cash-sale";
import { groupCase } from "../reports/report-sql";

/**
 * What a sale of the shop is, in SQL: the one definition every screen that shows the day's money
 * counts from (the overview, the cash-up, the tips and cash figures), so "Cobrado" is the same
 * number everywhere by construction.
 *
 * A sale is either a payment of the service (the dashboard's copy, `dashboard_intent`, with the tip
 * the till charged inside its amount when a till charged it) or a till's cash sale
 * (`dashboard_till_charge`, method cash: it never reaches the service, it is paid when recorded).
 * The tenders a sale can have are the service's payment types and `cash`.
 *
 * Parameters of both statements: $1 start, $2 end (the range [start, end)), $3 branch and $4
 * terminal (null: any); SALES_IN_SCOPE also $5-$9, the status groups' parameters (groupParams).
 */

/** A cash sale's identifier text as the list and the receipts name it (cash_ and its attempt). */
const CASH_ID = `'${CASH_ID_PREFIX}' || c.attempt`;

/**
 * Every sale created in the range, of the branch and terminal: columns id, payment, status, reason,
 * amount (what the customer paid, tip included), tip, branch, terminal, at (when it counts: its
 * creation at the service, or the cash sale's time), grp (its display group; a cash sale is
 * authorized: paid), cashier (who charged it at a till; null for a payment made elsewhere), items
 * (its ticket's lines, JSON: the copy's for a payment, or the till's when the copy has none yet; the
 * cash sale's own; null or [] for an amount typed without lines).
 */
export const SALES_IN_SCOPE = `(
  SELECT i.id, i.payment, i.status, i.reason, i.amount, COALESCE(c.tip, 0.00) AS tip, i.branch, i.terminal,
    COALESCE(i.created_at, i.first_seen_at) AS at, ${groupCase(5)} AS grp, c.cashier, COALESCE(i.items, c.items) AS items
  FROM dashboard_intent i LEFT JOIN dashboard_till_charge c ON c.intent_id = i.id
  WHERE COALESCE(i.created_at, i.first_seen_at) >= $1::timestamptz AND COALESCE(i.created_at, i.first_seen_at) < $2::timestamptz
    AND ($3::text IS NULL OR i.branch = $3::text) AND ($4::text IS NULL OR i.terminal = $4::text)
  UNION ALL
  SELECT ${CASH_ID}, '${CASH_PAYMENT}', '${CASH_PAID}', NULL, c.amount, c.tip, t.branch, t.terminal, c.created_at, 'authorized', c.cashier, c.items
  FROM dashboard_till_charge c JOIN dashboard_till t ON t.id = c.till_id
  WHERE c.method = '${CASH_PAYMENT}' AND c.created_at >= $1::timestamptz AND c.created_at < $2::timestamptz
    AND ($3::text IS NULL OR t.branch = $3::text) AND ($4::text IS NULL OR t.terminal = $4::text)
)`;

/**
 * Every refund that gave money back in the range (a refund counts on the day it was made, whichever
 * day its sale was), of sales of the branch and terminal: the service's refunds that succeeded and
 * the cash given back from a drawer. Columns: sale (its sale's id), payment (the sale's tender),
 * amount, branch, terminal, at, refund (the refund's id: the service's rf_…, or the cash refund's
 * cr_…; what dashboard_refund_line names) and items (its sale's ticket lines, as in SALES_IN_SCOPE).
 */
export const REFUNDS_IN_SCOPE = `(
  SELECT r.intent_id AS sale, i.payment, r.amount, i.branch, i.terminal, r.created_at AS at, r.id AS refund, i.items
  FROM dashboard_refund r JOIN dashboard_intent i ON i.id = r.intent_id
  WHERE r.status = 'refund_succeeded' AND r.created_at >= $1::timestamptz AND r.created_at < $2::timestamptz
    AND ($3::text IS NULL OR i.branch = $3::text) AND ($4::text IS NULL OR i.terminal = $4::text)
  UNION ALL
  SELECT ${CASH_ID}, '${CASH_PAYMENT}', cr.amount, t.branch, t.terminal, cr.created_at, cr.id, c.items
  FROM dashboard_cash_refund cr JOIN dashboard_till_charge c ON c.attempt = cr.sale_attempt JOIN dashboard_till t ON t.id = c.till_id
  WHERE cr.created_at >= $1::timestamptz AND cr.created_at < $2::timestamptz
    AND ($3::text IS NULL OR t.branch = $3::text) AND ($4::text IS NULL OR t.terminal = $4::text)
)`;
