/**
 * The languages the dashboard speaks. Spanish (Mexico) is the default for this market; English on
 * request. A user's choice is stored with the user (dashboard_user.locale) and in a cookie, so the
 * sign-in page speaks it too after signing out.
 */
export const LOCALES = ["es-MX", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es-MX";
export const LOCALE_COOKIE = "caja.locale";

/** Each language by its own name: a person looks for the language they read, not its translation. */
export const LOCALE_NAMES: Record<Locale, string> = { "es-MX": "Español (México)", en: "English" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A value from a cookie, a user row or the environment as a locale, or `fallback`. */
export function toLocale(value: string | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}
