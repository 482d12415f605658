import type { PrismaClient } from "../../db/generated/client";
import type { SessionUser } from "./authenticate-user";
import type { Role } from "./roles";

/**
 * The signed-in user as the database has it now: a role change or a disabled account takes effect
 * on the next request, not when the session cookie expires.
 */
export async function getActiveUser(prisma: PrismaClient, id: string): Promise<SessionUser | null> {
  const user = await prisma.dashboardUser.findUnique({ where: { id }, select: { id: true, email: true, name: true, role: true, disabledAt: true } });
  if (!user || user.disabledAt) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role as Role };
}
