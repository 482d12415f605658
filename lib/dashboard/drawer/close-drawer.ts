import { centsToMoney, moneyToCents } from "../../contract/money";
import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { announceCashChange } from "./announce-cash-change";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { countedCents, type DrawerCount } from "./denominations";
import { lockOpenDrawer } from "./lock-open-drawer";
import { summarizeDrawer, type DrawerSummary } from "./summarize-drawer";

/**
 * Closes a drawer with the cashier's count by denomination: what it should hold (`expected`) and
 * what was counted are frozen, and the drawer takes nothing more (a later correction is an owner's
 * new entry). The update names the open state in its `where`, after the row lock: a second close
 * finds it closed (drawer_not_open).
 */
export async function closeDrawer(prisma: PrismaClient, input: { drawerId: string; count: DrawerCount; note: string | null }, by: AuditBy): Promise<DrawerSummary> {
  const count = Object.fromEntries(Object.entries(input.count).filter(([, pieces]) => (pieces ?? 0) > 0)) as DrawerCount;
  await prisma.$transaction(async (tx) => {
    const drawer = await lockOpenDrawer(tx, { drawerId: input.drawerId });
    const { expected } = await summarizeDrawer(tx, drawer.id);
    const counted = centsToMoney(countedCents(count));
    const { count: closed } = await tx.dashboardDrawer.updateMany({
      where: { id: drawer.id, closedAt: null },
      data: { closedAt: new Date(), closedBy: by.actor.email ?? "?", expected, counted, count, note: input.note },
    });
    if (closed !== 1) throw new AppError("drawer_not_open");
    await recordAudit(tx, { ...by, action: "drawer.closed", target: drawer.id, details: { expected, counted, difference: centsToMoney(countedCents(count) - moneyToCents(expected)) } });
    await announceCashChange(tx, { drawer: drawer.id });
  });
  return summarizeDrawer(prisma, input.drawerId);
}
