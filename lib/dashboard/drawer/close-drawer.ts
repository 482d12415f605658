import { centsToMoney, moneyToCents } from "../../contract/money";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { announceCashChange } from "./announce-cash-change";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { countedCents, type DrawerCount } from "./denominations";
import { lockOpenDrawer } from "./lock-open-drawer";
import { summarizeDrawer, type DrawerSummary } from "./summarize-drawer";

export type CloseDrawerInput = {
  drawerId: string;
  /** pieces per denomination; ignored when `total` is given */
  count: DrawerCount;
  /** the total counted, typed instead of counting by denomination (cents) */
  total?: number;
  note: string | null;
  /** the cashier confirmed a close with nothing counted, or off by more than the threshold */
  confirmed: boolean;
};

/**
 * Closes a drawer with the cashier's count, by denomination or as a total typed: what it should
 * hold (`expected`) and what was counted are frozen, and the drawer takes nothing more (a later
 * correction is an owner's new entry). A close with nothing counted, or counted more than
 * `confirmDifference` cents off, is refused unless `confirmed` (drawer_close_unconfirmed, with the
 * figures, so the till can ask): a drawer locked at "MXN 200.00 short" by a tap is not undone. The
 * update names the open state in its `where`, after the row lock: a second close finds it closed
 * (drawer_not_open).
 */
export async function closeDrawer(store: Store, input: CloseDrawerInput, by: AuditBy, policy: { confirmDifference: number }): Promise<DrawerSummary> {
  const byTotal = input.total !== undefined;
  const count = byTotal ? {} : (Object.fromEntries(Object.entries(input.count).filter(([, pieces]) => (pieces ?? 0) > 0)) as DrawerCount);
  await store.transaction(async (tx) => {
    const drawer = await lockOpenDrawer(tx, { drawerId: input.drawerId });
    const { expected } = await summarizeDrawer(tx, drawer.id);
    const countedTotal = byTotal ? input.total! : countedCents(count);
    const counted = centsToMoney(countedTotal);
    const difference = countedTotal - moneyToCents(expected);
    const nothingCounted = !byTotal && Object.keys(count).length === 0;
    if (!input.confirmed && (nothingCounted || Math.abs(difference) > policy.confirmDifference)) {
      throw new AppError("drawer_close_unconfirmed", { expected, counted, difference: centsToMoney(difference), nothingCounted });
    }
    const { count: closed } = await tx.prisma.dashboardDrawer.updateMany({
      where: { id: drawer.id, closedAt: null },
      data: { closedAt: new Date(), closedBy: by.actor.email ?? "?", expected, counted, count: byTotal ? { total: counted } : count, note: input.note },
    });
    if (closed !== 1) throw new AppError("drawer_not_open");
    await recordAudit(tx, { ...by, action: "drawer.closed", target: drawer.id, details: { expected, counted, difference: centsToMoney(difference), ...(byTotal ? { by: "total" } : {}), ...(input.confirmed ? { confirmed: true } : {}) } });
    await announceCashChange(tx, { drawer: drawer.id });
  });
  return summarizeDrawer(store, input.drawerId);
}
