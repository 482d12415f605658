import { expect, test } from "@playwright/test";
import { appsForSpec, freePort, tempDataDir } from "../support/app-process";
import { expectNoHorizontalScroll, LOCALES, message, useLocale as chooseLocale, viewportOf } from "../support/locale";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";
import { signInPage } from "../support/session";

// Servers of their own: one whose webhooks never reach its dashboard (the sandbox merchant's webhook
// URL is a port nobody listens on, and the sync reads the feed only when woken), one whose payment
// API is away.
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());

async function createQrIntent(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/payment/intent`, {
    method: "POST",
    headers: { "X-Api-Key": E2E.apiKey, "content-type": "application/json" },
    body: JSON.stringify({
      payment: "qr_present",
      amount: 75,
      data: { branch: "Centro", terminal: "Caja 3", time: new Date().toISOString(), concept: "Tamales", ticket: "T-77", items: [{ sku: "TAM-1", price: "25", description: "Tamal verde", qty: 3 }] },
    }),
  });
  const body = (await response.json()) as { code: number; data: { intent: string } };
  expect(body.code).toBe(200);
  return body.data.intent;
}

test("an intent whose webhooks never reached the dashboard is read from the service's event feed when its page is opened, stored and shown, with the service's failed delivery attempts and next retry; in both languages", async ({ browser }) => {
  const app = await apps.start({
    DATA_DIR: tempDataDir(),
    SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/hooks`,
    SYNC_INTERVAL_MS: "3600000",
    WEBHOOK_RETRY_SCHEDULE: "0,1,3600",
  });
  const context = await browser.newContext({ baseURL: app.url, viewport: viewportOf(390) });
  const page = await context.newPage();
  await signInPage(page, "support");
  for (const locale of LOCALES) {
    await chooseLocale(context, app.url, locale);
    const intent = await createQrIntent(app.url);
    // the dashboard has never heard of it
    expect((await page.request.get(`/api/dashboard/intents/${intent}`)).status()).toBe(404);

    const response = await page.goto(`/intents/${intent}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: intent })).toBeVisible();
    await expect(page.getByTestId("looked-up")).toHaveText(message(locale, "intent.lookedUp"));
    await expect(page.getByTestId("item")).toHaveCount(1);
    await expect(page.getByTestId("item")).toContainText("Tamal verde");
    await expect(page.getByTestId("fact-concept")).toContainText("Tamales");
    await expect(page.getByTestId("timeline").locator("li")).toHaveCount(1);

    // stored: the dashboard's own copy now answers, with the fields the feed carried
    const stored = (await (await page.request.get(`/api/dashboard/intents/${intent}`)).json()) as { code: number; data: { detailed: boolean; ticket: string } };
    expect(stored).toMatchObject({ code: 200, data: { detailed: true, ticket: "T-77" } });

    // the service tried twice (at once, then after 1 s), got no answer, and waits an hour for the next try
    const event = page.getByTestId("delivery-event").first();
    await expect(event).toHaveAttribute("data-state", "pending");
    await expect(event.getByTestId("delivery-attempt")).toHaveCount(2, { timeout: 15_000 });
    await expect(event.getByTestId("delivery-attempt").first()).toHaveAttribute("data-http-status", "");
    await expect(event.getByTestId("delivery-attempt").first()).toContainText(message(locale, "intent.deliveries.noAnswer"));
    await expect(event.getByTestId("next-attempt")).toContainText(message(locale, "intent.deliveries.nextAttempt").replace("{time}", ""));
    await expect(event.getByTestId("delivery-state")).toHaveText(message(locale, "intent.deliveries.state.pending"));
    await expectNoHorizontalScroll(page);

    // a second visit is the stored copy, not another look-up
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: intent })).toBeVisible();
    await expect(page.getByTestId("looked-up")).toHaveCount(0);
  }
  await context.close();
});

test("a payment API that does not answer: an id the dashboard does not know gets a notice in the user's language, not a crash and not a 404", async ({ browser }) => {
  const app = await apps.start({ DATA_DIR: tempDataDir(), PAYMENT_API_BASE_URL: `http://127.0.0.1:${await freePort()}/api` });
  const context = await browser.newContext({ baseURL: app.url, viewport: viewportOf(390) });
  const page = await context.newPage();
  await signInPage(page, "support");
  for (const locale of LOCALES) {
    await chooseLocale(context, app.url, locale);
    const response = await page.goto(`/intents/qp_${"A1b2C3d4E5f6G7h8I9j0K1"}`);
    expect(response?.status()).toBe(200);
    const notice = page.getByTestId("intent-unavailable");
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("heading")).toHaveText(message(locale, "intent.unavailable.title"));
    await expect(notice).toContainText(message(locale, "errors.payment_api_unavailable"));
    await expect(notice.getByRole("link", { name: message(locale, "intent.unavailable.retry") })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await context.close();
});
