import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";

/**
 * An owner turns another user's two-factor off (a lost phone and no recovery code left): seed and
 * recovery codes go, and the user's sessions end. The user enrols again at their next sign-in when
 * owners require it. Owners reset their own from Your account, with a code.
 */
export async function resetTwoFactor(prisma: PrismaClient, by: AuditBy, userId: string): Promise<void> {
  if (by.actor.id === userId) throw AppError.invalid([{ field: "(body)", message: "settings.refused.resetSelf" }]);
  const user = await prisma.dashboardUser.findUnique({ where: { id: userId }, select: { email: true, totpSecretEnc: true } });
  if (!user) throw new AppError("not_found");
  if (!user.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "settings.refused.resetOff" }]);
  await prisma.$transaction(async (tx) => {
    await tx.dashboardRecoveryCode.deleteMany({ where: { userId } });
    await tx.dashboardUser.update({
      where: { id: userId },
      data: { totpSecretEnc: null, totpPendingEnc: null, totpEnabledAt: null, totpLastStep: null, sessionVersion: { increment: 1 } },
    });
    await recordAudit(tx, { ...by, action: "two_factor.disabled", target: user.email, details: { reset_by_owner: true } });
  });
}
