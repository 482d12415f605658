/**
 * The refund vocabulary of the API, as plain constants (no zod): the request schemas build on them
 * (requests.ts), and the browser's refund form and list read them without loading zod (whose eval
 * probe a strict content security policy reports).
 */
export const REFUND_REASONS = ["requested_by_customer", "duplicate", "fraudulent", "other"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_STATUSES = ["refund_pending", "refund_succeeded", "refund_failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
