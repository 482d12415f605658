import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { accountKey, addressKey } from "./sign-in-policy";

/** The address's count less this attempt ($1 the address's key), unless it is locked. */
const GIVE_BACK = statement("dash_sign_in_give_back", `UPDATE sign_in_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = $1 AND locked_until IS NULL`);

/**
 * After a successful sign-in: the account's count starts again, and the address gets this attempt
 * back (its other failures stay: a success on one account does not clear guesses at the others).
 */
export async function settleSignInAttempt(store: Store, email: string, ip: string): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.prisma.signInThrottle.deleteMany({ where: { key: accountKey(email) } });
    await tx.sql(GIVE_BACK, [addressKey(ip)]);
  });
}
