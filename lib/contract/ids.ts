import { z } from "zod";
import type { PaymentType } from "./statuses";

/**
 * Identifiers of the API. Intent ids are a payment-type prefix and base62 randomness: we issue 22
 * characters and accept 16 to 64 (room for ids minted elsewhere); event ids likewise.
 */
export const ID_PREFIX: Record<PaymentType, string> = { card_present: "cp_", qr_present: "qp_", ec_remote: "ec_" };

export const INTENT_ID = /^(cp|qp|ec)_[0-9A-Za-z]{16,64}$/;
export const EVENT_ID = /^evt_[0-9A-Za-z]{16,64}$/;
export const REFUND_ID = /^rf_[0-9A-Za-z]{16,64}$/;
export const WEBHOOK_ENDPOINT_ID = /^we_[0-9A-Za-z]{16,64}$/;
export const PAYOUT_ID = /^po_[0-9A-Za-z]{16,64}$/;
/** What the dashboard's search treats as the start of an intent id. */
export const INTENT_ID_PREFIX = /^(cp|qp|ec)_[0-9A-Za-z]*$/;

export const intentIdSchema = z.string().regex(INTENT_ID, "must be an intent identifier");
export const eventIdSchema = z.string().regex(EVENT_ID, "must be an event identifier");

export function isIntentId(value: string): boolean {
  return INTENT_ID.test(value);
}

export function isEventId(value: string): boolean {
  return EVENT_ID.test(value);
}
