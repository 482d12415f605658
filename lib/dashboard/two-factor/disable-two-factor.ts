import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { readTwoFactorState } from "../users/read-two-factor-state";
import { writeTwoFactorState } from "../users/write-two-factor-state";
import { getTwoFactorRequirement } from "./get-two-factor-requirement";
import { verifySecondFactor } from "./verify-second-factor";

/** Turns a user's two-factor off, with a current code (or recovery code) as proof; not while owners require it. */
export async function disableTwoFactor(store: Store, masterKey: Buffer, userId: string, code: string, by: AuditBy): Promise<void> {
  const user = await readTwoFactorState(store, userId);
  if (!user) throw new AppError("not_found");
  if (!user.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "account.errors.alreadyOff" }]);
  if (await getTwoFactorRequirement(store)) throw AppError.invalid([{ field: "(body)", message: "account.errors.required" }]);
  const how = await verifySecondFactor(store, masterKey, { id: user.id, email: user.email, totpSecretEnc: user.totpSecretEnc }, code);
  if (!how) throw AppError.invalid([{ field: "code", message: "account.errors.codeInvalid" }]);
  await store.transaction(async (tx) => {
    await tx.prisma.dashboardRecoveryCode.deleteMany({ where: { userId } });
    await writeTwoFactorState(tx, userId, { totpSecretEnc: null, totpPendingEnc: null, totpEnabledAt: null, totpLastStep: null });
    await recordAudit(tx, { ...by, action: "two_factor.disabled", target: user.email, details: { proof: how } });
  });
}
