import type { z } from "zod";
import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { userChangeSchema } from "./schemas";

/**
 * Changes a user's role or disables/enables it; the last active owner cannot be demoted or
 * disabled, nor can users disable themselves. Each actual change is recorded in the audit trail in
 * the same transaction (user.role_changed, user.disabled, user.enabled, with from and to); asking
 * for what already is changes and records nothing.
 */
export async function changeUser(prisma: PrismaClient, by: AuditBy, change: z.infer<typeof userChangeSchema>) {
  await prisma.$transaction(async (tx) => {
    const user = await tx.dashboardUser.findUnique({ where: { id: change.id } });
    if (!user) throw new AppError("not_found");
    const role = change.role && change.role !== user.role ? { from: user.role, to: change.role } : null;
    const disabled = change.disabled !== undefined && change.disabled !== !!user.disabledAt ? { from: !!user.disabledAt, to: change.disabled } : null;
    const losesOwner = user.role === "owner" && !user.disabledAt && (role !== null || disabled?.to === true);
    if (losesOwner) {
      const owners = await tx.dashboardUser.count({ where: { role: "owner", disabledAt: null } });
      if (owners <= 1) throw AppError.invalid([{ field: "role", message: "the last active owner must stay an owner" }]);
    }
    if (change.id === by.actor.id && change.disabled) throw AppError.invalid([{ field: "disabled", message: "you cannot disable yourself" }]);
    if (!role && !disabled) return;
    await tx.dashboardUser.update({
      where: { id: change.id },
      data: {
        ...(role ? { role: role.to } : {}),
        ...(disabled ? { disabledAt: disabled.to ? new Date() : null } : {}),
        ...(role || disabled?.to ? { sessionVersion: { increment: 1 } } : {}),
      },
    });
    const target = user.email;
    if (role) await recordAudit(tx, { ...by, action: "user.role_changed", target, details: { role } });
    if (disabled) await recordAudit(tx, { ...by, action: disabled.to ? "user.disabled" : "user.enabled", target, details: { disabled } });
  });
}
