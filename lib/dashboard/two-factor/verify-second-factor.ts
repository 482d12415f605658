import type { Store } from "../../db/store";
import { takeTotpStep } from "../users/take-totp-step";
import { hashRecoveryCode, looksLikeRecoveryCode, openSeed, stepOfCode, totpOf } from "./totp";

/**
 * A user's second factor: a current TOTP code not used before (the accepted step is recorded in
 * the same statement that checks it, so two requests cannot both use one code), or an unused
 * recovery code (spent as it is accepted). Returns how it was satisfied, or null.
 */
export async function verifySecondFactor(
  store: Store,
  masterKey: Buffer,
  user: { id: string; email: string; totpSecretEnc: string },
  code: string,
): Promise<"totp" | "recovery_code" | null> {
  if (looksLikeRecoveryCode(code)) {
    const spent = await store.prisma.dashboardRecoveryCode.updateMany({ where: { userId: user.id, codeHash: hashRecoveryCode(user.id, code), usedAt: null }, data: { usedAt: new Date() } });
    return spent.count === 1 ? "recovery_code" : null;
  }
  const step = stepOfCode(totpOf(openSeed(masterKey, user.id, user.totpSecretEnc), user.email), code);
  if (step === null) return null;
  return (await takeTotpStep(store, user.id, step)) ? "totp" : null;
}
