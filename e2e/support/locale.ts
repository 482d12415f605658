import { expect, type BrowserContext, type Page } from "@playwright/test";
import { LOCALE_COOKIE, LOCALES, type Locale } from "../../lib/i18n/locales";
import { messagesFor } from "../../lib/i18n/messages";

export { LOCALES, type Locale };

/** The four screen widths every page must work at: phone, portrait tablet, laptop, desktop. */
export const WIDTHS = [390, 800, 1280, 1440] as const;
export const viewportOf = (width: number) => ({ width, height: width < 600 ? 844 : width < 1000 ? 1280 : 900 });

/**
 * The tests written before the dashboard spoke Spanish read English: the e2e servers default to
 * `DASHBOARD_LOCALE=en` (playwright.config.ts). A test about language sets the language the way a
 * person does, through the cookie the language switch sets (demo users have no stored choice).
 */
export async function useLocale(context: BrowserContext, baseURL: string, locale: Locale): Promise<void> {
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
}

/** The same as `useLocale`, under a name React's hook rules do not mistake for a hook (call it in loops and helpers). */
export const chooseLocale = useLocale;

/** A message of a catalogue by its path ("payments.title"), with ICU arguments left in place. */
export function message(locale: Locale, path: string): string {
  const value = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messagesFor(locale));
  if (typeof value !== "string") throw new Error(`no message ${path} in ${locale}`);
  return value;
}

/** No horizontal scroll: the page is no wider than the screen (the document and the body). */
export async function expectNoHorizontalScroll(page: Page, { soft = false } = {}): Promise<void> {
  const widths = await page.evaluate("({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, body: document.body.scrollWidth })");
  const { scroll, client, body } = widths as { scroll: number; client: number; body: number };
  (soft ? expect.soft : expect)(Math.max(scroll, body), `page ${page.url()} is ${Math.max(scroll, body)} px wide on a ${client} px screen`).toBeLessThanOrEqual(client);
}
