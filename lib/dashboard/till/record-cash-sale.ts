import { centsToMoney, moneyToCents } from "../../contract/money";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { CASH_ID_PREFIX } from "../cash-sale";
import { announceCashChange } from "../drawer/announce-cash-change";
import { lockOpenDrawer } from "../drawer/lock-open-drawer";
import { buildTicket } from "./build-ticket";
import { discountsGiven, type Discount } from "./price-ticket";
import { takeTicket } from "./take-ticket";
import { ticketNumber, type TillLineInput } from "./till-schemas";

/** `id`: the sale as the payments list and its receipt name it (cash_ and its attempt). */
export type CashSale = { id: string; ticket: string; tillId: string; amount: string; tip: string; received: string; change: string; concept: string | null; at: string };

/**
 * A cash sale at a till: the next ticket from the same counter as its QR and card charges, into
 * the till's open drawer (none open: drawer_not_open), with what the customer handed over and the
 * change. It never reaches the payment service: it lives in the dashboard's books only, typed
 * `cash`. Idempotent per attempt, like a charge: a retried sale keeps its ticket and is counted once.
 * Amounts in cents; `amount` includes the tip.
 */
export async function recordCashSale(
  store: Store,
  input: { tillId: string; attempt: string; amount: number; tip: number; received: number; concept: string | null; lines?: TillLineInput[]; discount?: Discount },
  by: AuditBy,
  options: { canDiscount: boolean } = { canDiscount: false },
): Promise<CashSale> {
  if (input.received < input.amount) throw AppError.invalid([{ field: "received", message: "till.cash.receivedShort" }]);
  if (input.tip >= input.amount) throw AppError.invalid([{ field: "tip", message: "till.tip.invalid" }]);
  // a cash sale's lines live only here: priced from the catalogue like a charge's; a retried attempt
  // answers the sale it recorded, whatever the catalogue says now (its lines are kept with it)
  const recorded = await store.prisma.dashboardTillCharge.findUnique({ where: { attempt: input.attempt }, select: { attempt: true } });
  const priced = recorded ? null : await buildTicket(store, { amount: centsToMoney(input.amount - input.tip), lines: input.lines, discount: input.discount }, options);
  const given = priced && input.lines ? discountsGiven(priced, input.lines, input.discount) : null;
  const discountDetails = given ? { discount: given.amount, reasons: given.reasons.join(", ") } : {};
  const taken = await store.transaction(async (tx) => {
    // a retry of a sale already recorded answers that sale, even if its drawer has closed since
    const earlier = await tx.prisma.dashboardTillCharge.findUnique({ where: { attempt: input.attempt }, select: { attempt: true } });
    if (earlier) return takeTicket(tx, input, () => ({ amount: "0" }));
    const drawer = await lockOpenDrawer(tx, { tillId: input.tillId });
    const fields = { amount: centsToMoney(input.amount), tip: centsToMoney(input.tip), method: "cash", cashReceived: centsToMoney(input.received), drawerId: drawer.id, cashier: by.actor.email, concept: input.concept, ...(priced ? { items: priced.items } : {}) };
    const taken = await takeTicket(tx, input, () => fields);
    await recordAudit(tx, { ...by, action: "cash.sold", target: ticketNumber(taken.till.series, taken.ticket), details: { till: taken.till.id, drawer: drawer.id, amount: fields.amount, tip: fields.tip, received: fields.cashReceived, ...discountDetails } });
    await announceCashChange(tx, { sale: `${CASH_ID_PREFIX}${input.attempt}` });
    return taken;
  });
  const { sale } = taken;
  if (sale.method !== "cash") throw AppError.invalid([{ field: "attempt", message: "belongs to another sale" }]);
  return {
    id: `${CASH_ID_PREFIX}${sale.attempt}`,
    ticket: ticketNumber(taken.till.series, taken.ticket),
    tillId: taken.till.id,
    amount: centsToMoney(moneyToCents(sale.amount)),
    tip: centsToMoney(moneyToCents(sale.tip)),
    received: centsToMoney(moneyToCents(sale.cashReceived!)),
    change: centsToMoney(moneyToCents(sale.cashReceived!) - moneyToCents(sale.amount)),
    concept: sale.concept,
    at: sale.createdAt.toISOString(),
  };
}
