import type { Store } from "../../db/store";
import { hashPassword, verifyPassword } from "./password";
import type { Role } from "./roles";

export type SessionUser = { id: string; email: string; name: string; role: Role };

/** A user whose password matched: what the session needs, and what the second factor needs. */
export type AuthenticatedUser = SessionUser & { sessionVersion: number; totpSecretEnc: string | null };

// A real hash of a random password: unknown emails cost the same time as known ones.
const decoy = hashPassword(`decoy-${Math.random()}`);

/** Email + password → the user, or null (unknown email, wrong password, disabled: indistinguishable). */
export async function authenticateUser(store: Store, email: string, password: string): Promise<AuthenticatedUser | null> {
  const user = await store.prisma.dashboardUser.findUnique({ where: { email: email.trim().toLowerCase() } });
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoy));
  if (!user || !ok || user.disabledAt) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role as Role, sessionVersion: user.sessionVersion, totpSecretEnc: user.totpSecretEnc };
}
