import { expect, test } from "@playwright/test";
import { advance, createIntent, intentBody, keyHeaders } from "../support/api";

test.use({ storageState: ".tmp/auth/owner.json" });

test.describe("intents, live", () => {
  test("an intent created through the API appears in the open list, and an advance turns its badge to authorized, without reload", async ({ page, request }) => {
    await page.goto("/intents");
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    let reloads = 0;
    page.on("framenavigated", (frame) => frame === page.mainFrame() && reloads++);

    const { intent } = await createIntent(request, "qr_present");
    const row = page.locator(`tr[data-intent="${intent}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId("status-badge")).toHaveAttribute("data-status", "qr_created");

    await advance(request, intent, "qr_authorized");
    await expect(row.getByTestId("status-badge")).toHaveAttribute("data-status", "qr_authorized");
    await expect(row.getByTestId("status-badge")).toHaveText(/Authorized/);
    expect(reloads).toBe(0);
  });

  test("support finds an intent by ticket and sees its timeline, each status with its code", async ({ browser, request }) => {
    const ticket = `T-${Date.now()}`;
    const { intent } = await createIntent(request, "ec_remote", { body: intentBody("ec_remote", { data: { ...intentBody("ec_remote").data, ticket } }) });
    await request.post("/api/payment/init", { headers: { ...keyHeaders(), "X-Intent": intent }, data: { phone: "5512345678" } });
    await advance(request, intent, "ec_conected");
    const context = await browser.newContext({ storageState: ".tmp/auth/support.json" });
    const page = await context.newPage();
    await page.goto("/intents");
    await page.getByLabel("Search", { exact: true }).fill(ticket);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await page.getByRole("link", { name: intent }).click();
    await expect(page.getByRole("heading", { name: intent })).toBeVisible();
    const timeline = page.getByTestId("timeline");
    await expect(timeline.locator("li")).toHaveCount(5);
    await expect(timeline.locator("li").nth(0)).toHaveAttribute("data-status", "ec_created");
    await expect(timeline.locator("li").nth(4)).toHaveAttribute("data-status", "ec_conected");
    await expect(timeline).toContainText("ec_conecting · 112");
    await expect(page.getByText("Phone (last 4)")).toBeVisible();
    await expect(page.locator("dd", { hasText: "5678" })).toBeVisible();
    await context.close();
  });

  test("search by phone last 4 and by intent id; filters by type", async ({ page, request }) => {
    const { intent } = await createIntent(request, "ec_remote");
    const phone = `55${String(Date.now()).slice(-8)}`;
    await request.post("/api/payment/init", { headers: { ...keyHeaders(), "X-Intent": intent }, data: { phone } });
    await page.goto(`/intents?q=${intent}`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    // the dashboard learns the phone from the API when the ec_inited webhook arrives
    await expect(async () => {
      await page.goto(`/intents?q=${phone.slice(-4)}`);
      await expect(page.locator(`tr[data-intent="${intent}"]`)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.goto(`/intents?payment=card_present&q=${intent}`);
    await expect(page.getByTestId("intents-empty")).toBeVisible();
  });

  test("refresh from API checks the intent against the API and says it is up to date", async ({ page, request }) => {
    const { intent } = await createIntent(request, "qr_present");
    await page.goto(`/intents/${intent}`);
    await expect(page.getByTestId("timeline").locator("li")).toHaveCount(1);
    await page.getByRole("button", { name: "Refresh from API" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Up to date with the API." })).toBeVisible();
  });
});
