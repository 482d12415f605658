import { expect, test, type Page, type Request } from "@playwright/test";
import { advance, createIntent } from "../support/api";

test.use({ storageState: ".tmp/auth/owner.json" });

/** Submits a form as the owner and captures the server action request it makes. */
async function captureAction(page: Page, submit: () => Promise<void>): Promise<Request> {
  const captured = page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]);
  await submit();
  return captured;
}

test.describe("settings (owners)", () => {
  test("add a user (with field errors first), who can then sign in; change a role; disable", async ({ page, browser }) => {
    await page.goto("/settings");
    const email = `new-${Date.now()}@caja.test`;
    const form = page.locator("form", { has: page.getByRole("button", { name: "Create user" }) });
    await form.getByLabel("Name").fill("Nora New");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Initial password").fill("short");
    await form.getByRole("button", { name: "Create user" }).click();
    await expect(form.locator("#password-error")).toHaveText("must be at least 10 characters");
    await form.getByLabel("Initial password").fill("a-long-enough-password");
    await form.getByRole("button", { name: "Create user" }).click();
    await expect(form.getByRole("status")).toContainText(`${email} can sign in now.`);

    const row = page.locator(`tr[data-user="${email}"]`);
    await expect(row).toBeVisible();
    await row.getByLabel(`Role of ${email}`).selectOption("support");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByRole("status")).toHaveText(`Saved: ${email} is now support.`);

    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const newcomer = await context.newPage();
    await newcomer.goto("/login");
    await newcomer.getByLabel("Email").fill(email);
    await newcomer.getByLabel("Password").fill("a-long-enough-password");
    await newcomer.getByRole("button", { name: "Sign in" }).click();
    await expect(newcomer.getByTestId("current-user")).toContainText("support");

    await row.getByRole("button", { name: "Disable" }).click();
    await page.getByRole("dialog", { name: "Disable Nora New?" }).getByRole("button", { name: "Disable" }).click();
    await expect(row.getByTestId("user-disabled")).toHaveText("disabled");
    await expect(row.getByRole("status").filter({ hasText: "disabled" })).toHaveText(`Saved: ${email} is disabled and their sessions ended.`);
    await newcomer.reload();
    await expect(newcomer).toHaveURL(/\/login/); // a disabled account loses access on its next request
    await context.close();
  });

  test("server actions check the role on the server: replayed as a cashier, an owner's action is refused", async ({ page, browser }) => {
    await page.goto("/settings");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Create user" }) });
    // The owner's own attempt fails validation (short password), so it creates nobody; its request is the template.
    await form.getByLabel("Name").fill("Sneaky");
    await form.getByLabel("Email").fill("sneaky-template@caja.test");
    await form.getByLabel("Initial password").fill("short");
    const request = await captureAction(page, () => form.getByRole("button", { name: "Create user" }).click());
    await expect(form.locator("#password-error")).toBeVisible();
    const body = request.postData()!.replace("sneaky-template@caja.test", `sneaky-${Date.now()}@caja.test`).replace("short", "a-long-enough-password");
    const { cookie: _cookie, "content-length": _length, ...headers } = await request.allHeaders();

    for (const role of ["cashier", "support"]) {
      const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json` });
      const replay = await context.request.post(request.url(), { headers, data: body });
      expect(await replay.text(), role).toContain("Only an owner may change settings.");
      await context.close();
    }
    const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const replay = await anonymous.request.post(request.url(), { headers, data: body, maxRedirects: 0 });
    expect(`${replay.status()} ${await replay.text()}`).toMatch(/sign in again|login|307/i);
    await anonymous.close();
    await page.reload();
    await expect(page.locator("tr[data-user^='sneaky-']")).toHaveCount(0);
  });

  test("shows the payment API in use with the key masked, and that it answers", async ({ page }) => {
    await page.goto("/settings");
    await expect(page.getByTestId("masked-key")).toHaveText(/^sk_sandbox_…\w{4}$/);
    await expect(page.getByTestId("api-reachable")).toHaveText("Yes");
    await expect(page.getByTestId("receiver-url")).toHaveText(/\/api\/webhooks\/payment$/);
    await expect(page.getByTestId("endpoint-state")).toContainText("enabled");
    // where the key is shown, the way to the reference of what it opens (e2e/api/api-reference.spec.ts)
    await expect(page.getByRole("region", { name: "Payment API" }).getByRole("link", { name: "API reference: every operation, its parameters and answers" })).toHaveAttribute("href", "/docs/api");
  });

  test("the delivery log of an intent lists each attempt with its status code and latency, with redeliver", async ({ page, request }) => {
    const { intent } = await createIntent(request, "qr_present");
    await advance(request, intent, "qr_scanned");
    await page.goto(`/settings?intent=${intent}`);
    const log = page.getByTestId("delivery-log");
    await expect(log.locator("tbody tr")).toHaveCount(2);
    await expect(log.locator("tbody tr").first()).toContainText("qr_created");
    await expect(log.locator("tbody tr").first()).toContainText(/ · 200 · \d+ ms/);
    await log.locator("tbody tr").first().getByRole("button", { name: "Redeliver" }).click();
    await expect(log.locator("tbody tr").first().getByRole("status")).toContainText("queued for redelivery");
  });

  test("rotating the webhook secret keeps deliveries verified: a later change still shows live", async ({ page, request }) => {
    await page.goto("/settings");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Rotate signing secret" }) });
    await form.getByLabel("Keep the old secret valid for (hours)").fill("1");
    await form.getByRole("button", { name: "Rotate signing secret" }).click();
    await page.getByRole("dialog", { name: "Rotate the signing secret?" }).getByRole("button", { name: "Rotate" }).click();
    await expect(form.getByRole("status")).toContainText("Rotated. The previous secret stays valid until");
    const { intent } = await createIntent(request, "qr_present");
    await page.goto("/intents");
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    await advance(request, intent, "qr_authorized");
    // visible rows only: a streamed server segment can linger hidden in the DOM beside the live table
    const row = page.locator(`tr[data-intent="${intent}"]`).filter({ visible: true });
    await expect(row.getByTestId("status-badge")).toHaveAttribute("data-status", "qr_authorized");
  });
});
