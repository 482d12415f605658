import { expect, test, type Browser, type Page } from "@playwright/test";
import { appsForSpec, tempDataDir, type AppProcess } from "../support/app-process";
import { chooseLocale, message, viewportOf } from "../support/locale";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { DEMO_PASSWORD, USERS } from "../support/session";

// Settings › Webhooks as a shop owner met it, in Spanish, on a server of its own (its first
// endpoint is disabled and endpoints are added here) reached as `localhost` while the service's
// first endpoint says 127.0.0.1.

const apps = appsForSpec(SERVER_SECRETS_ENV);
test.describe.configure({ mode: "default", timeout: 90_000 });

const es = (key: string) => message("es-MX", key);
let app: AppProcess;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await apps.start({ DATA_DIR: tempDataDir() });
  origin = app.url.replace("127.0.0.1", "localhost");
});
test.afterAll(() => apps.stopAll());

/** The owner, in Spanish, signed in at `localhost` through the login page. */
async function owner(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: viewportOf(width) });
  await chooseLocale(context, origin, "es-MX");
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel(es("auth.email")).fill(USERS.owner);
  await page.getByLabel(es("auth.password")).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: es("auth.signIn") }).click();
  await expect(page).toHaveURL(`${origin}/intents`);
  return page;
}

test("es-MX: reached as localhost before any webhook, Settings says the service delivers here (its endpoint says 127.0.0.1) and offers no «Entregar a este panel»", async ({ browser }) => {
  const page = await owner(browser);
  await page.goto("/settings");
  await expect(page.getByTestId("receiver-url")).toHaveText(`${origin}/api/webhooks/payment`);
  await expect(page.getByTestId("endpoint-url")).toHaveText(`http://127.0.0.1:${app.port}/api/webhooks/payment`);
  await expect(page.getByTestId("endpoint-points")).toHaveText(es("settings.webhooks.pointsHere"));
  await expect(page.getByRole("button", { name: es("settings.webhooks.useReceiver") })).toHaveCount(0);
  await page.context().close();
});
