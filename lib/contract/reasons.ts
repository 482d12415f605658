/**
 * What the reasons an intent fails or expires with mean to people (the API sends them as
 * snake_case in `reason` and `X-Status-Reason` / `caja-status-reason`). A reason this version does
 * not know is shown as a sentence made of its words, never as a bare code.
 */
export const REASON_TEXTS: Record<string, string> = {
  canceled: "Canceled before the customer paid",
  expired: "The customer did not pay in time",
  sandbox_expired: "The customer did not pay in time",
  declined_by_customer: "The customer declined the payment",
  sandbox_declined: "The bank declined the payment",
  insufficient_funds: "Insufficient funds",
  card_declined: "The card was declined",
  expired_card: "The card has expired",
  incorrect_nip: "Wrong PIN",
  issuer_timeout: "The bank did not answer in time",
  unknown_test_card: "Unknown test card",
};
