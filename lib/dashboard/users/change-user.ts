import type { z } from "zod";
import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import type { userChangeSchema } from "./schemas";

/**
 * Changes a user's role or disables/enables it; the last active owner cannot be demoted or
 * disabled. A role change or disabling ends the user's sessions at once (their session version moves on).
 */
export async function changeUser(prisma: PrismaClient, actorId: string, change: z.infer<typeof userChangeSchema>) {
  const user = await prisma.dashboardUser.findUnique({ where: { id: change.id } });
  if (!user) throw new AppError("not_found");
  const losesOwner = user.role === "owner" && ((change.role && change.role !== "owner") || change.disabled === true);
  if (losesOwner) {
    const owners = await prisma.dashboardUser.count({ where: { role: "owner", disabledAt: null } });
    if (owners <= 1) throw AppError.invalid([{ field: "role", message: "the last active owner must stay an owner" }]);
  }
  if (change.id === actorId && change.disabled) throw AppError.invalid([{ field: "disabled", message: "you cannot disable yourself" }]);
  await prisma.dashboardUser.update({
    where: { id: change.id },
    data: {
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled !== undefined ? { disabledAt: change.disabled ? new Date() : null } : {}),
      ...((change.role && change.role !== user.role) || (change.disabled && !user.disabledAt) ? { sessionVersion: { increment: 1 } } : {}),
    },
  });
}
