/**
 * Failed sign-ins, counted in the database per account (the email as typed, lower-cased) and per
 * client address, so every instance sharing the database enforces the same limits.
 *
 * An attempt is counted BEFORE its password is checked (`reserveSignInAttempt`), in a transaction
 * holding both rows' locks: concurrent guesses queue behind each other and each sees the ones
 * before it, so no burst of parallel requests gets more checks than the policy allows. A success
 * takes its reservation back (`settleSignInAttempt`).
 */
export type SignInPolicy = {
  /** failures of one account that lock it */
  maxFailures: number;
  /** failures from one client address that lock it (several cashiers may share one) */
  ipMaxFailures: number;
  lockSeconds: number;
  /** the wait after the first failure past FREE_FAILURES; doubles with each further failure */
  backoffMs: number;
};

/** Failures within the window that cost no wait. */
export const FREE_FAILURES = 3;
/** Failures older than this no longer count. */
export const WINDOW_SECONDS = 3600;
/** The longest wait between attempts before the lock. */
export const MAX_BACKOFF_MS = 60_000;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip || "unknown"}`;

/** How long after `failures` failures the next attempt must wait (0 while within FREE_FAILURES). */
export function backoffAfter(failures: number, policy: SignInPolicy): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(policy.backoffMs * 2 ** (failures - FREE_FAILURES), MAX_BACKOFF_MS);
}
