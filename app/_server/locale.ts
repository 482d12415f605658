import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { LOCALE_COOKIE, toLocale, type Locale } from "@/lib/i18n/locales";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import type { DisplayPrefs } from "@/lib/dashboard/format";
import { currentUser } from "./auth";

/**
 * The language of this request: the signed-in user's choice, else the browser's cookie (the sign-in
 * page after signing out, or a choice made on it), else the dashboard's default (DASHBOARD_LOCALE,
 * es-MX). A database that does not answer leaves the cookie to decide: the page says so in words.
 */
export const requestLocale = cache(async (): Promise<Locale> => {
  const fallback = toLocale(merchantConfig().locale);
  const user = await currentUser().catch(() => null);
  if (user?.locale) return toLocale(user.locale, fallback);
  return toLocale((await cookies()).get(LOCALE_COOKIE)?.value, fallback);
});

/** How this request shows money and times: the user's language, the merchant's zone and currency. */
export async function displayPrefs(): Promise<DisplayPrefs> {
  const { timeZone, currency } = merchantConfig();
  return { timeZone, currency, locale: await requestLocale() };
}
