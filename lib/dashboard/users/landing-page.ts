/**
 * Where a user lands after signing in (without a page to go back to) and from `/`: a cashier at
 * the till, where their day is spent; owners and support on the payments, which they read and
 * search. A role this version does not know goes to the payments, whose page checks it.
 */
export function landingPage(role: string): "/checkout" | "/intents" {
  return role === "cashier" ? "/checkout" : "/intents";
}
