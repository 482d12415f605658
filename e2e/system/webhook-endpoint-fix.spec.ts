import { expect, test } from "@playwright/test";
import { appsForSpec, tempDataDir } from "../support/app-process";
import { LOCALES, message, useLocale } from "../support/locale";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";
import { signInApi } from "../support/session";

// A server of its own: these tests point the sandbox merchant's webhooks elsewhere and back.
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());
test.describe.configure({ mode: "serial" });

for (const locale of LOCALES) {
  test(`${locale}: the fix is offered only when the service's endpoint is another place than this receiver (written differently is the same place); applied only once confirmed`, async ({ browser }) => {
    const app = await apps.start({ DATA_DIR: tempDataDir() });
    const point = async (url: string) => {
      const response = await fetch(`${app.url}/api/webhook-endpoint`, { method: "PATCH", headers: { "X-Api-Key": E2E.apiKey, "content-type": "application/json" }, body: JSON.stringify({ url }) });
      expect(response.status, url).toBe(200);
    };
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 390, height: 844 } });
    await useLocale(context, app.url, locale);
    await signInApi(context.request, "owner");
    const page = await context.newPage();
    const fix = page.getByRole("button", { name: message(locale, "settings.webhooks.useReceiver") });
    const receiver = `${app.url}/api/webhooks/payment`;

    // The same place written differently (scheme and host case, default port spelled out, trailing slash): nothing to fix.
    for (const same of [receiver, `HTTP://127.0.0.1:${app.port}/api/webhooks/payment/`]) {
      await point(same);
      await page.goto("/settings");
      await expect(page.getByTestId("endpoint-points"), same).toHaveText(message(locale, "settings.webhooks.pointsHere"));
      await expect(fix, same).toHaveCount(0);
    }

    // Elsewhere: offered; Escape keeps the endpoint, confirming points it here. A new server has had
    // no webhook and missed none yet: it says so plainly (what arrives decides "here" or
    // "elsewhere", not how the URLs are spelled), and offers the fix since the URL is another place.
    await point(`${app.url}/api/not-a-receiver`);
    await page.goto("/settings");
    await expect(page.getByTestId("endpoint-points")).toHaveText(message(locale, "settings.webhooks.noneYet"));
    await fix.click();
    const ask = page.getByRole("dialog", { name: message(locale, "settings.webhooks.confirmUseReceiver.title") });
    await expect(ask).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(ask).toHaveCount(0);
    await expect(page.getByTestId("endpoint-url")).toHaveText(`${app.url}/api/not-a-receiver`);
    await fix.click();
    await ask.getByRole("button", { name: message(locale, "settings.webhooks.confirmUseReceiver.confirm") }).click();
    await expect(page.getByRole("status").filter({ hasText: message(locale, "settings.webhooks.useReceiverOk") })).toBeVisible();
    await expect(page.getByTestId("endpoint-url")).toHaveText(receiver);
    await expect(page.getByTestId("endpoint-points")).toHaveText(message(locale, "settings.webhooks.pointsHere"));
    await expect(fix).toHaveCount(0);
    await context.close();
    await apps.stopAll();
  });
}
