import { expect, test } from "@playwright/test";
import { appsForSpec, freePort, tempDataDir } from "../support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";
import { signInPage } from "../support/session";
import { chargeAtTill, setUpTillOnPage } from "../support/till";

// A server of its own whose webhooks never reach its dashboard: the sandbox merchant's webhook URL
// is a port nobody listens on, and the sync reads the feed only when woken (the till's check wakes it).
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());

test("webhooks lost: the till still shows the payment (it asks the payment API itself) and warns the cashier that updates are late", async ({ browser, request }) => {
  const app = await apps.start({ DATA_DIR: tempDataDir(), SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/hooks`, SYNC_INTERVAL_MS: "3600000" });
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 800, height: 1280 } });
  const page = await context.newPage();
  await signInPage(page, "owner");
  await setUpTillOnPage(page, { branch: "Centro", terminal: "Caja sin webhooks" });
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
  const intent = await chargeAtTill(page, "5000");
  // The live stream is up ("Live" in green), yet no webhook of this intent ever arrives.
  await expect(page.getByTestId("till-stale")).toHaveText(/Payment updates are reaching this dashboard late/, { timeout: 20_000 });
  const paid = await request.post(`${app.url}/api/sandbox/${intent}/advance`, { headers: { "X-Api-Key": E2E.apiKey }, data: { to: "qr_authorized" } });
  expect(paid.status()).toBe(200);
  await expect(page.getByTestId("checkout-paid")).toContainText("MXN 50.00", { timeout: 15_000 });
  // what the till learnt went into the dashboard's copy too
  await page.getByRole("button", { name: "New sale" }).click();
  await expect(page.getByTestId("checkout-paid")).toBeHidden();
  await expect(page.getByTestId("recent-sales").locator(`li[data-intent="${intent}"]`).getByTestId("status-badge")).toHaveText(/Authorized/, { timeout: 20_000 });
  await context.close();
});
