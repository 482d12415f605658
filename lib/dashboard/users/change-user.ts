import type { z } from "zod";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { Role } from "./roles";
import type { userChangeSchema } from "./schemas";

/** What a change did, for the confirmation: the user, their role now, and whether they were disabled (true) or enabled (false). */
export type UserChanged = { email: string; role: Role; disabled?: boolean };

/** A refusal about the change as a whole (not one field): the form shows it as its message. */
const refused = (message: string) => AppError.invalid([{ field: "(body)", message }]);

/**
 * Changes a user's role or disables/enables it. Refused, with the reason as a key of the
 * `settings` catalogue (the settings page words it): changing one's own role or disabling oneself
 * (another owner does it: no one locks themselves out by a slip), and demoting or disabling the
 * last active owner. Each actual change is recorded in the audit trail in the same transaction
 * (user.role_changed, user.disabled, user.enabled, with from and to); asking for what already is
 * changes and records nothing (null).
 */
export async function changeUser(store: Store, by: AuditBy, change: z.infer<typeof userChangeSchema>): Promise<UserChanged | null> {
  return store.transaction(async (tx) => {
    const user = await tx.prisma.dashboardUser.findUnique({ where: { id: change.id } });
    if (!user) throw new AppError("not_found");
    const role = change.role && change.role !== user.role ? { from: user.role, to: change.role } : null;
    const disabled = change.disabled !== undefined && change.disabled !== !!user.disabledAt ? { from: !!user.disabledAt, to: change.disabled } : null;
    const self = change.id === by.actor.id;
    if (self && disabled?.to) throw refused("settings.refused.disableSelf");
    if (self && role) throw refused("settings.refused.ownRole");
    const losesOwner = user.role === "owner" && !user.disabledAt && (role !== null || disabled?.to === true);
    if (losesOwner) {
      const owners = await tx.prisma.dashboardUser.count({ where: { role: "owner", disabledAt: null } });
      if (owners <= 1) throw refused("settings.refused.lastOwner");
    }
    if (!role && !disabled) return null;
    await tx.prisma.dashboardUser.update({
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
    return { email: user.email, role: (role?.to ?? user.role) as Role, ...(disabled ? { disabled: disabled.to } : {}) };
  });
}
