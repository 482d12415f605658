import { expect, test } from "@playwright/test";

test("the app opens in Chromium on the sign-in page and shows that the service is ready (not what it runs on)", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { level: 1, name: "Caja" })).toBeVisible();
  await expect(page.getByTestId("health")).toHaveText("Service ready");
});
