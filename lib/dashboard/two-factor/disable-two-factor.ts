import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { getTwoFactorRequirement } from "./get-two-factor-requirement";
import { verifySecondFactor } from "./verify-second-factor";

/** Turns a user's two-factor off, with a current code (or recovery code) as proof; not while owners require it. */
export async function disableTwoFactor(prisma: PrismaClient, masterKey: Buffer, userId: string, code: string, by: AuditBy): Promise<void> {
  const user = await prisma.dashboardUser.findUnique({ where: { id: userId }, select: { id: true, email: true, totpSecretEnc: true } });
  if (!user) throw new AppError("not_found");
  if (!user.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "account.errors.alreadyOff" }]);
  if (await getTwoFactorRequirement(prisma)) throw AppError.invalid([{ field: "(body)", message: "account.errors.required" }]);
  const how = await verifySecondFactor(prisma, masterKey, { ...user, totpSecretEnc: user.totpSecretEnc }, code);
  if (!how) throw AppError.invalid([{ field: "code", message: "account.errors.codeInvalid" }]);
  await prisma.$transaction(async (tx) => {
    await tx.dashboardRecoveryCode.deleteMany({ where: { userId } });
    await tx.dashboardUser.update({ where: { id: userId }, data: { totpSecretEnc: null, totpPendingEnc: null, totpEnabledAt: null, totpLastStep: null } });
    await recordAudit(tx, { ...by, action: "two_factor.disabled", target: user.email, details: { proof: how } });
  });
}
