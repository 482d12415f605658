import type { Store } from "../../db/store";

/** A user's two-factor columns (sealed seeds; never shown), with the email the codes are issued for. */
export type TwoFactorState = { id: string; email: string; totpSecretEnc: string | null; totpPendingEnc: string | null; totpEnabledAt: Date | null };

/** The two-factor state of a user, or null when there is no such user (two-factor/ reads it here). */
export async function readTwoFactorState(store: Store, userId: string): Promise<TwoFactorState | null> {
  return store.prisma.dashboardUser.findUnique({
    where: { id: userId },
    select: { id: true, email: true, totpSecretEnc: true, totpPendingEnc: true, totpEnabledAt: true },
  });
}
