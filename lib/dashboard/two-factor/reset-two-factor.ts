import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";

/**
 * An owner turns another user's two-factor off (a lost phone and no recovery code left): seed and
 * recovery codes go, and the user's sessions end. The user enrols again at their next sign-in when
 * owners require it. Owners reset their own from Your account, with a code.
 */
export async function resetTwoFactor(prisma: PrismaClient, actorId: string, userId: string): Promise<void> {
  if (actorId === userId) throw AppError.invalid([{ field: "(body)", message: "Turn your own two-factor off from Your account, with a code." }]);
  const user = await prisma.dashboardUser.findUnique({ where: { id: userId }, select: { totpSecretEnc: true } });
  if (!user) throw new AppError("not_found");
  if (!user.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "Two-factor sign-in is already off for this user." }]);
  await prisma.$transaction([
    prisma.dashboardRecoveryCode.deleteMany({ where: { userId } }),
    prisma.dashboardUser.update({
      where: { id: userId },
      data: { totpSecretEnc: null, totpPendingEnc: null, totpEnabledAt: null, totpLastStep: null, sessionVersion: { increment: 1 } },
    }),
  ]);
}
