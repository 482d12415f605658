import type { Store } from "../../db/store";
import { readTwoFactorState } from "../users/read-two-factor-state";
import { getTwoFactorRequirement } from "./get-two-factor-requirement";

export type TwoFactorStatus = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number; required: boolean };

/** What the account page shows about a user's two-factor sign-in. */
export async function getTwoFactorStatus(store: Store, userId: string): Promise<TwoFactorStatus> {
  const [user, left, required] = await Promise.all([
    readTwoFactorState(store, userId),
    store.prisma.dashboardRecoveryCode.count({ where: { userId, usedAt: null } }),
    getTwoFactorRequirement(store),
  ]);
  return { enabled: Boolean(user?.totpSecretEnc), enabledAt: user?.totpEnabledAt ?? null, recoveryCodesLeft: left, required };
}
