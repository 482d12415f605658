import type { DisplayGroup } from "../../contract/statuses";
import { SALE_TYPES, type SaleType } from "../cash-sale";
import type { CashUp, CashUpRow } from "./get-cash-up";
import { paymentsListHref, type PaymentsSelection } from "./report-links";

/** A figure of a cash-up row: every payment, a status group, or the money collected one way (cash included). */
export type CashUpFigure = "payments" | DisplayGroup | SaleType;

const isPaymentType = (figure: CashUpFigure): figure is SaleType => (SALE_TYPES as readonly string[]).includes(figure);

/**
 * The payments list (`/intents?…`) showing exactly the payments behind a figure of a row: the
 * day's range, the row's branch and terminal (or those the cash-up was narrowed to), and the
 * figure's status group and payment type. Null for a row of payments whose branch is not known
 * yet (the list cannot select "no branch").
 */
export function paymentsBehind(cashUp: Pick<CashUp, "day" | "branch" | "terminal">, row: Pick<CashUpRow, "level" | "branch" | "terminal">, figure: CashUpFigure): string | null {
  if (row.level !== "total" && (row.branch === null || (row.level === "till" && row.terminal === null))) return null;
  const selection: PaymentsSelection = { from: cashUp.day, to: cashUp.day };
  const branch = row.branch ?? cashUp.branch;
  const terminal = row.terminal ?? cashUp.terminal;
  if (branch) selection.branch = branch;
  if (terminal) selection.terminal = terminal;
  if (isPaymentType(figure)) Object.assign(selection, { group: "authorized", payment: figure });
  else if (figure !== "payments") selection.group = figure;
  return paymentsListHref(selection);
}
