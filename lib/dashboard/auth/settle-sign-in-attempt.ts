import type { PrismaClient } from "../../db/generated/client";
import { accountKey, addressKey } from "./sign-in-policy";

/**
 * After a successful sign-in: the account's count starts again, and the address gets this attempt
 * back (its other failures stay: a success on one account does not clear guesses at the others).
 */
export async function settleSignInAttempt(prisma: PrismaClient, email: string, ip: string): Promise<void> {
  await prisma.$transaction([
    prisma.signInThrottle.deleteMany({ where: { key: accountKey(email) } }),
    prisma.$executeRaw`UPDATE sign_in_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = ${addressKey(ip)} AND locked_until IS NULL`,
  ]);
}
