import type { Store } from "../../db/store";
import { WINDOW_SECONDS } from "./sign-in-policy";

/**
 * Forgets counters that no longer count: no failure within the window and no lock in force. Every
 * email typed and every client address leaves a row, so without this an attacker trying random
 * emails would grow the table for ever. Returns how many rows went.
 */
export async function purgeSignInThrottle(store: Store, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - WINDOW_SECONDS * 1000);
  const purged = await store.prisma.signInThrottle.deleteMany({
    where: {
      AND: [
        { OR: [{ lastFailureAt: null }, { lastFailureAt: { lt: windowStart } }] },
        { OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
      ],
    },
  });
  return purged.count;
}
