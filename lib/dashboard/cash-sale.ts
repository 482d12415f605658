/**
 * A cash sale as the payments list, its filters and its CSV show it beside the service's payments
 * (zod-free: the list's filter form and badge run in the browser). Cash never reaches the payment
 * service: these are the dashboard's names, not the API's, and no API status or type is spelt so.
 */

/** The payment type a cash sale is listed under (`payment=cash` in the list's filters and the CSV). */
export const CASH_PAYMENT = "cash";

/** A cash sale's status in the list and the CSV: paid at the till, in the "authorized" group. */
export const CASH_PAID = "cash_paid";

/** A cash sale's id in the list and the CSV: `cash_` and its till attempt (the service's ids start cp_, qp_, ec_). */
export const CASH_ID_PREFIX = "cash_";

/** A cash sale's whole id: cash_ and its till attempt (a UUID, as the till makes one). */
export const CASH_SALE_ID = /^cash_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isCashPaid = (status: string) => status === CASH_PAID;

/** A row of the payments list is a till's cash sale, not a payment of the service. */
export const isCashRow = (row: { payment: string | null }) => row.payment === CASH_PAYMENT;

/** The ways a sale of the shop is paid: the service's payment types, then cash (the reports' "by payment type" order). */
export const SALE_TYPES = ["card_present", "qr_present", "ec_remote", CASH_PAYMENT] as const;
export type SaleType = (typeof SALE_TYPES)[number];
