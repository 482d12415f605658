import type { PrismaClient } from "../../db/generated/client";
import { recordAudit, type AuditBy } from "../audit/record-audit";

/** Ends every session of a user, on every device, at their next request ("sign out everywhere"). */
export async function endUserSessions(prisma: PrismaClient, userId: string, by: AuditBy): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const user = await tx.dashboardUser.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { email: true } });
    await recordAudit(tx, { ...by, action: "sign_out.everywhere", target: user.email });
  });
}
