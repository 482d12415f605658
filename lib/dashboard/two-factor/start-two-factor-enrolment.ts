import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { readTwoFactorState } from "../users/read-two-factor-state";
import { writeTwoFactorState } from "../users/write-two-factor-state";
import { newTotpSecret, sealSeed, totpOf } from "./totp";

/**
 * Step 1 of enrolment: a new seed, kept sealed as pending until a code from the app confirms it.
 * Returns what the QR code shows (the otpauth:// URI) and the seed for typing in by hand.
 */
export async function startTwoFactorEnrolment(store: Store, masterKey: Buffer, userId: string): Promise<{ uri: string; secret: string }> {
  const user = await readTwoFactorState(store, userId);
  if (!user) throw new AppError("not_found");
  if (user.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "account.errors.alreadyOnEnrol" }]);
  const secret = newTotpSecret();
  await writeTwoFactorState(store, userId, { totpPendingEnc: sealSeed(masterKey, userId, secret) });
  return { uri: totpOf(secret, user.email).toString(), secret };
}
