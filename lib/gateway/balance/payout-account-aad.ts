/** What binds a sealed CLABE to its merchant: copied to another merchant's row, it no longer opens. */
export function payoutAccountAad(merchantId: string): string {
  return `payout_account:${merchantId}`;
}
