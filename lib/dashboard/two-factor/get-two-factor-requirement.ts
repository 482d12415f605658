import type { PrismaClient } from "../../db/generated/client";

export const REQUIREMENT_SETTING = "require_two_factor";

/** Whether owners require two-factor sign-in of every user. */
export async function getTwoFactorRequirement(prisma: PrismaClient): Promise<boolean> {
  const row = await prisma.dashboardSetting.findUnique({ where: { key: REQUIREMENT_SETTING } });
  return row?.value === "true";
}
