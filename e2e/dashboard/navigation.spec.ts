import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { createIntent } from "../support/api";
import { expectNoHorizontalScroll, LOCALES, message, chooseLocale, viewportOf, WIDTHS, type Locale } from "../support/locale";
import type { RoleName } from "../support/session";

/** The navigation's links each role sees, in their order, as catalogue keys (nav.links.*). */
const LINKS: Record<RoleName, Array<[href: string, key: string]>> = {
  owner: [["/overview", "overview"], ["/intents", "payments"], ["/checkout", "till"], ["/cash-up", "cashUp"], ["/deposits", "deposits"], ["/invoices", "invoices"], ["/catalogue", "catalogue"], ["/intents/new", "newPayment"], ["/settings", "settings"]],
  cashier: [["/intents", "payments"], ["/checkout", "till"], ["/cash-up", "cashUp"], ["/invoices", "invoices"], ["/catalogue", "catalogue"], ["/intents/new", "newPayment"]],
  support: [["/overview", "overview"], ["/intents", "payments"], ["/cash-up", "cashUp"], ["/deposits", "deposits"], ["/invoices", "invoices"], ["/catalogue", "catalogue"]],
};

/** Pages each role reaches besides the links, with the link they belong under (null: none). */
const NESTED: Record<RoleName, Array<[path: string, under: string | null]>> = {
  owner: [["/intents/{intent}", "/intents"], ["/settings/activity", "/settings"], ["/account", null]],
  cashier: [["/intents/{intent}", "/intents"], ["/account", null]],
  support: [["/intents/{intent}", "/intents"], ["/account", null]],
};

/** Site pages that must fit every width, per role (a role that may not open Settings lands on the forbidden page). */
const FIT: Record<RoleName, string[]> = {
  owner: ["/settings", "/settings/activity", "/account", "/no-such-page"],
  cashier: ["/settings", "/account", "/no-such-page"],
  support: ["/settings/activity", "/account", "/no-such-page"],
};

async function signedIn(browser: Browser, baseURL: string, role: RoleName, locale: Locale, width: number) {
  const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json`, viewport: viewportOf(width) });
  await chooseLocale(context, baseURL, locale);
  return { context, page: await context.newPage() };
}

const mainNav = (page: Page, locale: Locale) => page.getByRole("navigation", { name: message(locale, "nav.main") });

/** The header is one row: no taller than the bar itself. */
async function expectOneRow(page: Page) {
  const header = await page.locator("header").first().boundingBox();
  expect(header!.height, `header at ${page.viewportSize()!.width} px`).toBeLessThanOrEqual(64);
}

/** Exactly `href` carries aria-current="page" among the links, and it looks different from the others. */
async function expectCurrent(nav: Locator, href: string | null) {
  const current = nav.locator('a[aria-current="page"]');
  if (href === null) {
    await expect(current).toHaveCount(0);
    return;
  }
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("href", href);
  const other = nav.locator("a:not([aria-current])").first();
  const look = (link: Locator) => link.evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).color} ${getComputedStyle(el).fontWeight}`);
  expect(await look(current)).not.toBe(await look(other));
}

// Many page loads per test (every link of a role, at several widths).
test.describe.configure({ timeout: 120_000 });

let intent: string;
test.beforeAll(async ({ request }) => {
  ({ intent } = await createIntent(request, "qr_present"));
});

