import { expect, test } from "@playwright/test";
import { createIntent, intentBody, advance } from "../support/api";

test.use({ storageState: ".tmp/auth/owner.json" });

test.describe("reports", () => {
  test("CSV export of the filtered list, times in the chosen time zone", async ({ page, request }) => {
    const ticket = `CSV-${Date.now()}`;
    const base = intentBody("qr_present", { amount: 77.7 });
    const { intent } = await createIntent(request, "qr_present", { body: { ...base, data: { ...base.data, ticket } } });
    await advance(request, intent, "qr_authorized");
    await page.goto(`/intents?q=${ticket}`);
    await expect(page.locator(`tr[data-intent="${intent}"]`)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString());
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("created,intent,payment,amount,status,code,branch,terminal,ticket,phone_last4,card_last4,time_zone=America/Mexico_City");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${intent},qr_present,77.70,qr_authorized,103,branch-001,pos-07,${ticket}`);

    const utc = await page.request.get(`/api/dashboard/intents/export?q=${ticket}&tz=UTC`);
    const utcLine = (await utc.text()).trim().split("\r\n")[1]!;
    const local = (s: string) => new Date(`${s.split(",")[0]!.replace(" ", "T")}Z`).getTime();
    expect(local(utcLine) - local(lines[1]!)).toBe(6 * 3600 * 1000); // Mexico City is UTC−6
    const bad = await page.request.get("/api/dashboard/intents/export?tz=Mars/Olympus");
    expect(bad.status()).toBe(400);
  });

  test("the overview shows today's volume and counts by status and type, with an hourly chart", async ({ page, request }) => {
    const { intent } = await createIntent(request, "ec_remote", { body: intentBody("ec_remote", { amount: 1000 }) });
    await advance(request, intent, "ec_auhtorized");
    await page.goto("/overview");
    await expect(page.getByTestId("overview-volume")).toHaveText(/\$[\d,]+\.\d\d/);
    await expect(page.getByTestId("by-status")).toContainText("ec_auhtorized");
    await expect(page.getByTestId("by-payment")).toContainText("E-commerce");
    await expect(page.getByTestId("hourly-chart").locator("rect")).toHaveCount(24);
  });

  test("a cashier gets no reports", async ({ browser }) => {
    const context = await browser.newContext({ storageState: ".tmp/auth/cashier.json" });
    const page = await context.newPage();
    await page.goto("/overview");
    await expect(page).toHaveURL(/\/forbidden/);
    expect((await context.request.get("/api/dashboard/intents/export")).status()).toBe(403);
    await context.close();
  });
});
