import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { newTotpSecret, sealSeed, totpOf } from "./totp";

/**
 * Step 1 of enrolment: a new seed, kept sealed as pending until a code from the app confirms it.
 * Returns what the QR code shows (the otpauth:// URI) and the seed for typing in by hand.
 */
export async function startTwoFactorEnrolment(prisma: PrismaClient, masterKey: Buffer, userId: string): Promise<{ uri: string; secret: string }> {
  const user = await prisma.dashboardUser.findUnique({ where: { id: userId }, select: { email: true, totpSecretEnc: true } });
  if (!user) throw new AppError("not_found");
  if (user.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "account.errors.alreadyOnEnrol" }]);
  const secret = newTotpSecret();
  await prisma.dashboardUser.update({ where: { id: userId }, data: { totpPendingEnc: sealSeed(masterKey, userId, secret) } });
  return { uri: totpOf(secret, user.email).toString(), secret };
}