for (const locale of LOCALES) {
  for (const role of ["owner", "cashier", "support"] as const) {
    test(`${role} in ${locale}: a "Menu" disclosure on phones and tablets, opened and closed with the keyboard, with the current page marked`, async ({ browser, baseURL }) => {
      // one browser session for both widths, each a fresh load at its width (a session per width
      // downloaded and compiled the app's scripts again: a third of these tests' browser time)
      const { context, page } = await signedIn(browser, baseURL!, role, locale, 390);
      for (const width of [390, 800]) {
        await page.setViewportSize(viewportOf(width));
        await page.goto("/intents");
        await expectOneRow(page);
        const menu = page.getByRole("button", { name: message(locale, "nav.menu") });
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        const panel = page.locator(`#${await menu.getAttribute("aria-controls")}`);
        await expect(panel).toBeHidden();
        await expect(mainNav(page, locale)).toBeHidden();

        // Keyboard: Enter opens it, Tab reaches the first link, Escape closes it and gives focus back.
        await menu.focus();
        await page.keyboard.press(width === 390 ? "Enter" : "Space");
        await expect(menu).toHaveAttribute("aria-expanded", "true");
        await expect(panel).toBeVisible();
        const nav = mainNav(page, locale);
        await expect(nav.getByRole("link")).toHaveText(LINKS[role].map(([, key]) => message(locale, `nav.links.${key}`)));
        await expectCurrent(nav, "/intents");
        await page.keyboard.press("Tab");
        await expect(nav.getByRole("link").first()).toBeFocused();
        // Who is signed in (role in words) and Sign out are in the menu too.
        await expect(page.getByTestId("current-user")).toBeVisible();
        await expect(page.getByTestId("current-user")).toContainText(message(locale, `nav.roles.${role}`));
        await expect(page.getByRole("button", { name: message(locale, "nav.signOut"), exact: true })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await expect(panel).toBeHidden();
        await expect(menu).toBeFocused();

        // Following a link closes it, and the new page is the one marked.
        const [href, key] = LINKS[role].at(-1)!;
        await menu.click();
        await nav.getByRole("link", { name: message(locale, `nav.links.${key}`), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await menu.click();
        await expectCurrent(mainNav(page, locale), href);
        await expectNoHorizontalScroll(page);
      }
      await context.close();
    });

    test(`${role} in ${locale}: the full bar in one row at 1280 and 1440 px, every page and nested page marked`, async ({ browser, baseURL }) => {
      const { context, page } = await signedIn(browser, baseURL!, role, locale, 1280);
      for (const width of [1280, 1440]) {
        await page.setViewportSize(viewportOf(width));
        await page.goto("/intents");
        await expect(page.getByRole("button", { name: message(locale, "nav.menu") })).toBeHidden();
        const nav = mainNav(page, locale);
        const links = nav.getByRole("link");
        await expect(links).toHaveText(LINKS[role].map(([, key]) => message(locale, `nav.links.${key}`)));
        const tops = new Set<number>();
        for (const link of await links.all()) tops.add(Math.round((await link.boundingBox())!.y));
        expect(tops.size, "links on one row").toBe(1);
        await expect(page.getByTestId("current-user")).toBeVisible();
        await expect(page.getByTestId("current-user")).toContainText(message(locale, `nav.roles.${role}`));
        await expect(page.getByRole("button", { name: message(locale, "nav.signOut"), exact: true })).toBeVisible();
        await expectOneRow(page);

        if (width === 1280) {
          for (const [href] of LINKS[role]) {
            await page.goto(href);
            await expectCurrent(mainNav(page, locale), href);
            await expectOneRow(page);
          }
          for (const [path, under] of NESTED[role]) {
            await page.goto(path.replace("{intent}", intent));
            await expectCurrent(mainNav(page, locale), under);
            if (path === "/account") await expect(page.getByTestId("current-user")).toHaveAttribute("aria-current", "page");
          }
        }
      }
      await context.close();
    });

    test(`${role} in ${locale}: settings, account, activity, 404 and forbidden pages fit 390, 800, 1280 and 1440 px`, async ({ browser, baseURL }) => {
      const { context, page } = await signedIn(browser, baseURL!, role, locale, WIDTHS[0]);
      for (const path of FIT[role]) {
        await page.setViewportSize(viewportOf(WIDTHS[0]));
        await page.goto(path);
        if (role !== "owner" && path.startsWith("/settings")) await expect(page).toHaveURL(/\/forbidden/);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        for (const width of WIDTHS) {
          await page.setViewportSize(viewportOf(width));
          await expectNoHorizontalScroll(page);
        }
      }
      await context.close();
    });
  }

  test(`the sign-in page fits every width in ${locale}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await chooseLocale(context, baseURL!, locale);
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByRole("button", { name: message(locale, "auth.signIn") })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize(viewportOf(width));
      await expectNoHorizontalScroll(page);
    }
    await context.close();
  });

  test(`a branded 404 in ${locale}: status 404, no navigation, back to the payments signed in and to sign-in signed out`, async ({ browser, baseURL }) => {
    const { context, page } = await signedIn(browser, baseURL!, "cashier", locale, 1280);
    const response = await page.goto("/no-such-page");
    expect(response!.status()).toBe(404);
    await expect(page).toHaveTitle(`${message(locale, "notFound.title")} · Caja`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "notFound.heading"));
    await expect(page.getByRole("link", { name: "Caja", exact: true })).toBeVisible();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await page.getByRole("link", { name: message(locale, "notFound.toPayments") }).click();
    await expect(page).toHaveURL(/\/intents$/);
    await context.close();

    const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await chooseLocale(anonymous, baseURL!, locale);
    const visitor = await anonymous.newPage();
    expect((await visitor.goto("/nothing/here"))!.status()).toBe(404);
    await expect(visitor.locator("html")).toHaveAttribute("lang", locale);
    await visitor.getByRole("link", { name: message(locale, "notFound.toSignIn") }).click();
    await expect(visitor).toHaveURL(/\/login$/);
    await anonymous.close();
  });

  test(`the forbidden page in ${locale} says who may open the page`, async ({ browser, baseURL }) => {
    const { context, page } = await signedIn(browser, baseURL!, "support", locale, 390);
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/forbidden\?need=settings/);
    await expect(page).toHaveTitle(`${message(locale, "notFound.forbidden.title")} · Caja`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "notFound.forbidden.heading"));
    await expect(page.getByText(message(locale, "notFound.forbidden.who").replace("{roles}", message(locale, "nav.roles.owner")))).toBeVisible();
    await page.getByRole("link", { name: message(locale, "notFound.forbidden.toPayments") }).click();
    await expect(page).toHaveURL(/\/intents$/);
    await context.close();
  });
}
