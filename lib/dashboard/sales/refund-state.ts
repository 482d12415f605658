// zod-free: the payments list's badge and filter form run in the browser.
import { moneyToCents } from "../../contract/money";

/**
 * How much of a sale was given back, as the dashboard shows it beside (never instead of) the API's
 * status: `full` once its refunds that succeeded add up to its amount, `partial` while they are
 * less, none without one. The API's status names stay the spec's (an intent stays `qr_authorized`).
 */
export const REFUND_STATES = ["full", "partial"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export function refundStateOf(amount: string | null, refunded: string | null | undefined): RefundState | null {
  if (!amount || !refunded) return null;
  const given = moneyToCents(refunded);
  if (given <= 0) return null;
  return given >= moneyToCents(amount) ? "full" : "partial";
}
