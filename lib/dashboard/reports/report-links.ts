import { isStatus, STATUS_TABLE, type DisplayGroup } from "../../contract/statuses";
import { CASH_PAID, CASH_PAYMENT } from "../cash-sale";

/** What a figure of a report counts, as the payments list filters it. */
export type PaymentsSelection = { from: string; to: string; group?: DisplayGroup; status?: string; payment?: string; branch?: string; terminal?: string };

const ORDER = ["group", "status", "payment", "branch", "terminal", "from", "to"] as const;

/**
 * The payments list (`/intents?…`) showing exactly the payments a figure counts, its parameters in
 * a fixed order. The reports count every sale of the shop, cash included (a cash sale is in the
 * Authorized group, typed `cash`), as the list lists them.
 */
export function paymentsListHref(selection: PaymentsSelection): string {
  return `/intents?${new URLSearchParams(ORDER.flatMap((key) => (selection[key] ? [[key, selection[key]]] : [])))}`;
}

/**
 * The list of exactly the payments of one of the API's statuses within a group. A status in
 * progress is its own filter; a final one is its group and its family's payment type (each family
 * has one authorized, one failed and one expired status), which also keeps an expired status's
 * canceled payments apart from its expired ones. Null for a status this version does not know.
 */
export function paymentsWithStatusHref(selection: PaymentsSelection & { group: DisplayGroup; status: string }): string | null {
  const { status, group, ...rest } = selection;
  if (status === CASH_PAID) return paymentsListHref({ ...rest, payment: CASH_PAYMENT });
  if (!isStatus(status)) return null;
  if (group === "in_progress") return paymentsListHref({ ...rest, status });
  return paymentsListHref({ ...rest, group, payment: STATUS_TABLE[status].payment });
}
