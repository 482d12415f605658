import type { Store } from "../../db/store";
import { CASH_PAID } from "../cash-sale";
import { LIVE_CHANNEL, type LiveChange } from "../live-bus";

/**
 * Tells the live pages (every instance: a NOTIFY, delivered when the caller's transaction commits,
 * never for one rolled back) that a cash sale was recorded or a drawer opened, moved cash or closed:
 * the payments list, the reports and the corte read their figures again, on every tablet.
 */
export async function announceCashChange(store: Store, what: { sale: string } | { drawer: string }): Promise<void> {
  const change: LiveChange =
    "sale" in what ? { intent: what.sale, status: CASH_PAID, code: 0, seq: 0, filled: true, cash: true } : { intent: what.drawer, status: "drawer", code: 0, seq: 0, cash: true };
  await store.notify(LIVE_CHANNEL, JSON.stringify(change));
}
