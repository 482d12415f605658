import type { Store } from "../../db/store";

/** Every dashboard user, oldest first (never the password hash nor the two-factor seed: only whether there is one). */
export async function listUsers(store: Store) {
  const users = await store.prisma.dashboardUser.findMany({
    orderBy: { createdAt: "asc" },
    select: { id: true, email: true, name: true, role: true, disabledAt: true, createdAt: true, totpEnabledAt: true },
  });
  return users.map(({ totpEnabledAt, ...user }) => ({ ...user, twoFactor: totpEnabledAt !== null }));
}
