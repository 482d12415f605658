/** The sandbox's test cards a tablet or the new-payment form can "tap", by what they do (labels: `newPayment.tap.*`). */
export const TAP_TEST_CARDS = [
  ["4242424242424242", "approves"],
  ["4000000000000002", "declines"],
  ["4000000000009995", "noFunds"],
] as const;
