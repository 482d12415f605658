import type { PrismaClient } from "../../db/generated/client";
import { getTwoFactorRequirement } from "./get-two-factor-requirement";

export type TwoFactorStatus = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number; required: boolean };

/** What the account page shows about a user's two-factor sign-in. */
export async function getTwoFactorStatus(prisma: PrismaClient, userId: string): Promise<TwoFactorStatus> {
  const [user, left, required] = await Promise.all([
    prisma.dashboardUser.findUnique({ where: { id: userId }, select: { totpSecretEnc: true, totpEnabledAt: true } }),
    prisma.dashboardRecoveryCode.count({ where: { userId, usedAt: null } }),
    getTwoFactorRequirement(prisma),
  ]);
  return { enabled: Boolean(user?.totpSecretEnc), enabledAt: user?.totpEnabledAt ?? null, recoveryCodesLeft: left, required };
}
