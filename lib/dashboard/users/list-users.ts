import type { PrismaClient } from "../../db/generated/client";

/** Every dashboard user, oldest first (never the password hash). */
export async function listUsers(prisma: PrismaClient) {
  return prisma.dashboardUser.findMany({
    orderBy: { createdAt: "asc" },
    select: { id: true, email: true, name: true, role: true, disabledAt: true, createdAt: true },
  });
}
