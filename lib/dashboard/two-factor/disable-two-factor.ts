import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { getTwoFactorRequirement } from "./get-two-factor-requirement";
import { verifySecondFactor } from "./verify-second-factor";

/** Turns a user's two-factor off, with a current code (or recovery code) as proof; not while owners require it. */
export async function disableTwoFactor(prisma: PrismaClient, masterKey: Buffer, userId: string, code: string): Promise<void> {
  const user = await prisma.dashboardUser.findUnique({ where: { id: userId }, select: { id: true, email: true, totpSecretEnc: true } });
  if (!user) throw new AppError("not_found");
  if (!user.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "Two-factor sign-in is already off." }]);
  if (await getTwoFactorRequirement(prisma)) throw AppError.invalid([{ field: "(body)", message: "An owner requires two-factor sign-in for every user: it cannot be turned off." }]);
  const how = await verifySecondFactor(prisma, masterKey, { ...user, totpSecretEnc: user.totpSecretEnc }, code);
  if (!how) throw AppError.invalid([{ field: "code", message: "That code is not valid, or was already used." }]);
  await prisma.$transaction([
    prisma.dashboardRecoveryCode.deleteMany({ where: { userId } }),
    prisma.dashboardUser.update({ where: { id: userId }, data: { totpSecretEnc: null, totpPendingEnc: null, totpEnabledAt: null, totpLastStep: null } }),
  ]);
}
