import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { readTwoFactorState } from "../users/read-two-factor-state";
import { writeTwoFactorState } from "../users/write-two-factor-state";

/**
 * An owner turns another user's two-factor off (a lost phone and no recovery code left): seed and
 * recovery codes go, and the user's sessions end. The user enrols again at their next sign-in when
 * owners require it. Owners reset their own from Your account, with a code.
 */
export async function resetTwoFactor(store: Store, by: AuditBy, userId: string): Promise<void> {
  if (by.actor.id === userId) throw AppError.invalid([{ field: "(body)", message: "settings.refused.resetSelf" }]);
  const user = await readTwoFactorState(store, userId);
  if (!user) throw new AppError("not_found");
  if (!user.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "settings.refused.resetOff" }]);
  await store.transaction(async (tx) => {
    await tx.prisma.dashboardRecoveryCode.deleteMany({ where: { userId } });
    await writeTwoFactorState(tx, userId, { totpSecretEnc: null, totpPendingEnc: null, totpEnabledAt: null, totpLastStep: null }, { endSessions: true });
    await recordAudit(tx, { ...by, action: "two_factor.disabled", target: user.email, details: { reset_by_owner: true } });
  });
}
