import type { RefundStatus } from "../../contract/requests";

/**
 * The sandbox's refund processor: a refund goes back at once, except two test amounts, by their
 * cents (as test cards decide card payments): .13 fails (refund_declined), .14 stays pending until
 * POST /sandbox/refunds/{refund}/settle moves it. There is no real processor yet: live mode uses the
 * same rules, as it uses the sandbox issuer for cards.
 */
export const REFUND_TEST_CENTS = { failing: "13", pending: "14" } as const;

export function decideSandboxRefund(amount: string): { status: RefundStatus; failure: string | null } {
  const cents = amount.slice(-2);
  if (cents === REFUND_TEST_CENTS.failing) return { status: "refund_failed", failure: "refund_declined" };
  if (cents === REFUND_TEST_CENTS.pending) return { status: "refund_pending", failure: null };
  return { status: "refund_succeeded", failure: null };
}
