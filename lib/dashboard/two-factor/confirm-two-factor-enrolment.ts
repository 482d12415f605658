import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { readTwoFactorState } from "../users/read-two-factor-state";
import { writeTwoFactorState } from "../users/write-two-factor-state";
import { hashRecoveryCode, newRecoveryCode, openSeed, sealSeed, stepOfCode, totpOf } from "./totp";

export const RECOVERY_CODES = 10;

/**
 * Step 2 of enrolment: a code from the app proves it holds the pending seed; two-factor is on from
 * now, and the recovery codes are returned, the only time they are ever shown.
 */
export async function confirmTwoFactorEnrolment(store: Store, masterKey: Buffer, userId: string, code: string, by: AuditBy): Promise<{ recoveryCodes: string[] }> {
  const user = await readTwoFactorState(store, userId);
  if (!user) throw new AppError("not_found");
  if (user.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "account.errors.alreadyOn" }]);
  if (!user.totpPendingEnc) throw AppError.invalid([{ field: "(body)", message: "account.errors.notEnrolling" }]);
  const seed = openSeed(masterKey, userId, user.totpPendingEnc);
  const step = stepOfCode(totpOf(seed, user.email), code);
  if (step === null) throw AppError.invalid([{ field: "code", message: "account.errors.codeMismatch" }]);
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await store.transaction(async (tx) => {
    await tx.prisma.dashboardRecoveryCode.deleteMany({ where: { userId } });
    await writeTwoFactorState(tx, userId, { totpSecretEnc: sealSeed(masterKey, userId, seed), totpPendingEnc: null, totpEnabledAt: new Date(), totpLastStep: step });
    await tx.prisma.dashboardRecoveryCode.createMany({ data: recoveryCodes.map((c) => ({ userId, codeHash: hashRecoveryCode(userId, c) })) });
    await recordAudit(tx, { ...by, action: "two_factor.enabled", target: user.email, details: { issued: recoveryCodes.length } });
  });
  return { recoveryCodes };
}
