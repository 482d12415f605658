import { expect, test, type Page } from "@playwright/test";
import { LOCALE_NAMES } from "../../lib/i18n/locales";
import { postCredentials } from "../support/credentials";
import { LOCALES, message, useLocale, type Locale } from "../support/locale";
import { createUserAsOwner } from "../support/two-factor";

test.use({ storageState: ".tmp/auth/owner.json" });

const other = (locale: Locale): Locale => (locale === "en" ? "es-MX" : "en");

/** The page is in `locale` (its lang attribute, which the root layout sets from the request's language). */
async function expectSpeaks(page: Page, locale: Locale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

test("the sign-in page offers the language before signing in: the choice is kept in the browser", async ({ browser }) => {
  // On this server (DASHBOARD_LOCALE=en) a browser that never chose reads English.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/login");
  await expectSpeaks(page, "en");
  const switcher = page.getByRole("group", { name: message("en", "common.language") });
  await expect(switcher.getByRole("button", { name: LOCALE_NAMES.en })).toHaveAttribute("aria-pressed", "true");
  await switcher.getByRole("button", { name: LOCALE_NAMES["es-MX"] }).click();
  await expectSpeaks(page, "es-MX");
  await expect(page.getByRole("button", { name: message("es-MX", "auth.signIn") })).toBeVisible();
  await expect(page.getByLabel(message("es-MX", "auth.password"))).toBeVisible();
  await expect(page).toHaveTitle(`${message("es-MX", "auth.title")} · Caja`);
  await expect(page.getByRole("group", { name: message("es-MX", "common.language") }).getByRole("button", { name: LOCALE_NAMES["es-MX"] })).toHaveAttribute("aria-pressed", "true");
  // A refusal is worded in the chosen language too.
  await page.getByLabel(message("es-MX", "auth.email")).fill("nobody@caja.test");
  await page.getByLabel(message("es-MX", "auth.password")).fill("not-the-password");
  await page.getByRole("button", { name: message("es-MX", "auth.signIn") }).click();
  await expect(page.locator("#login-error")).toHaveText(message("es-MX", "auth.refusal.invalid"));
  await page.reload();
  await expectSpeaks(page, "es-MX");
  expect((await context.cookies()).find((c) => c.name === "caja.locale")?.value).toBe("es-MX");
  await page.getByRole("button", { name: LOCALE_NAMES.en }).click();
  await expectSpeaks(page, "en");
  await context.close();
});

for (const locale of LOCALES) {
  test(`a user who picks ${locale} in their account reads it after signing out and in on another browser`, async ({ page: owner, browser, baseURL }) => {
    test.setTimeout(60_000);
    const user = await createUserAsOwner(owner, "support", `language-${locale.toLowerCase()}`);

    // Their first browser prefers the other language; they choose `locale` in Your account.
    const first = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await useLocale(first, baseURL!, other(locale));
    expect((await postCredentials(first.request, user)).ok).toBe(true);
    const page = await first.newPage();
    await page.goto("/account");
    await expectSpeaks(page, other(locale));
    await page.getByRole("group", { name: message(other(locale), "common.language") }).getByRole("button", { name: LOCALE_NAMES[locale] }).click();
    await expectSpeaks(page, locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "account.title"));
    await expect(page.getByTestId("current-user")).toContainText(message(locale, "nav.roles.support"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: message(locale, "nav.signOut"), exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await expectSpeaks(page, locale);
    await first.close();

    // Another browser, which prefers the other language, before and after the same user signs in.
    const second = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await useLocale(second, baseURL!, other(locale));
    const elsewhere = await second.newPage();
    await elsewhere.goto("/login");
    await expectSpeaks(elsewhere, other(locale));
    expect((await postCredentials(second.request, user)).ok).toBe(true);
    await elsewhere.goto("/intents");
    await expectSpeaks(elsewhere, locale);
    await expect(elsewhere.getByRole("navigation", { name: message(locale, "nav.main") }).getByRole("link", { name: message(locale, "nav.links.payments"), exact: true })).toBeVisible();
    await expect(elsewhere).toHaveTitle(new RegExp(`· Caja$`));
    await second.close();
  });
}
