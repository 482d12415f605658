import { expect, test } from "@playwright/test";

test("the app opens in Chromium on the sign-in page and shows that its database is ready", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { level: 1, name: "Caja" })).toBeVisible();
  await expect(page.getByTestId("health")).toContainText("Service ready");
  await expect(page.getByTestId("health")).toContainText("pglite");
});
