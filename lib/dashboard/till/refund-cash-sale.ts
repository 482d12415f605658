import { centsToMoney, moneyToCents } from "../../contract/money";
import type { RefundReason } from "../../contract/requests";
import type { RefundRecord } from "../../contract/responses";
import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { CASH_ID_PREFIX } from "../cash-sale";
import { announceCashChange } from "../drawer/announce-cash-change";
import { lockOpenDrawer } from "../drawer/lock-open-drawer";
import { summarizeDrawer } from "../drawer/summarize-drawer";

/** A cash refund's id: cr_ and 22 random characters. */
export const CASH_REFUND_ID = /^cr_[0-9A-Za-z]{22}$/;

export type CashRefundInput = {
  /** the sale as the list and its receipt name it: cash_ and its till attempt */
  sale: string;
  /** cents; absent: what remains of the sale */
  amount?: number;
  reason: RefundReason;
  note?: string;
  /** the refund form's attempt: the same form sent twice gives back once */
  attempt: string;
  /** a refund by line: the lines it gives back, for the audit trail (the caller keeps them: dashboard_refund_line) */
  lines?: Array<{ line: number; quantity: string; amount: string }>;
};

type SaleRow = { attempt: string; tillId: string; amount: string; refunded: string; ticket: number };

/** The cash sale, locked ($1 its attempt). */
const LOCK_SALE = statement<SaleRow>(
  "dash_cash_refund_lock_sale",
  `SELECT attempt, till_id AS "tillId", amount::text AS amount, refunded::text AS refunded, ticket
   FROM dashboard_till_charge WHERE attempt = $1 AND method = 'cash' FOR UPDATE`,
);

/** What the sale gave back raised by $2, never past what was paid ($1 its attempt): a row when it was. */
const RAISE_REFUNDED = statement<{ attempt: string }>(
  "dash_cash_refund_raise",
  `UPDATE dashboard_till_charge SET refunded = refunded + $2::numeric
   WHERE attempt = $1 AND refunded + $2::numeric <= amount RETURNING attempt`,
);

/**
 * Gives back all or part of a cash sale, in cash, from its till's open drawer: a movement of that
 * drawer (what it should hold goes down by the refund), recorded with the reason and who gave it,
 * in the audit trail too. The sale is locked first, then the drawer (the order a sale takes them in
 * too), and the sale's `refunded` is raised by a guarded UPDATE in the same transaction: two refunds
 * at once never give back more than was paid. Refused: a sale that is not cash (not_found), more
 * than remains (refund_exceeds_remaining, with what remains), no open drawer at the till
 * (drawer_not_open), more cash than the drawer should hold (drawer_cash_short). Idempotent per form
 * attempt. Answered in the shape of the service's refunds (a cash refund succeeds at once).
 */
export async function refundCashSale(store: Store, input: CashRefundInput, by: AuditBy): Promise<RefundRecord> {
  const attempt = input.sale.startsWith(CASH_ID_PREFIX) ? input.sale.slice(CASH_ID_PREFIX.length) : "";
  const id = await store.transaction(async (tx) => {
    const earlier = await tx.prisma.dashboardCashRefund.findUnique({ where: { attempt: input.attempt }, select: { id: true, saleAttempt: true } });
    if (earlier) {
      if (earlier.saleAttempt !== attempt) throw AppError.invalid([{ field: "attempt", message: "belongs to another refund" }]);
      return earlier.id;
    }
    const [sale] = await tx.sql(LOCK_SALE, [attempt]);
    if (!sale) throw new AppError("not_found");
    const remaining = moneyToCents(sale.amount) - moneyToCents(sale.refunded);
    const amount = input.amount ?? remaining;
    if (amount <= 0 || amount > remaining) throw new AppError("refund_exceeds_remaining", { remaining: centsToMoney(remaining) });
    const drawer = await lockOpenDrawer(tx, { tillId: sale.tillId });
    const { expected } = await summarizeDrawer(tx, drawer.id);
    if (amount > moneyToCents(expected)) throw new AppError("drawer_cash_short", { expected });
    const raised = (await tx.sql(RAISE_REFUNDED, [sale.attempt, centsToMoney(amount)])).length;
    if (raised !== 1) throw new AppError("refund_exceeds_remaining", { remaining: centsToMoney(remaining) });
    const refund = randomToken("cr_");
    await tx.prisma.dashboardCashRefund.create({
      data: { id: refund, saleAttempt: sale.attempt, drawerId: drawer.id, amount: centsToMoney(amount), reason: input.reason, note: input.note || null, by: by.actor.email ?? "?", userId: by.actor.id, attempt: input.attempt },
    });
    await recordAudit(tx, {
      ...by,
      action: "cash.refunded",
      target: input.sale,
      details: { refund, amount: centsToMoney(amount), reason: input.reason, ...(input.note ? { note: input.note } : {}), drawer: drawer.id, ...(input.lines ? { lines: input.lines.map(({ line, quantity, amount }) => ({ line, quantity, amount })) } : {}) },
    });
    await announceCashChange(tx, { sale: input.sale });
    await announceCashChange(tx, { drawer: drawer.id });
    return refund;
  });
  return readCashRefund(store, id);
}

/** A cash refund in the shape of the service's refund records (amounts in pesos). */
async function readCashRefund(store: Store, id: string): Promise<RefundRecord> {
  const refund = await store.prisma.dashboardCashRefund.findUniqueOrThrow({ where: { id }, include: { sale: { select: { amount: true, refunded: true } } } });
  const at = refund.createdAt.toISOString();
  return {
    refund: refund.id,
    intent: `${CASH_ID_PREFIX}${refund.saleAttempt}`,
    amount: Number(refund.amount),
    status: "refund_succeeded",
    reason: refund.reason as RefundReason,
    failure: null,
    refunded: Number(refund.sale.refunded),
    remaining: Number(refund.sale.amount.minus(refund.sale.refunded)),
    note: refund.note,
    created: at,
    updated: at,
  };
}
