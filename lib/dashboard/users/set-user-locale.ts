import type { Store } from "../../db/store";
import type { Locale } from "../../i18n/locales";

/** Stores the language a user chose for the dashboard: it follows them to any browser they sign in on. */
export async function setUserLocale(store: Store, userId: string, locale: Locale): Promise<void> {
  await store.prisma.dashboardUser.update({ where: { id: userId }, data: { locale } });
}
