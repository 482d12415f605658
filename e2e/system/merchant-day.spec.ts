import { expect, test } from "@playwright/test";
import { zonedDay } from "../../lib/dashboard/format";
import { appsForSpec, tempDataDir } from "../support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";
import { signInPage } from "../support/session";

// A server of its own in a time zone whose date differs from UTC's right now (behind UTC before
// 10:00 UTC, ahead after), as Mexico City's does every evening from 18:00.
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());

test("Today's report and its export are the merchant's today, not the UTC date: the link, the file name and the payment made now", async ({ browser, request }) => {
  const timeZone = new Date().getUTCHours() < 10 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
  const today = zonedDay(new Date(), timeZone);
  expect(today, "the zone's date differs from UTC's now").not.toBe(new Date().toISOString().slice(0, 10));
  const app = await apps.start({ DATA_DIR: tempDataDir(), DASHBOARD_TIME_ZONE: timeZone });
  const created = await request.post(`${app.url}/api/payment/intent`, {
    headers: { "X-Api-Key": E2E.apiKey },
    data: { payment: "qr_present", amount: 88, data: { branch: "Isla", terminal: "Caja 1", time: new Date().toISOString(), items: [] } },
  });
  const intent = ((await created.json()) as { data: { intent: string } }).data.intent;

  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await signInPage(page, "owner");
  await page.goto("/overview");
  await expect(page.getByTestId("report-period")).toHaveAttribute("data-from", today);
  await expect(page.getByTestId("report-period")).toHaveAttribute("data-to", today);
  const link = page.getByTestId("report-export").getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", `/api/dashboard/intents/export?from=${today}&to=${today}`);
  await expect
    .poll(async () => {
      const response = await page.request.get((await link.getAttribute("href"))!);
      return { file: response.headers()["content-disposition"], hasIntent: (await response.text()).includes(intent) };
    })
    .toEqual({ file: `attachment; filename="caja-payments-${today}.csv"`, hasIntent: true });
  await context.close();
});
