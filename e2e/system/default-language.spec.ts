import { expect, test } from "@playwright/test";
import { LOCALE_NAMES } from "../../lib/i18n/locales";
import { appsForSpec, tempDataDir } from "../support/app-process";
import { postCredentials } from "../support/credentials";
import { message } from "../support/locale";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { DEMO_PASSWORD, USERS } from "../support/session";

// The other specs' servers read English (playwright.config.ts sets DASHBOARD_LOCALE=en): this one
// is started with it empty, which the configuration reads as unset, so it shows what ships.
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());

test("with no DASHBOARD_LOCALE the dashboard speaks Spanish (Mexico) to whoever has not chosen; the sign-in page switches to English and back", async ({ browser }) => {
  const app = await apps.start({ DATA_DIR: tempDataDir(), DASHBOARD_LOCALE: "" });
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();

  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await expect(page).toHaveTitle(`${message("es-MX", "auth.title")} · Caja`);
  await expect(page.getByText(message("es-MX", "auth.tagline"))).toBeVisible();
  const switcher = page.getByRole("group", { name: message("es-MX", "common.language") });
  await expect(switcher.getByRole("button", { name: LOCALE_NAMES["es-MX"] })).toHaveAttribute("aria-pressed", "true");

  await switcher.getByRole("button", { name: LOCALE_NAMES.en }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: message("en", "auth.signIn") })).toBeVisible();
  await page.getByRole("group", { name: message("en", "common.language") }).getByRole("button", { name: LOCALE_NAMES["es-MX"] }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");

  // Signed in, a demo user who never chose reads Spanish everywhere: the navigation, the 404.
  await page.getByLabel(message("es-MX", "auth.email")).fill(USERS.cashier);
  await page.getByLabel(message("es-MX", "auth.password")).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: message("es-MX", "auth.signIn") }).click();
  await expect(page).toHaveURL(/\/checkout$/); // a cashier lands on the till
  await expect(page.getByTestId("current-user")).toContainText(message("es-MX", "nav.roles.cashier"));
  expect((await page.goto("/no-such-page"))!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("es-MX", "notFound.heading"));
  await context.close();

  // A browser with no cookie at all, signed in by a script: Spanish too.
  const script = await browser.newContext({ baseURL: app.url });
  expect((await postCredentials(script.request, { email: USERS.support, password: DEMO_PASSWORD })).ok).toBe(true);
  const support = await script.newPage();
  await support.goto("/account");
  await expect(support.locator("html")).toHaveAttribute("lang", "es-MX");
  await expect(support.getByRole("heading", { level: 1 })).toHaveText(message("es-MX", "account.title"));
  await script.close();
});
