import type { Store } from "../../db/store";

/** What two-factor/ writes of a user: the sealed seeds, when it was turned on, the last code step used. */
export type TwoFactorChange = { totpSecretEnc?: string | null; totpPendingEnc?: string | null; totpEnabledAt?: Date | null; totpLastStep?: number | null };

/**
 * Writes a user's two-factor columns (two-factor/ keeps its rules, this the row); `endSessions`
 * also ends the user's sessions (their session version goes up).
 */
export async function writeTwoFactorState(store: Store, userId: string, change: TwoFactorChange, options: { endSessions?: boolean } = {}): Promise<void> {
  await store.prisma.dashboardUser.update({
    where: { id: userId },
    data: { ...change, ...(options.endSessions ? { sessionVersion: { increment: 1 } } : {}) },
  });
}
