import type { Store } from "../../db/store";
import { getTwoFactorRequirement } from "../two-factor/get-two-factor-requirement";
import type { SessionUser } from "./authenticate-user";
import type { Role } from "./roles";

/** The signed-in user, and whether they must set up two-factor sign-in before anything else. */
export type ActiveUser = SessionUser & { sessionVersion: number; twoFactor: boolean; mustEnrolTwoFactor: boolean; locale: string | null };

/**
 * The signed-in user as the database has it now, re-read on every request: a disabled account, or
 * a session older than the user's session version (bumped by a role change, disabling, or "sign
 * out everywhere"), is no session at all.
 */
export async function getActiveUser(store: Store, id: string, sessionVersion: number): Promise<ActiveUser | null> {
  const user = await store.prisma.dashboardUser.findUnique({
    where: { id },
    select: { id: true, email: true, name: true, role: true, disabledAt: true, sessionVersion: true, totpSecretEnc: true, locale: true },
  });
  if (!user || user.disabledAt || user.sessionVersion !== sessionVersion) return null;
  const twoFactor = Boolean(user.totpSecretEnc);
  const mustEnrolTwoFactor = !twoFactor && (await getTwoFactorRequirement(store));
  return { id: user.id, email: user.email, name: user.name, role: user.role as Role, sessionVersion, twoFactor, mustEnrolTwoFactor, locale: user.locale };
}
