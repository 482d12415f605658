import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, USERS } from "../support/session";

test.describe("sign-in and roles", () => {
  test("signed out, every dashboard page redirects to /login and every dashboard route answers 401", async ({ page, request }) => {
    for (const path of ["/", "/intents", "/intents/qp_0000000000000000000000", "/settings"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login/);
    }
    for (const path of ["/api/dashboard/intents", "/api/dashboard/intents/qp_0000000000000000000000", "/api/dashboard/live"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: "unauthenticated", data: {} });
    }
  });

  test("a wrong password is refused with a message; the right one signs in and signing out ends the session", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(USERS.owner);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("#login-error")).toContainText("Email or password is wrong");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/intents/);
    await expect(page.getByTestId("current-user")).toContainText("owner");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/intents");
    await expect(page).toHaveURL(/\/login/);
  });

  test.describe("as a cashier", () => {
    test.use({ storageState: ".tmp/auth/cashier.json" });
    test("owner pages are refused on the server, not just hidden", async ({ page }) => {
      await page.goto("/intents");
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" })).toHaveCount(0);
      await page.goto("/settings");
      await expect(page).toHaveURL(/\/forbidden/);
      await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    });
  });

  test.describe("as support", () => {
    test.use({ storageState: ".tmp/auth/support.json" });
    test("reads payments but cannot open owner pages", async ({ page }) => {
      await page.goto("/intents");
      await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
      await page.goto("/settings");
      await expect(page).toHaveURL(/\/forbidden/);
    });
  });

  test.describe("as the owner", () => {
    test.use({ storageState: ".tmp/auth/owner.json" });
    test("opens the settings with the users", async ({ page }) => {
      await page.goto("/settings");
      await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
      await expect(page.locator(`[data-user="${USERS.cashier}"]`)).toContainText("cashier");
    });
  });
});
