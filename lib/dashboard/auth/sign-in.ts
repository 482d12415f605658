import type { PrismaClient } from "../../db/generated/client";
import { verifySecondFactor } from "../two-factor/verify-second-factor";
import { authenticateUser, type SessionUser } from "../users/authenticate-user";
import { reserveSignInAttempt } from "./reserve-sign-in-attempt";
import type { SignInPolicy } from "./sign-in-policy";
import { settleSignInAttempt } from "./settle-sign-in-attempt";

export type SignInInput = { email: string; password: string; code?: string; ip: string };

export type SignInRefusalReason = "invalid" | "locked" | "wait" | "two_factor_required" | "two_factor_invalid";

export type SignInResult =
  | { ok: true; user: SessionUser & { sessionVersion: number }; secondFactor: "totp" | "recovery_code" | null }
  | { ok: false; reason: SignInRefusalReason; retryAfterSeconds?: number; userId?: string };

/**
 * A sign-in attempt, in order: counted against the account and the client address first (a
 * locked or too-early attempt is refused before its password is even checked), then the password,
 * then, for users with two-factor on, the code (a wrong code counts as a failure like a wrong
 * password). Only a complete success resets the account's count.
 */
export async function signIn(prisma: PrismaClient, input: SignInInput, config: { masterKey: Buffer; signIn: SignInPolicy }): Promise<SignInResult> {
  const refusal = await reserveSignInAttempt(prisma, input.email, input.ip, config.signIn);
  if (refusal) return { ok: false, reason: refusal.reason, retryAfterSeconds: refusal.retryAfterSeconds };
  const user = await authenticateUser(prisma, input.email, input.password);
  if (!user) return { ok: false, reason: "invalid" };
  let secondFactor: "totp" | "recovery_code" | null = null;
  if (user.totpSecretEnc) {
    // The password was right: the attempt stays counted until the code completes it.
    if (!input.code?.trim()) return { ok: false, reason: "two_factor_required", userId: user.id };
    secondFactor = await verifySecondFactor(prisma, config.masterKey, { ...user, totpSecretEnc: user.totpSecretEnc }, input.code);
    if (!secondFactor) return { ok: false, reason: "two_factor_invalid", userId: user.id };
  }
  await settleSignInAttempt(prisma, input.email, input.ip);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: user.sessionVersion }, secondFactor };
}
