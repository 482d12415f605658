import { expect, test } from "@playwright/test";
import { openIntent } from "../support/intent-page";
import { advance, cancel, createIntent, json, status } from "../support/api";

test.use({ storageState: ".tmp/auth/owner.json" });


test.describe("canceling a payment from its page", () => {
  test("an owner confirms, the payment reads Canceled, the QR can no longer be paid, and the activity log has it", async ({ page, request }) => {
    const { intent } = await createIntent(request, "qr_present");
    await openIntent(page, intent);
    const badge = page.getByTestId("status-badge").first();
    await expect(badge).toHaveAttribute("data-status", "qr_created");

    // The confirmation step: the safe choice has the focus, Escape keeps the payment.
    const open = page.getByRole("button", { name: "Cancel payment" });
    await open.click();
    const confirm = page.getByRole("group", { name: /Cancel this payment\?/ });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(open).toBeFocused();
    expect((await status(request, intent)).data.status).toBe("qr_created");

    // Keyboard only: Enter opens it, Tab reaches "Yes, cancel payment".
    await page.keyboard.press("Enter");
    await expect(confirm).toBeVisible();
    const yes = confirm.getByRole("button", { name: "Yes, cancel payment" });
    const box = await yes.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await yes.click();

    await expect(page.getByRole("status").filter({ hasText: "Payment canceled" })).toBeVisible();
    await expect(badge).toHaveAttribute("data-status", "qr_expired");
    await expect(badge).toContainText("Canceled");
    await expect(page.getByRole("button", { name: "Cancel payment" })).toHaveCount(0);
    await expect(page.getByTestId("timeline").locator("li").last()).toContainText("Canceled before the customer paid (canceled)");

    const paid = await advance(request, intent, "qr_authorized");
    expect(paid.status()).toBe(409);
    expect(await json(paid)).toEqual({ code: 409, message: "intent_final", data: { status: "qr_expired" } });

    await page.goto(`/settings/activity?action=payment.canceled&target=${intent}`);
    const row = page.getByTestId("audit-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("audit-action")).toHaveText("Canceled a payment");
    await expect(row.getByTestId("audit-actor")).toContainText("owner@caja.test");
    await expect(row.getByTestId("audit-changes")).toContainText("payment detail");
    await expect(row.getByTestId("audit-changes")).toContainText("149.50");
  });

  test("the list shows a canceled payment as Canceled", async ({ page, request }) => {
    const { intent } = await createIntent(request, "card_present");
    await page.goto(`/intents?q=${intent}`);
    const row = page.locator(`tr[data-intent="${intent}"]`);
    await expect(row.getByTestId("status-badge")).toHaveAttribute("data-status", "cp_created");
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    expect((await cancel(request, intent)).status()).toBe(200);
    await expect(row.getByTestId("status-badge")).toHaveAttribute("data-status", "cp_expired");
    await expect(row.getByTestId("status-badge")).toContainText("Canceled");
  });

  test("a customer already paying: the refusal is said in words and nothing changes", async ({ page, request }) => {
    const { intent } = await createIntent(request, "qr_present");
    await openIntent(page, intent);
    // Freeze what the page knows (no live stream, no refetch), then let the customer start paying.
    await page.route("**/api/dashboard/**", (route) => route.abort());
    await page.getByRole("button", { name: "Cancel payment" }).click();
    expect((await advance(request, intent, "qr_progress")).status()).toBe(200);
    await page.getByRole("button", { name: "Yes, cancel payment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The customer is already paying: wait for the result." })).toBeVisible();
    expect((await status(request, intent)).data.status).toBe("qr_progress");
  });

  test("support sees no cancel button; a cashier does", async ({ browser, request }) => {
    const { intent } = await createIntent(request, "ec_remote");
    for (const [role, count] of [["support", 0], ["cashier", 1]] as const) {
      const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json` });
      const page = await context.newPage();
      await openIntent(page, intent);
      await expect(page.getByTestId("timeline").locator("li")).toHaveCount(1);
      await expect(page.getByRole("button", { name: "Cancel payment" }), role).toHaveCount(count);
      await context.close();
    }
  });
});
