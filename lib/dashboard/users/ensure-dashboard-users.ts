import type { Store } from "../../db/store";
import { randomToken } from "../../crypto";
import type { MerchantConfig } from "../merchant-config";
import { hashPassword } from "./password";
import type { Role } from "./roles";

/** The demo users of a sandbox without DASHBOARD_OWNER_EMAIL (documented in the README). */
export const DEMO_PASSWORD = "caja-demo-2026";
export const DEMO_USERS: Array<{ email: string; name: string; role: Role }> = [
  { email: "owner@caja.test", name: "Olivia Owner", role: "owner" },
  { email: "cashier@caja.test", name: "Carlos Cashier", role: "cashier" },
  { email: "support@caja.test", name: "Sofía Support", role: "support" },
];

/**
 * At start: the first owner from DASHBOARD_OWNER_EMAIL / DASHBOARD_OWNER_PASSWORD (created once,
 * never overwritten), or in sandbox mode the demo users. Existing users are left alone.
 */
export async function ensureDashboardUsers(store: Store, config: MerchantConfig): Promise<void> {
  const { DASHBOARD_OWNER_EMAIL: email, DASHBOARD_OWNER_PASSWORD: password } = config.env;
  const wanted =
    email && password
      ? [{ email: email.toLowerCase(), name: "Owner", role: "owner" as Role, password }]
      : config.sandbox
        ? DEMO_USERS.map((user) => ({ ...user, password: DEMO_PASSWORD }))
        : [];
  if (wanted.length === 0) return;
  const existing = await store.prisma.dashboardUser.findMany({ where: { email: { in: wanted.map((user) => user.email) } }, select: { email: true } });
  const missing = wanted.filter((user) => !existing.some((row) => row.email === user.email));
  if (missing.length === 0) return;
  // Hashed side by side (scrypt runs on libuv's thread pool): a first start waits for one hash, not one per user.
  const data = await Promise.all(
    missing.map(async (user) => ({ id: randomToken("usr_", 16), email: user.email, name: user.name, role: user.role, passwordHash: await hashPassword(user.password) })),
  );
  await store.prisma.dashboardUser.createMany({ data, skipDuplicates: true });
}
