import type { PrismaClient } from "../../db/generated/client";

/** Ends every session of a user, on every device, at their next request ("sign out everywhere"). */
export async function endUserSessions(prisma: PrismaClient, userId: string): Promise<void> {
  await prisma.dashboardUser.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
