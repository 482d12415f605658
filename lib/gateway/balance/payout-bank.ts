/**
 * How a payout reaches the merchant's bank: an adapter with one operation, the transfer. The
 * sandbox's simulated bank is the only implementation today: a real SPEI participant's API goes
 * behind the same interface. Live mode has none yet, so it never claims a transfer it did not make:
 * its payouts stay pending (heldBank) for an operator, as docs/payouts.md says.
 */

/** What the bank said of a transfer: paid (credited), pending (it will say later), or failed and why. */
export type TransferOutcome = { status: "paid" } | { status: "pending" } | { status: "failed"; failure: string };

export type Transfer = { payout: string; amount: string; clabe: string; trackingKey: string; holderName: string };

export type PayoutBank = { name: string; transfer(transfer: Transfer): Promise<TransferOutcome> };

/**
 * The sandbox's test accounts, by the CLABE's 11-digit account number (any bank and city, with a
 * valid check digit), as test cards are by number: ending the account in 00000000002 fails
 * (`account_closed`), in 00000000003 stays pending until POST /sandbox/payouts/{payout}/settle says;
 * any other account is paid at once.
 */
export const SANDBOX_FAILING_ACCOUNT = "00000000002";
export const SANDBOX_PENDING_ACCOUNT = "00000000003";

export const sandboxBank: PayoutBank = {
  name: "sandbox",
  async transfer({ clabe }) {
    const account = clabe.slice(6, 17);
    if (account === SANDBOX_FAILING_ACCOUNT) return { status: "failed", failure: "account_closed" };
    if (account === SANDBOX_PENDING_ACCOUNT) return { status: "pending" };
    return { status: "paid" };
  },
};

/** Live mode until a real bank adapter exists: every transfer stays pending (nothing is marked paid that was not sent). */
export const heldBank: PayoutBank = {
  name: "held",
  async transfer() {
    return { status: "pending" };
  },
};
