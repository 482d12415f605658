/**
 * The sandbox issuer: decides card_present authorizations by test card number, so demos and tests
 * run with no bank. Every number passes the Luhn check.
 */
export type IssuerDecision =
  | { outcome: "approved" }
  | { outcome: "declined"; reason: string }
  | { outcome: "timeout"; reason: "issuer_timeout" };

export const TEST_CARDS: Record<string, { decision: IssuerDecision; description: string }> = {
  "4242424242424242": { decision: { outcome: "approved" }, description: "approves" },
  "4000000000000002": { decision: { outcome: "declined", reason: "card_declined" }, description: "declines (generic decline)" },
  "4000000000009995": { decision: { outcome: "declined", reason: "insufficient_funds" }, description: "declines: insufficient funds" },
  "4000000000000069": { decision: { outcome: "declined", reason: "expired_card" }, description: "declines: expired card" },
  "4000000000000127": { decision: { outcome: "declined", reason: "incorrect_nip" }, description: "declines: incorrect nip" },
  "4000000000000119": { decision: { outcome: "timeout", reason: "issuer_timeout" }, description: "the issuer does not answer in time (after 1 s)" },
};

export const ISSUER_TIMEOUT_MS = 1000;

export async function authorizeWithSandboxIssuer(card: string): Promise<IssuerDecision> {
  const entry = TEST_CARDS[card];
  if (!entry) return { outcome: "declined", reason: "unknown_test_card" };
  if (entry.decision.outcome === "timeout") await new Promise((resolve) => setTimeout(resolve, ISSUER_TIMEOUT_MS));
  return entry.decision;
}
