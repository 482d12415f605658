import type { Store } from "../../db/store";
import { metrics } from "../../metrics/metrics";
import { recordAudit, type AuditContext } from "../audit/record-audit";
import { verifySecondFactor } from "../two-factor/verify-second-factor";
import { authenticateUser, type SessionUser } from "../users/authenticate-user";
import { reserveSignInAttempt } from "./reserve-sign-in-attempt";
import type { SignInPolicy } from "./sign-in-policy";
import { settleSignInAttempt } from "./settle-sign-in-attempt";

export type SignInInput = { email: string; password: string; code?: string; context: AuditContext };

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
export async function signIn(store: Store, input: SignInInput, config: { masterKey: Buffer; signIn: SignInPolicy }): Promise<SignInResult> {
  const ip = input.context.ip ?? "";
  const reservation = await reserveSignInAttempt(store, input.email, ip, config.signIn);
  // Refusals before any check are not recorded one by one (a flood of them would flood the trail);
  // the lock they follow is (sign_in.locked), and every checked failure is (sign_in.failed).
  if (reservation.refusal) {
    metrics().signInFailures.inc({ reason: reservation.refusal.reason });
    return { ok: false, reason: reservation.refusal.reason, retryAfterSeconds: reservation.refusal.retryAfterSeconds };
  }
  const by = (id: string | null) => ({ actor: { id, email: input.email }, context: input.context });
  const failed = async (reason: SignInRefusalReason, userId: string | null): Promise<SignInResult> => {
    metrics().signInFailures.inc({ reason });
    if (reservation.locks.length > 0) metrics().signInLocks.inc(reservation.locks.length);
    await recordAudit(store, { ...by(userId), action: "sign_in.failed", details: { reason } });
    if (reservation.locks.length > 0) {
      await recordAudit(store, { ...by(userId), action: "sign_in.locked", details: { locked: reservation.locks, minutes: Math.ceil(config.signIn.lockSeconds / 60) } });
    }
    return { ok: false, reason, ...(userId ? { userId } : {}) };
  };
  const user = await authenticateUser(store, input.email, input.password);
  if (!user) return failed("invalid", null);
  let secondFactor: "totp" | "recovery_code" | null = null;
  if (user.totpSecretEnc) {
    // The password was right: the attempt stays counted until the code completes it.
    if (!input.code?.trim()) return { ok: false, reason: "two_factor_required", userId: user.id };
    secondFactor = await verifySecondFactor(store, config.masterKey, { ...user, totpSecretEnc: user.totpSecretEnc }, input.code);
    if (!secondFactor) return failed("two_factor_invalid", user.id);
  }
  await settleSignInAttempt(store, input.email, ip);
  if (secondFactor === "recovery_code") await recordAudit(store, { ...by(user.id), action: "two_factor.recovery_code_used" });
  await recordAudit(store, { ...by(user.id), action: "sign_in.succeeded", details: { second_factor: secondFactor ?? "none" } });
  return { ok: true, user: { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: user.sessionVersion }, secondFactor };
}
