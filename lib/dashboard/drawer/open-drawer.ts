import { centsToMoney } from "../../contract/money";
import { randomToken } from "../../crypto";
import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { announceCashChange } from "./announce-cash-change";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { summarizeDrawer, type DrawerSummary } from "./summarize-drawer";

/**
 * Opens a till's drawer for a shift with its float (the change it starts with), in the name of the
 * signed-in cashier. A till has one open drawer at a time (a unique index, so two tablets opening
 * at once cannot both succeed): opening again while open answers drawer_already_open.
 */
export async function openDrawer(prisma: PrismaClient, input: { tillId: string; float: number }, by: AuditBy): Promise<DrawerSummary> {
  const id = randomToken("dr_", 16);
  await prisma.$transaction(async (tx) => {
    const till = await tx.dashboardTill.findUnique({ where: { id: input.tillId }, select: { id: true } });
    if (!till) throw new AppError("till_not_found");
    const [taken] = await tx.$queryRaw<Array<{ id: string }>>`
      INSERT INTO dashboard_drawer (id, till_id, opened_by, float) VALUES (${id}, ${till.id}, ${by.actor.email ?? "?"}, ${centsToMoney(input.float)}::numeric)
      ON CONFLICT (till_id) WHERE closed_at IS NULL DO NOTHING RETURNING id`;
    if (!taken) throw new AppError("drawer_already_open");
    await recordAudit(tx, { ...by, action: "drawer.opened", target: id, details: { till: till.id, float: centsToMoney(input.float) } });
    await announceCashChange(tx, { drawer: id });
  });
  return summarizeDrawer(prisma, id);
}
