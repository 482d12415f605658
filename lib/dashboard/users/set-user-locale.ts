import type { PrismaClient } from "../../db/generated/client";
import type { Locale } from "../../i18n/locales";

/** Stores the language a user chose for the dashboard: it follows them to any browser they sign in on. */
export async function setUserLocale(prisma: PrismaClient, userId: string, locale: Locale): Promise<void> {
  await prisma.dashboardUser.update({ where: { id: userId }, data: { locale } });
}
