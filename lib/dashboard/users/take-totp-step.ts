import type { Store } from "../../db/store";

/**
 * Records `step` as the user's last accepted TOTP step, only when it is later than the last one (the
 * check and the write are one statement, so two requests cannot both use one code): true when it was.
 */
export async function takeTotpStep(store: Store, userId: string, step: number): Promise<boolean> {
  const taken = await store.prisma.dashboardUser.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return taken.count === 1;
}
