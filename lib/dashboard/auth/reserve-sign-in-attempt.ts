import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { accountKey, addressKey, backoffAfter, WINDOW_SECONDS, type SignInPolicy } from "./sign-in-policy";

export type SignInRefusal = { reason: "locked" | "wait"; retryAfterSeconds: number };

/** An attempt that may go ahead; `locks`: it was the last one allowed, a failure now means a lock (of the account, the address or both). */
export type SignInReservation = { refusal: null; locks: Array<"account" | "address"> } | { refusal: SignInRefusal; locks?: never };

type Row = { key: string; failures: number; window_start: Date; last_failure_at: Date | null; locked_until: Date | null; now: Date };

/** The two keys' rows ($1 the account's, $2 the address's), made when missing. */
const ENSURE_KEYS = statement("dash_sign_in_ensure_keys", `INSERT INTO sign_in_throttle (key) VALUES ($1), ($2) ON CONFLICT (key) DO NOTHING`);

/** Both rows locked, always in key order (no deadlock between two attempts). */
const LOCK_KEYS = statement<Row>(
  "dash_sign_in_lock_keys",
  `
      SELECT key, failures, window_start, last_failure_at, locked_until, clock_timestamp() AS now
      FROM sign_in_throttle WHERE key IN ($1, $2) ORDER BY key FOR UPDATE`,
);

/** One key's verdict. Waits between attempts apply to accounts; a client address (maybe a whole shop) only locks. */
function judge(row: Row, limit: number, policy: SignInPolicy, backoff: boolean) {
  const now = row.now.getTime();
  const lockedUntil = row.locked_until?.getTime() ?? 0;
  if (lockedUntil > now) return { refusal: { reason: "locked" as const, retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000) }, update: null };
  // A lock that has run out, or a window that has passed, starts the count again.
  const fresh = lockedUntil !== 0 || row.window_start.getTime() < now - WINDOW_SECONDS * 1000;
  const failures = fresh ? 0 : row.failures;
  const allowedAt = backoff ? (row.last_failure_at?.getTime() ?? 0) + backoffAfter(failures, policy) : 0;
  // Too soon after the last failure: refused without looking at the password, and not counted (an
  // attacker who does not wait gets no more checks than one who does, and a person who retries a
  // little early is not pushed towards the lock).
  if (!fresh && allowedAt > now) return { refusal: { reason: "wait" as const, retryAfterSeconds: Math.ceil((allowedAt - now) / 1000) }, update: null };
  const counted = failures + 1;
  const update = {
    failures: counted,
    windowStart: fresh ? row.now : row.window_start,
    lockedUntil: counted >= limit ? new Date(now + policy.lockSeconds * 1000) : null,
  };
  return { refusal: null, update };
}

/**
 * Counts an attempt for `email` from `ip`: whether its password may be checked now, else why not and
 * for how long (`locked` wins over `wait`; the longer wait wins).
 */
export async function reserveSignInAttempt(store: Store, email: string, ip: string, policy: SignInPolicy): Promise<SignInReservation> {
  const account = accountKey(email);
  const address = addressKey(ip);
  return store.transaction(async (tx) => {
    await tx.sql(ENSURE_KEYS, [account, address]);
    // Both rows locked, always in key order (no deadlock between two attempts).
    const rows = await tx.sql(LOCK_KEYS, [account, address]);
    const verdicts = rows.map((row) => ({ row, ...(row.key === account ? judge(row, policy.maxFailures, policy, true) : judge(row, policy.ipMaxFailures, policy, false)) }));
    let refusal: SignInRefusal | null = null;
    for (const { refusal: next } of verdicts) {
      if (next && (!refusal || (next.reason === "locked" && refusal.reason === "wait") || (next.reason === refusal.reason && next.retryAfterSeconds > refusal.retryAfterSeconds))) refusal = next;
    }
    if (refusal) return { refusal };
    // Counted only when it goes ahead: on both keys, or on neither.
    const locks: Array<"account" | "address"> = [];
    for (const { row, update } of verdicts) {
      if (!update) continue;
      await tx.prisma.signInThrottle.update({ where: { key: row.key }, data: { ...update, lastFailureAt: row.now } });
      if (update.lockedUntil) locks.push(row.key === account ? "account" : "address");
    }
    return { refusal: null, locks };
  });
}
