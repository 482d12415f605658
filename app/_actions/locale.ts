"use server";

import { cookies } from "next/headers";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { LOCALE_COOKIE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { getStore } from "@/lib/db/client";
import { setUserLocale } from "@/lib/dashboard/users/set-user-locale";
import { currentUser } from "../_server/auth";

const localeSchema = z.enum(LOCALES);

/**
 * Switches the dashboard's language: stored with the signed-in user (it follows them to any browser)
 * and in a year-long cookie (the sign-in page speaks it too, signed in or not). Not a safeAction:
 * the sign-in page offers it to people who are not signed in.
 */
export async function chooseLocaleAction(locale: Locale): Promise<{ ok: boolean }> {
  const parsed = localeSchema.safeParse(locale);
  if (!parsed.success) return { ok: false };
  const user = await currentUser().catch(() => null);
  if (user) await setUserLocale(await getStore(), user.id, parsed.data);
  (await cookies()).set(LOCALE_COOKIE, parsed.data, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax", httpOnly: true });
  revalidatePath("/", "layout");
  return { ok: true };
}
